import { desc, DrizzleQueryError, eq } from "drizzle-orm";
import type { AppContext } from "~/.server/app-context";
import type { Database } from "~/.server/db/client";
import { mediaPosts } from "~/.server/db/schema";
import { localizedColumn } from "~/.server/db/localized-column";
import { isRouted, pagePath } from "~/.server/pages";
import type { Locale } from "~/i18n/locales";
import { formatLongDate } from "~/lib/dates";
import type { LatestNews, NewsCard, NewsFailure } from "./news-types";

/** The newest published posts, newest first. */
export function newestPublishedPosts(db: Database, limit: number) {
  return db
    .select({
      id: mediaPosts.id,
      postType: mediaPosts.postType,
      title: mediaPosts.title,
      excerpt: mediaPosts.excerpt,
      titleEs: mediaPosts.titleEs,
      excerptEs: mediaPosts.excerptEs,
      publishedAt: mediaPosts.publishedAt,
      updatedAt: mediaPosts.updatedAt,
    })
    .from(mediaPosts)
    .where(eq(mediaPosts.status, "published"))
    .orderBy(desc(mediaPosts.publishedAt), desc(mediaPosts.id))
    .limit(limit);
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
    publishedAt: publishedAt.toISOString(),
    date: formatLongDate(publishedAt, locale),
    ...(isRouted("media-post") ? { href: pagePath("media-post", locale, { id: row.id }) } : {}),
  };
}

class NewsTimeout extends Error {
  override name = "NewsTimeout";
}

/**
 * The home page's latest posts. Never rejects: a failure is logged with its cause and
 * answered with a reason a visitor may read, so the rest of the page renders regardless.
 */
export async function loadLatestNews(
  { db, logger }: Pick<AppContext, "db" | "logger">,
  locale: Locale,
  { limit = 3, timeoutMs = 3_000 } = {},
): Promise<LatestNews> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const rows = await Promise.race([
      newestPublishedPosts(db, limit),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new NewsTimeout(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { posts: rows.map((row) => newsCard(row, locale)) };
  } catch (error) {
    const failure: NewsFailure =
      error instanceof NewsTimeout ? "timeout" : isDatabaseFailure(error) ? "unavailable" : "unknown";
    logger.error({ err: error, failure }, "latest news: could not load the posts");
    return { failure };
  } finally {
    clearTimeout(timer);
  }
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
