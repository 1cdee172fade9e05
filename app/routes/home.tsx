import type { Route } from "./+types/home";
import { getPage } from "~/content/pages";
import { useI18n } from "~/i18n/i18n-context";
import { dictionaries, translate } from "~/i18n/dictionary";
import { localeFromPath } from "~/i18n/locales";
import { rootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";

export function meta({ matches, location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const dictionary = dictionaries[locale];
  const page = getPage("home");
  return pageMeta({
    origin: rootData(matches).origin,
    locale,
    siteName: translate(dictionary, "meta.siteName"),
    title: translate(dictionary, page.titleKey),
    description: translate(dictionary, page.descriptionKey),
    paths: page.paths,
  });
}

export default function Home() {
  const { t } = useI18n();
  return (
    <main className="mx-auto max-w-(--container-page) px-6 py-24">
      <p className="font-semibold tracking-wide text-brand-700 uppercase">{t("meta.siteName")}</p>
      <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        {t("meta.homeTitle")}
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-slate-600">{t("meta.homeDescription")}</p>
    </main>
  );
}
