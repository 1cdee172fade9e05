import type { categoryData } from "./category-page.server";
import type { KindMetaArgs } from "./kind-meta";
import { imagePreload } from "~/components/ui/responsive-image";
import { listingItemList } from "~/features/catalogue/listing-structured-data";
import { builtImageUrl } from "~/lib/image-paths";
import { rootData } from "~/lib/root-data";
import { routeMeta } from "~/lib/seo";

const HERO_SIZES = "100vw";

export type CategoryData = Awaited<ReturnType<typeof categoryData>>;

export function categoryMeta(args: KindMetaArgs<CategoryData>) {
  const root = rootData(args.matches);
  const data = args.loaderData;
  if (!root || !data) return routeMeta(args);
  const listing = data.messages.listing as Record<string, string>;
  return [
    // A search result or a filtered list is a view of the listing, not a page of its own:
    // not indexed, and the canonical stays the unfiltered listing (pageInfo's addresses carry
    // no query).
    ...routeMeta(args, {
      image: builtImageUrl(data.cardImage, 960, "webp"),
      noindex: Boolean(data.term) || data.filtered,
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
    // The category's name and its products, unless an editor gave the page keywords.
    ...(data.page.keywords ? [] : [{ name: "keywords", content: data.keywords }]),
    // The hero image is the LCP element: fetched before anything else on the page.
    { tagName: "link", ...imagePreload(data.hero, HERO_SIZES) },
  ];
}
