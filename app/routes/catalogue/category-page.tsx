import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/category-page";
import { siteContent } from "~/.server/content/store";
import { pageInfo } from "~/.server/page-data";
import { pagePath, productPageId, requestedPage } from "~/.server/pages";
import { PageHero } from "~/components/layout/page-hero";
import { imagePreload } from "~/components/ui/responsive-image";
import { CategoryListing } from "~/features/catalogue/components/category-listing";
import type { ProductCardData } from "~/features/catalogue/components/product-card";
import { filterProducts, listingTerm } from "~/features/catalogue/filter-products";
import { listingItemList } from "~/features/catalogue/listing-structured-data";
import { PageMessages } from "~/i18n/i18n-context";
import { messageGroups } from "~/i18n/messages.server";
import { builtImageUrl } from "~/lib/image-paths";
import { localize } from "~/lib/localize";
import { rootData } from "~/lib/root-data";
import { routeMeta } from "~/lib/seo";

const HERO_SIZES = "100vw";

// One module for the nine category listings, in both languages. The search (`?q=`) is
// filtered here, so the page carries only the cards it lists, not the whole catalogue.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { categories, products } = await siteContent(context);
  const { page: entry, locale } = requestedPage(request, "category");
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
  return {
    page: pageInfo(request, entry.id),
    messages: messageGroups(locale, ["listing"]),
    categoryId: category.id,
    hero: localize(category.hero, locale),
    cardImage: category.image.src,
    keywords: [category.title[locale], ...own.map((product) => product.name)].join(", "),
    categories: categories.map((item) => ({
      id: item.id,
      title: item.title[locale],
      href: pagePath(`category-${item.id}`, locale),
    })),
    term,
    products: term ? filterProducts(catalogue, category.id, term) : own,
  };
}

// 'More' only adds `?all=1`: the cards are already here, so the loader is not asked again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  const sameList =
    currentUrl.pathname === nextUrl.pathname &&
    listingTerm(currentUrl.searchParams.get("q")) === listingTerm(nextUrl.searchParams.get("q"));
  return sameList ? false : defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const data = args.loaderData;
  if (!root || !data) return routeMeta(args);
  const listing = data.messages.listing as Record<string, string>;
  return [
    // A search result is a view of the listing, not a page of its own: not indexed, and
    // the canonical stays the unfiltered listing (pageInfo's addresses carry no query).
    ...routeMeta(args, {
      image: builtImageUrl(data.cardImage, 960, "webp"),
      noindex: Boolean(data.term),
      jsonLd: [
        listingItemList(
          {
            name: data.page.title,
            products: data.products,
            organisation: root.nav.company.name,
            screeningCategory: listing.screeningSchemaCategory!,
          },
          root.origin,
        ),
      ],
    }),
    { name: "keywords", content: data.keywords },
    // The hero image is the LCP element: fetched before anything else on the page.
    { tagName: "link", ...imagePreload(data.hero, HERO_SIZES) },
  ];
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { page, messages, hero, categoryId, categories: menu, term, products: items } = loaderData;
  return (
    <PageMessages messages={messages}>
      <PageHero image={hero} title={page.title} intro={page.description} crumbs={page.crumbs} />
      <CategoryListing categoryId={categoryId} categories={menu} term={term} products={items} />
    </PageMessages>
  );
}
