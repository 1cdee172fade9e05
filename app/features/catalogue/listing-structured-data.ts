import { builtImageUrl } from "~/lib/image-paths";

/** What a listing shows of a product, as far as its structured data needs. */
export interface ListingSchemaProduct {
  name: string;
  href: string;
  image: { src: string };
  categoryId: string;
  categoryTitle: string;
}

/** The widest card image the build makes: the one search engines get. */
const SCHEMA_IMAGE_WIDTH = 960;

/**
 * A listing's products as a schema.org ItemList of Product, in the order shown. The
 * screening products are filed under the spec's 'Water Treatment Equipment' (in the page's
 * language, `screeningCategory`); the others under their category's title. The company
 * is brand and manufacturer (the home page's Organization, by its @id).
 */
export function listingItemList(
  listing: {
    name: string;
    products: ListingSchemaProduct[];
    organisation: string;
    screeningCategory: string;
  },
  origin: string,
) {
  const absolute = (path: string) => new URL(path, origin).href;
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: listing.name,
    numberOfItems: listing.products.length,
    itemListElement: listing.products.map((product, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Product",
        name: product.name,
        image: absolute(builtImageUrl(product.image.src, SCHEMA_IMAGE_WIDTH, "webp")),
        url: absolute(product.href),
        category:
          product.categoryId === "screening-equipment" ? listing.screeningCategory : product.categoryTitle,
        brand: { "@type": "Brand", name: listing.organisation },
        manufacturer: {
          "@type": "Organization",
          "@id": `${origin}/#organization`,
          name: listing.organisation,
        },
      },
    })),
  };
}
