import { lazy, Suspense, useEffect, useRef } from "react";
import { Form, useSearchParams } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import { loadOrHold } from "~/lib/lazy-part";
import { INITIALLY_VISIBLE, visibleProducts } from "../filter-products";
import { CategoryMenu, type CategoryMenuItem } from "./category-menu";
import { CategorySearch } from "./category-search";
import { ProductCard, type ProductCardData } from "./product-card";
import type { FiltersView } from "./spec-filter-form";

// The filters' form is the server's HTML until its code arrives, after the first load (the
// catalogue pages' first load is near its budget): a GET form the browser sends meanwhile.
const SpecFilterForm = lazy(() =>
  loadOrHold(() => import("./spec-filter-form").then((module) => ({ default: module.SpecFilterForm }))),
);

/**
 * A category's listing below its hero: the category menu, the search box, the result line,
 * the product cards (six until 'More') and, for an empty category, 'Products coming soon...'.
 * The show-all flag lives in the address (`?all=1`), so 'More' works without JavaScript;
 * with it, the route does not reload for it (its `shouldRevalidate`).
 */
export function CategoryListing({
  categoryId,
  categories,
  term,
  products,
  filters,
  filtered = false,
}: {
  categoryId: string;
  categories: CategoryMenuItem[];
  /** The search text, trimmed; empty when there is no search. */
  term: string;
  /** The category's products, or with a search text every product that matches it. */
  products: ProductCardData[];
  /** The category's filters (its filterable specification fields), if it has any. */
  filters?: FiltersView;
  /** Whether the address chose filters (`products` are those that pass them). */
  filtered?: boolean;
}) {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const showAll = searchParams.get("all") === "1";
  // The filters chosen, carried by the search and 'More' (in the address's spelling).
  const filterNames = new Set(filters?.params.map((param) => param.name));
  const chosenFilters = [...searchParams].filter(([name]) => filterNames.has(name));
  const { shown, hasMore } = visibleProducts(products, showAll);

  // 'More' disappears once pressed: the keyboard's focus goes to the first card it revealed.
  const firstRevealed = useRef<HTMLAnchorElement>(null);
  const moreRequested = useRef(false);
  useEffect(() => {
    if (showAll && moreRequested.current) {
      moreRequested.current = false;
      firstRevealed.current?.focus();
    }
  }, [showAll]);

  return (
    <section aria-labelledby="listing-products-title" className="bg-slate-50">
      <div className="mx-auto max-w-(--container-page) px-6 py-10 sm:py-14">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <CategoryMenu categories={categories} currentId={categoryId} />
          <CategorySearch term={term} showAll={showAll} keep={chosenFilters} />
        </div>
        {filters ? (
          <div className="mt-6">
            <Suspense fallback={null}>
              <SpecFilterForm
                id="listing-filters"
                filters={filters}
                hidden={[
                  ...(term ? [["q", term] as const] : []),
                  ...(showAll ? [["all", "1"] as const] : []),
                ]}
              />
            </Suspense>
          </div>
        ) : null}
        <h2 id="listing-products-title" className="sr-only">
          {t("listing.productsHeading")}
        </h2>
        <div role="status" className="text-slate-700">
          {term ? (
            <p className="mt-6 font-semibold">
              {products.length === 1
                ? t("listing.resultsOne", { term })
                : t("listing.results", { count: products.length, term })}
            </p>
          ) : null}
          {term && products.length === 0 ? <p className="mt-1">{t("listing.tryDifferent")}</p> : null}
          {filtered && !term ? (
            <p className="mt-6 font-semibold" data-filter-count>
              {products.length === 0
                ? t("finder.countNone")
                : products.length === 1
                  ? t("finder.countOne")
                  : t("finder.count", { count: products.length })}
            </p>
          ) : null}
          {filtered && products.length === 0 ? <p className="mt-1">{t("finder.tryFewer")}</p> : null}
        </div>
        {!term && !filtered && products.length === 0 ? (
          <p className="mt-8 rounded-2xl bg-white px-6 py-12 text-center text-lg text-slate-700 ring-1 ring-slate-200">
            {t("listing.comingSoon")}
          </p>
        ) : null}
        {shown.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  linkRef={index === INITIALLY_VISIBLE ? firstRevealed : undefined}
                  categoryLabel={
                    term && product.categoryId !== categoryId
                      ? t("listing.categoryOf", { name: product.categoryTitle })
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
        ) : null}
        {hasMore ? (
          <Form
            method="get"
            preventScrollReset
            replace
            onSubmit={() => (moreRequested.current = true)}
            className="mt-10 flex justify-center"
          >
            {term ? <input type="hidden" name="q" value={term} /> : null}
            {chosenFilters.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button
              type="submit"
              name="all"
              value="1"
              className="pill bg-brand-700 px-8 py-3 font-semibold text-white hover:bg-brand-600"
            >
              {t("listing.more")}
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
