import { organizationReference } from "~/lib/structured-data";

/** schema.org NewsArticle for a post page, from what the page shows. */
export interface PostStructuredDataInput {
  headline: string;
  description: string;
  /** Image paths or addresses; made absolute against `origin`. */
  image: string;
  /** The page's path in its language. */
  path: string;
  /** ISO 8601. */
  datePublished: string;
  dateModified: string;
  /** The page's language, e.g. "en". */
  inLanguage: string;
  organization: string;
  origin: string;
}

export function newsArticle(input: PostStructuredDataInput) {
  const absolute = (path: string) => new URL(path, input.origin).href;
  const company = {
    ...organizationReference(input.organization, input.origin),
    logo: { "@type": "ImageObject", url: `${input.origin}/favicon.svg` },
  };
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: input.headline.length > 110 ? `${input.headline.slice(0, 109)}…` : input.headline,
    description: input.description,
    image: [absolute(input.image)],
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    inLanguage: input.inLanguage,
    author: company,
    publisher: company,
    mainEntityOfPage: { "@type": "WebPage", "@id": absolute(input.path) },
    url: absolute(input.path),
  };
}
