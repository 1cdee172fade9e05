import type { Route } from "./+types/news-feed";
import { appContext } from "~/.server/app-context";
import { withDeadline } from "~/.server/db/query-deadline";
import { FEED_SIZE, newsFeedXml } from "~/features/news/news-feed.server";
import { newestPublishedPosts } from "~/features/news/news-queries.server";
import { serverT } from "~/i18n/messages.server";
import { localeFromPath } from "~/i18n/locales";

/** The news as RSS 2.0, one feed per language (NEWS_FEED_PATHS). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env, logger } = context.get(appContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    const posts = await withDeadline(newestPublishedPosts(db, FEED_SIZE), 5_000);
    return new Response(newsFeedXml(posts, locale, env.PUBLIC_URL), {
      headers: {
        "Content-Type": "application/rss+xml; charset=utf-8",
        // Readers poll: a few minutes' delay for a new post spares the database.
        "Cache-Control": "public, max-age=600",
      },
    });
  } catch (error) {
    logger.error({ err: error }, "news feed: could not load the posts");
    return new Response(serverT(locale, "newsSearch.feedUnavailable"), {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": "60",
        "Cache-Control": "no-store",
      },
    });
  }
}
