import { ExternalLink } from "~/components/ui/icons";
import type { Route } from "./+types/catalogs";
import { getPage } from "~/.server/pages";
import { pageInfo } from "~/.server/page-data";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { catalogs } from "~/content/catalogs";
import { useI18n } from "~/i18n/i18n-context";
import { serverT } from "~/i18n/messages.server";
import { localize } from "~/lib/localize";
import { rootData } from "~/lib/root-data";
import { routeMeta } from "~/lib/seo";
import { breadcrumbList } from "~/lib/structured-data";

export function loader({ request }: Route.LoaderArgs) {
  const page = pageInfo(request, "catalogs");
  const { locale } = page;
  return {
    page,
    crumbs: [
      { label: serverT(locale, "common.home"), href: getPage("home").paths[locale] },
      { label: page.title, href: page.alternates[locale] },
    ],
    catalogs: localize(catalogs, locale),
  };
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    jsonLd: args.loaderData
      ? [breadcrumbList(args.loaderData.crumbs, rootData(args.matches)?.origin ?? "")]
      : [],
  });

export default function Catalogs({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, crumbs, catalogs: cards } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-br from-ocean-900 via-ocean-800 to-brand-800">
        <div className="mx-auto max-w-(--container-page) px-6 py-14 sm:py-20">
          <PageTitle title={page.title} intro={page.description} crumbs={crumbs} />
        </div>
      </section>
      <section className="mx-auto max-w-(--container-page) px-6 py-14 sm:py-20">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card, index) => (
            <li
              key={card.id}
              className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200"
            >
              <ResponsiveImage
                image={card.cover}
                sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
                priority={index === 0}
                className="block bg-slate-100"
                imgClassName="h-auto w-full"
              />
              <div className="flex flex-1 flex-col p-6">
                <h2 className="text-xl font-bold text-slate-900">{card.title}</h2>
                <p className="mt-2 flex-1 text-slate-600">{card.description}</p>
                <a
                  href={card.documentUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-6 inline-flex items-center gap-2 self-start rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
                >
                  {t("common.readMore")}
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only">
                    {card.title} {t("common.opensInNewTab")}
                  </span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function PageTitle({
  title,
  intro,
  crumbs,
}: {
  title: string;
  intro: string;
  crumbs: { label: string; href: string }[];
}) {
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-100">{intro}</p>
    </>
  );
}
