import { organizationReference } from "~/lib/structured-data";

/** schema.org Product for a screening product page, from the content the page shows. */
export interface ProductStructuredDataInput {
  name: string;
  /** The page's first paragraph. */
  description: string;
  /** Image paths or addresses, the main image first; made absolute against `origin`. */
  images: string[];
  /** The page's path in its language. */
  path: string;
  /** The company: brand and manufacturer. */
  organization: string;
  origin: string;
}

export const PRODUCT_CATEGORY = "Water Treatment Equipment";

export function productStructuredData(input: ProductStructuredDataInput) {
  const absolute = (path: string) => new URL(path, input.origin).href;
  const company = organizationReference(input.organization, input.origin);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    description: input.description,
    image: input.images.map(absolute),
    category: PRODUCT_CATEGORY,
    brand: { "@type": "Brand", name: input.organization },
    manufacturer: company,
    url: absolute(input.path),
  };
}
