import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n-context";

export function NotFoundScreen() {
  const { t, locale } = useI18n();
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="text-7xl font-bold tracking-tight text-brand-700">{t("notFound.title")}</h1>
      <p className="mt-4 text-xl text-slate-600">{t("notFound.text")}</p>
      <Link
        to={locale === "es" ? "/es" : "/"}
        className="mt-8 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t("notFound.returnHome")}
      </Link>
    </div>
  );
}
