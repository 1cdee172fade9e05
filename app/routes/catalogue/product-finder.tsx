import { lazy, Suspense } from "react";
import type { Route } from "./+types/product-finder";
import { finderData } from "./product-finder.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ProductCard } from "~/features/catalogue/components/product-card";
import { PageMessages, useI18n } from "~/i18n/i18n-context";
import { loadOrHold } from "~/lib/lazy-part";
import { routeMeta } from "~/lib/seo";

// The product finder (/product-finder, /es/buscador-de-productos): every product of the
// catalogue, filtered by category, application and specifications. The filters are a GET form
// whose code comes after the first load (until then the browser sends it); the results are
// the server's, in the address (ADR 021: a filtered finder is rendered for each request).
const SpecFilterForm = lazy(() =>
  loadOrHold(() =>
    import("~/features/catalogue/components/spec-filter-form").then((module) => ({
      default: module.SpecFilterForm,
    })),
  ),
);

export const loader = (args: Route.LoaderArgs) => finderData(args);

// A filtered finder is the finder again: not indexed, its canonical the address without a query.
export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: args.loaderData?.filtered });

export default function ProductFinder({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <FinderContent data={loaderData} />
    </PageMessages>
  );
}

function FinderContent({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { t } = useI18n();
  const { page, filters, filtered, shared, products } = data;
  const count = products.length;
  return (
    <>
      <section className="bg-linear-to-br from-ocean-900 via-ocean-800 to-brand-800">
        <div className="page-container py-12 sm:py-16">
          <Breadcrumbs crumbs={page.crumbs} />
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-white sm:text-5xl">{page.title}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-100">{t("finder.intro")}</p>
        </div>
      </section>
      <div className="page-container grid items-start gap-8 py-10 sm:py-14 lg:grid-cols-[20rem_1fr]">
        <div className="flex min-w-0 flex-col gap-4">
          {filters ? (
            <Suspense fallback={null}>
              <SpecFilterForm id="finder-filters" filters={filters} grid="sm:grid-cols-2 lg:grid-cols-1" />
            </Suspense>
          ) : null}
          {shared ? <p className="text-slate-700">{t("finder.sharedFields")}</p> : null}
        </div>
        <section aria-labelledby="finder-results-title" className="min-w-0">
          <h2 id="finder-results-title" className="sr-only">
            {t("finder.resultsHeading")}
          </h2>
          <div role="status" className="mb-4 text-lg font-semibold text-slate-900">
            <p data-filter-count>
              {count === 0
                ? t("finder.countNone")
                : count === 1
                  ? t("finder.countOne")
                  : t("finder.count", { count })}
            </p>
            {filtered && count === 0 ? <p className="mt-1 font-normal">{t("finder.tryFewer")}</p> : null}
          </div>
          {count > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {products.map((product) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    // Under each name its category, unless one is chosen.
                    categoryLabel={
                      shared ? t("finder.categoryOf", { name: product.categoryTitle }) : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
    </>
  );
}
