import { and, desc, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/app-context";
import type { Database } from "~/.server/db/client";
import { localizedColumn } from "~/.server/db/localized-column";
import { QueryTimeout, withDeadline } from "~/.server/db/query-deadline";
import { mediaPosts } from "~/.server/db/schema";
import { pagePath } from "~/.server/pages";
import type { Locale } from "~/i18n/locales";
import { cleanSearchInput, normaliseForSearch } from "~/lib/normalise-for-search";
import { isPublic } from "./news-queries.server";

/** A published post that matched a search, in the page's language. */
export interface FoundPost {
  id: string;
  title: string;
  excerpt: string | null;
  /** The post's page. */
  href: string;
}

/** The newest matching posts, and how many matched in all. */
export interface FoundPosts {
  posts: FoundPost[];
  total: number;
}

export const NO_POSTS: FoundPosts = { posts: [], total: 0 };

/**
 * Published posts whose title or excerpt in the page's language contains the query, case-
 * and accent-insensitively (a substring, as the site's other search matches), newest first.
 * The texts are matched in the form the schema keeps folded for search (search_text_en,
 * search_text_es). Drafts and archived posts are never found.
 */
export async function searchPublishedPosts(
  db: Database,
  query: string,
  locale: Locale,
  limit: number,
): Promise<FoundPosts> {
  // Cleaned here too, whoever calls: PostgreSQL refuses a NUL in a query's text.
  const needle = normaliseForSearch(cleanSearchInput(query)).trim();
  if (!needle) return NO_POSTS;
  const rows = await postsMatching(db, needle, locale, limit);
  return {
    posts: rows.map((row) => ({
      id: row.id,
      title: localizedColumn(row, "title", locale),
      excerpt: localizedColumn(row, "excerpt", locale),
      href: pagePath("media-post", locale, { id: row.id }),
    })),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * The site search's news part. Never rejects and never waits long: a slow or failing
 * database is logged and answered with no posts, so the rest of the search shows as usual.
 */
export async function searchNews(
  { db, logger }: Pick<AppContext, "db" | "logger">,
  query: string,
  locale: Locale,
  { limit, timeoutMs = 1_500 }: { limit: number; timeoutMs?: number },
): Promise<FoundPosts> {
  try {
    return await withDeadline(searchPublishedPosts(db, query, locale, limit), timeoutMs);
  } catch (error) {
    logger.error(
      { err: error, failure: error instanceof QueryTimeout ? "timeout" : "error" },
      "search: could not search the news",
    );
    return NO_POSTS;
  }
}

/** The query behind searchPublishedPosts(), for a folded, non-blank needle. */
export function postsMatching(db: Database, needle: string, locale: Locale, limit: number) {
  const pattern = `%${needle.replace(/[\\%_]/g, "\\$&")}%`;
  const searchText = locale === "es" ? mediaPosts.searchTextEs : mediaPosts.searchTextEn;
  return db
    .select({
      id: mediaPosts.id,
      title: mediaPosts.title,
      excerpt: mediaPosts.excerpt,
      titleEs: mediaPosts.titleEs,
      excerptEs: mediaPosts.excerptEs,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(mediaPosts)
    .where(and(isPublic, sql`${searchText} like ${pattern}`))
    .orderBy(desc(mediaPosts.publishedAt), desc(mediaPosts.id))
    .limit(limit);
}
