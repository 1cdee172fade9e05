import type { Route } from "./+types/downloads-list";
import { appContext } from "~/.server/app-context";
import { siteContent, storedDocuments, storedDownloads } from "~/.server/content/request-content";
import { pageInfo } from "~/.server/page-data";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { DownloadFilters } from "~/features/downloads/components/download-filters";
import { DownloadList } from "~/features/downloads/components/download-list";
import { downloadListing } from "~/features/downloads/listing.server";
import { hasGivenDetails } from "~/features/downloads/visitor.server";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { routeMeta } from "~/lib/seo";

// The downloads centre (/downloads, /es/descargas; issue 44): the catalogs, the datasheets, the
// certificates and the company's uploaded documents in one list, filtered by a GET form. Its
// query is the page table's choices only (ADR 021): a made-up value shares the plain listing's
// entry of the page cache.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const content = await siteContent(context, ["catalogs", "products", "categories", "certificates"]);
  const stored = await storedDocuments(context, [
    ...content.catalogs.flatMap((card) => [
      { kind: "catalog" as const, itemId: card.id },
      { kind: "upload" as const, itemId: card.id },
    ]),
    ...content.products.flatMap((product) =>
      product.hasPage ? [{ kind: "datasheet" as const, itemId: product.id }] : [],
    ),
  ]);
  const downloads = await storedDownloads(context);
  const page = pageInfo(request, "downloads");
  const listing = downloadListing({
    content,
    stored,
    downloads,
    locale: page.locale,
    givenDetails: await hasGivenDetails(request, env.AUTH_SECRET),
    params: new URL(request.url).searchParams,
  });
  return { page, messages: messageGroups(page.locale, ["downloads"]), ...listing };
}

// A filtered list is the listing again: search engines are sent to the page without filters
// (its canonical address is the one without a query) and asked not to index the variant.
export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: args.loaderData?.active });

export default function DownloadsList({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <DownloadsContent data={loaderData} />
    </PageMessages>
  );
}

function DownloadsContent({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { t } = useI18n();
  const { page, filters, active, clearHref, count, items } = data;
  return (
    <>
      <section className="bg-linear-to-br from-ocean-900 via-ocean-800 to-brand-800">
        <div className="page-container py-12 sm:py-16">
          <Breadcrumbs crumbs={page.crumbs} />
          <p className="eyebrow mt-5 text-brand-200">{t("downloads.eyebrow")}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-5xl">{page.title}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-100">{t("downloads.intro")}</p>
        </div>
      </section>
      <div className="page-container grid items-start gap-8 py-10 sm:py-14 lg:grid-cols-[20rem_1fr]">
        <div className="flex flex-col gap-6 lg:sticky lg:top-28">
          <DownloadFilters filters={filters} active={active} clearHref={clearHref} />
        </div>
        <section aria-labelledby="download-results-title" className="min-w-0">
          <h2 id="download-results-title" className="sr-only">
            {t("downloads.resultsHeading")}
          </h2>
          <p role="status" className="mb-4 text-lg font-semibold text-slate-900" data-downloads-count>
            {count}
          </p>
          {items.length > 0 ? (
            <DownloadList items={items} />
          ) : (
            <p className="rounded-xl bg-slate-50 p-6 text-slate-700 ring-1 ring-slate-200">
              {t("downloads.noResults")}{" "}
              {active ? (
                <a href={clearHref} className="font-semibold text-brand-800 underline">
                  {t("downloads.clear")}
                </a>
              ) : null}
            </p>
          )}
        </section>
      </div>
    </>
  );
}
