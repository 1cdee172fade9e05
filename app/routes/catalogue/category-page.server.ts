import type { RouterContextProvider } from "react-router";
import { siteContent } from "~/.server/content/request-content";
import { pageInfo } from "~/.server/page-data";
import { pagePath, productPageId, type PageOfKind } from "~/.server/pages";
import { fieldLabels, fieldsOfCategories, listingFilters } from "~/features/catalogue/listing-filters.server";
import type { ProductCardData } from "~/features/catalogue/components/product-card";
import { filterProducts, listingTerm } from "~/features/catalogue/filter-products";
import { messageGroups } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { localize } from "~/lib/localize";
import { plantsInOperation } from "./plants-in-operation.server";

// The search (`?q=`) is filtered here, so the page carries only the cards it lists, not the
// whole catalogue.
/** A category listing's data (the catalogue route's loader, for a category). */
export async function categoryData(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  entry: PageOfKind<"category">,
  locale: Locale,
) {
  const { categories, products, projects } = await siteContent(context, [
    "categories",
    "products",
    "projects",
  ]);
  const category = categories.find((candidate) => candidate.id === entry.categoryId)!;
  const categoryTitle = new Map(categories.map((item) => [item.id, item.title[locale]]));
  const catalogue = products.map((product): ProductCardData => ({
    id: product.id,
    name: product.name[locale],
    href: pagePath(productPageId(product), locale),
    image: localize(product.image, locale),
    categoryId: product.categoryId,
    categoryTitle: categoryTitle.get(product.categoryId)!,
  }));
  const term = listingTerm(new URL(request.url).searchParams.get("q"));
  const own = filterProducts(catalogue, category.id, "");
  const listed = term ? filterProducts(catalogue, category.id, term) : own;
  // The category's filters (its filterable fields), applied to what the search leaves.
  const filters = listingFilters({
    request,
    page: entry,
    locale,
    listed,
    products: new Map(products.map((product) => [product.id, product])),
    fieldsOf: fieldsOfCategories(categories),
    labels: fieldLabels(category.specFields ?? [], locale),
  });
  return {
    page: pageInfo(request, entry.id),
    messages: messageGroups(locale, filters ? ["listing", "finder"] : ["listing"]),
    categoryId: category.id,
    hero: localize(category.hero, locale),
    // Where its products run: the references naming one of them (none, no line).
    plants: plantsInOperation({ category: category.id }, { projects, products }, locale),
    // The card picture as built or from the media library (its `src` either way, ADR 028).
    cardImage: localize(category.image, locale).src,
    keywords: [category.title[locale], ...own.map((product) => product.name)].join(", "),
    categories: categories.map((item) => ({
      id: item.id,
      title: item.title[locale],
      href: pagePath(`category-${item.id}`, locale),
    })),
    term,
    products: filters?.shown ?? listed,
    filters: filters?.view,
    filtered: Boolean(filters?.chosen.length),
  };
}
