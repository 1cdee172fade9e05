import type { LocalImage } from "~/lib/localize";

/**
 * What a search can find: the badge each result shows (`project`: a project reference,
 * `document`: a document of the downloads centre).
 */
export type SearchType = "product" | "project" | "page" | "catalog" | "media" | "document";

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

/** The news that matched a search (results of type media), found in the database. */
export interface NewsResults {
  results: SearchResult[];
  /** How many posts matched in all. */
  total: number;
}

export const NO_NEWS: NewsResults = { results: [], total: 0 };

/**
 * News keep at least this many of the SEARCH_LIMIT places when posts match (more when pages
 * and products leave places free). The instant results show in the other places meanwhile.
 */
export const NEWS_RESERVED = 3;

/**
 * How the SEARCH_LIMIT places are shared between the instant results (pages, products …)
 * and the news, given how many of each there are (news undefined: not in yet). News take
 * their reserved places or any the others leave free; the instant results take the rest.
 * Once the news arrive, the instant results shown can only grow, so nothing already shown
 * moves: the new results are added after them.
 */
export function shareResultPlaces(instant: number, news?: number): { instant: number; news: number } {
  if (news === undefined) return { instant: Math.min(instant, SEARCH_LIMIT - NEWS_RESERVED), news: 0 };
  const newsShown = Math.min(news, Math.max(NEWS_RESERVED, SEARCH_LIMIT - instant));
  return { instant: Math.min(instant, SEARCH_LIMIT - newsShown), news: newsShown };
}
