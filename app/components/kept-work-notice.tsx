import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";

/**
 * Says the form shows unsaved work kept from an earlier visit (use-kept-work), and when it was
 * typed, with a button that forgets it and shows the saved record again.
 */
export function KeptWorkNotice({
  savedAt,
  onDiscard,
}: {
  /** When the kept work was last written (ISO). */
  savedAt: string;
  onDiscard: () => void;
}) {
  const { t, locale } = useI18n();
  const time = new Intl.DateTimeFormat(locale === "es" ? "es-ES" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(savedAt));
  return (
    <div
      role="status"
      data-restored-notice
      className="mb-4 flex flex-wrap items-center gap-3 rounded-md bg-sky-50 p-3 text-sky-950 ring-1 ring-sky-300"
    >
      <p className="min-w-0 flex-1">{t("contentEditor.restoredNotice", { time })}</p>
      <button
        type="button"
        onClick={onDiscard}
        className={buttonVariants({ variant: "secondary", size: "sm" })}
      >
        {t("contentEditor.restoredDiscard")}
      </button>
    </div>
  );
}
