import { and, count, desc, DrizzleQueryError, eq, inArray, lte, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/app-context";
import type { Database } from "~/.server/db/client";
import { mediaPosts } from "~/.server/db/schema";
import { fallbackLang, localizedColumn } from "~/.server/db/localized-column";
import { isRouted, pagePath } from "~/.server/pages";
import { previewedPost } from "~/.server/content/previewed-post";
import type { Locale } from "~/i18n/locales";
import { formatLongDate } from "~/lib/dates";
import type { LatestNews, NewsCard, NewsFailure } from "./news-types";

/** Posts per page of the news list (the spec's page size). */
export const NEWS_PAGE_SIZE = 9;

/** Newest first; the id breaks ties, so pages never overlap or skip. */
const NEWEST_FIRST = [desc(mediaPosts.publishedAt), desc(mediaPosts.id)] as const;
/**
 * A post is public once published and its time has come: a post scheduled for later
 * (published, `published_at` in the future) stays out of every public query until then, by
 * the database's clock, so all instances agree. The list, count, post, home page, feed,
 * sitemap and search all read this one condition.
 */
export const isPublic = and(eq(mediaPosts.status, "published"), lte(mediaPosts.publishedAt, sql`now()`));
const isPublished = isPublic;

/**
 * Published posts, newest first. The home page's latest news is its first page of three;
 * the news list pages by nine. The offset is walked in the list's index alone (an
 * index-only scan of ids), and only the page's rows are read from the table: a deep page
 * of 100,000 posts costs a few milliseconds instead of reading every row before it
 * (`npm run bench:news`, ADR 012).
 */
export function newestPublishedPosts(db: Database, limit: number, offset = 0) {
  const pageIds = db
    .select({ id: mediaPosts.id })
    .from(mediaPosts)
    .where(isPublished)
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
    .offset(offset);
  return db
    .select({
      id: mediaPosts.id,
      postType: mediaPosts.postType,
      title: mediaPosts.title,
      excerpt: mediaPosts.excerpt,
      titleEs: mediaPosts.titleEs,
      excerptEs: mediaPosts.excerptEs,
      featuredImageUrl: mediaPosts.featuredImageUrl,
      publishedAt: mediaPosts.publishedAt,
      updatedAt: mediaPosts.updatedAt,
    })
    .from(mediaPosts)
    .where(inArray(mediaPosts.id, pageIds))
    .orderBy(...NEWEST_FIRST);
}

/** The exact number of public posts: `select count(*) … where status = 'published' and published_at <= now()`. */
export async function countPublishedPosts(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(mediaPosts).where(isPublished);
  return row?.total ?? 0;
}

/**
 * One published post by its id, or undefined (missing, draft or archived). The id must
 * already be a well-formed uuid (`isPostId`): PostgreSQL refuses anything else.
 */
export async function publishedPostById(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(mediaPosts)
    .where(and(eq(mediaPosts.id, id), isPublished))
    .limit(1);
  return row;
}

type PostRow = Awaited<ReturnType<typeof newestPublishedPosts>>[number];

/** A post as a card in the page's language; a Spanish text falls back to the English one. */
export function newsCard(row: PostRow, locale: Locale): NewsCard {
  const publishedAt = row.publishedAt ?? new Date(0);
  return {
    id: row.id,
    type: row.postType,
    title: localizedColumn(row, "title", locale),
    excerpt: localizedColumn(row, "excerpt", locale),
    ...(fallbackLang(row, "title", locale) ? { lang: "en" as const } : {}),
    publishedAt: publishedAt.toISOString(),
    date: formatLongDate(publishedAt, locale),
    ...(isRouted("media-post") ? { href: pagePath("media-post", locale, { id: row.id }) } : {}),
  };
}

class NewsTimeout extends Error {
  override name = "NewsTimeout";
}

/** What a page's news reads need of the request: the database, the log, and what it read. */
type NewsReader = Pick<AppContext, "db" | "logger" | "contentReads">;

/** A news query that failed, with a reason a visitor may read (never the driver's error). */
export class NewsQueryFailure extends Error {
  override name = "NewsQueryFailure";
  constructor(
    readonly failure: NewsFailure,
    options: ErrorOptions,
  ) {
    super(`news query failed: ${failure}`, options);
  }
}

/**
 * Runs a news query within a time limit. A failure is logged with its cause (`what` names
 * it in the log) and rethrown as a NewsQueryFailure that says only what a visitor may read.
 */
export async function guardNewsQuery<T>(
  { logger, contentReads }: Pick<AppContext, "logger" | "contentReads">,
  what: string,
  query: () => Promise<T>,
  timeoutMs = 3_000,
): Promise<T> {
  // Said before the query: a page showing the news, or its failure, follows the news.
  contentReads.add("news");
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      query(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new NewsTimeout(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } catch (error) {
    const failure: NewsFailure =
      error instanceof NewsTimeout ? "timeout" : isDatabaseFailure(error) ? "unavailable" : "unknown";
    logger.error({ err: error, failure }, `${what}: could not load the posts`);
    throw new NewsQueryFailure(failure, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The home page's latest posts. Never rejects: a failure is logged with its cause and
 * answered with a reason a visitor may read, so the rest of the page renders regardless.
 */
export async function loadLatestNews(
  context: NewsReader,
  locale: Locale,
  { limit = 3, timeoutMs = 3_000 } = {},
): Promise<LatestNews> {
  try {
    const rows = await guardNewsQuery(
      context,
      "latest news",
      () => newestPublishedPosts(context.db, limit),
      timeoutMs,
    );
    return { posts: rows.map((row) => newsCard(row, locale)) };
  } catch (error) {
    return { failure: error instanceof NewsQueryFailure ? error.failure : "unknown" };
  }
}

/**
 * One page of the news list (1-based) and the exact number of published posts, read
 * together. Throws a NewsQueryFailure when the database fails.
 */
export async function loadNewsPage(context: NewsReader, page: number, { timeoutMs = 3_000 } = {}) {
  const offset = (page - 1) * NEWS_PAGE_SIZE;
  const [rows, total] = await guardNewsQuery(
    context,
    "news list",
    () =>
      Promise.all([
        newestPublishedPosts(context.db, NEWS_PAGE_SIZE, offset),
        countPublishedPosts(context.db),
      ]),
    timeoutMs,
  );
  return { rows, total };
}

/** A published post by a well-formed id, or undefined. Throws a NewsQueryFailure when the database fails. */
export function loadPublishedPost(context: NewsReader, id: string, { timeoutMs = 3_000 } = {}) {
  // The content editor's live preview: the post as typed, not yet saved.
  const previewed = previewedPost(id);
  if (previewed) return Promise.resolve(previewed);
  return guardNewsQuery(context, "news post", () => publishedPostById(context.db, id), timeoutMs);
}

/** A failure of the database (unreachable, closed, refusing the query), not of our code. */
function isDatabaseFailure(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (
      cause instanceof DrizzleQueryError ||
      "code" in cause ||
      /pglite|connect|closed|terminat/i.test(cause.message)
    )
      return true;
  }
  return false;
}
