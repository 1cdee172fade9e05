import { useI18n } from "~/i18n/i18n-context";

/** The type badge: 'news' is News, any other type a Press Release (the spec's rule). */
export function TypeBadge({ type, tone = "light" }: { type: string; tone?: "light" | "dark" }) {
  const { t } = useI18n();
  return (
    <span
      className={
        tone === "light"
          ? "rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800"
          : "rounded-full bg-white/15 px-3 py-1 text-sm font-semibold text-white ring-1 ring-white/40"
      }
    >
      {t(type === "news" ? "news.typeNews" : "news.typePress")}
    </span>
  );
}
