import type { LocalImage } from "~/lib/localize";

/** What a search can find: the badge each result shows. */
export type SearchType = "product" | "page" | "catalog" | "media";

/** One result, in the page's language. */
export interface SearchResult {
  id: string;
  type: SearchType;
  title: string;
  description: string;
  /** Where the result leads. */
  route: string;
  image?: LocalImage;
}

/** The answer to a search: the query as searched, the first results and how many matched. */
export interface SearchAnswer {
  query: string;
  results: SearchResult[];
  total: number;
}

/** At most this many results are shown. */
export const SEARCH_LIMIT = 10;
/** Longer queries are cut to this many characters. */
export const SEARCH_MAX_QUERY = 100;
