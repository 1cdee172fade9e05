import { useI18n } from "~/i18n/i18n-context";

/** The spec's loading state: a spinner and 'Loading...', over the page being left. */
export function AdminLoading() {
  const { t } = useI18n();
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-40 flex items-center justify-center gap-3 bg-white/95 py-3 text-slate-800 shadow"
    >
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
      />
      {t("dashboard.loading")}
    </div>
  );
}
