import { useI18n } from "~/i18n/i18n-context";

/**
 * The screen of an error: an unexpected one with its message, or (`forbidden`) a page the
 * account may not open, which is no application error and says so in the visitor's language.
 */
export function ErrorScreen({ message, forbidden = false }: { message?: string; forbidden?: boolean }) {
  const { t, locale } = useI18n();
  const title = forbidden ? t("error.forbiddenTitle") : t("error.title");
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-3xl flex-col justify-center px-6 py-24">
      {/* The route whose loader failed gave no meta: the page is named here (React puts it in the head). */}
      <title>{title}</title>
      <h1 className="text-3xl font-bold text-red-800">{title}</h1>
      {forbidden ? (
        <p className="mt-6 text-lg text-slate-800">{t("error.forbidden")}</p>
      ) : (
        <pre className="mt-6 overflow-x-auto rounded-md bg-slate-100 p-4 text-sm whitespace-pre-wrap text-slate-800">
          {message || t("error.unknown")}
        </pre>
      )}
      {/* A plain link: after an error the router itself may be unusable. */}
      <a href={locale === "es" ? "/es" : "/"} className="mt-8 font-semibold text-brand-700 underline">
        {t("error.returnHome")}
      </a>
    </div>
  );
}
