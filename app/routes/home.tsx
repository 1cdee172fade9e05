import type { Route } from "./+types/home";
import { pageInfo } from "~/.server/page-data";
import { useI18n } from "~/i18n/i18n-context";
import { routeMeta } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  return { page: pageInfo(request, "home") };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Home() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-(--container-page) px-6 py-24">
      <p className="font-semibold tracking-wide text-brand-700 uppercase">{t("meta.siteName")}</p>
      <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        {t("meta.homeTitle")}
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-slate-600">{t("meta.homeDescription")}</p>
    </div>
  );
}
