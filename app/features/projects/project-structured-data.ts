import { organizationReference } from "~/lib/structured-data";

export interface ProjectStructuredDataInput {
  title: string;
  description: string;
  /** The page's address (a path) and the site's origin. */
  path: string;
  origin: string;
  organization: string;
  /** The photographs' largest files, as paths. */
  images: string[];
  /** The plant's town, country code and name, and its position when given. */
  place: { city: string; country: string; countryName: string; latitude?: number; longitude?: number };
  year: number;
  /** The products supplied, with their pages' paths where they have one. */
  products: Array<{ name: string; path?: string }>;
  language: string;
}

/**
 * A reference's page for search engines (schema.org): an Article about the plant, written
 * and published by the company, whose subject is the place (with its address and position)
 * and which mentions the products supplied.
 */
export function projectStructuredData(input: ProjectStructuredDataInput) {
  const absolute = (path: string) => new URL(path, input.origin).href;
  const company = organizationReference(input.organization, input.origin);
  const { place } = input;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.title,
    description: input.description,
    inLanguage: input.language,
    url: absolute(input.path),
    mainEntityOfPage: absolute(input.path),
    ...(input.images.length > 0 ? { image: input.images.map(absolute) } : {}),
    author: company,
    publisher: company,
    about: {
      "@type": "Place",
      name: `${place.city}, ${place.countryName}`,
      address: { "@type": "PostalAddress", addressLocality: place.city, addressCountry: place.country },
      ...(place.latitude !== undefined && place.longitude !== undefined
        ? { geo: { "@type": "GeoCoordinates", latitude: place.latitude, longitude: place.longitude } }
        : {}),
    },
    temporalCoverage: String(input.year),
    ...(input.products.length > 0
      ? {
          mentions: input.products.map((product) => ({
            "@type": "Product",
            name: product.name,
            ...(product.path ? { url: absolute(product.path) } : {}),
          })),
        }
      : {}),
  };
}
