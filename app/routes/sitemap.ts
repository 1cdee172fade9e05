import type { Route } from "./+types/sitemap";
import { appContext } from "~/.server/app-context";
import { withDeadline } from "~/.server/db/query-deadline";
import { isRouted } from "~/.server/pages";
import {
  PAGES_SITEMAP_PATH,
  POSTS_PER_SITEMAP,
  postsSitemapPath,
  sitemapIndex,
  unavailableResponse,
  xmlResponse,
} from "~/.server/sitemap";
import { countPublishedPosts } from "~/features/news/news-queries.server";

/** The sitemap index: the pages' file, and one file per POSTS_PER_SITEMAP published posts. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env, logger } = context.get(appContext);
  let postFiles = 0;
  // Post pages are mapped once they have a route (ADR 009: nothing links to an unrouted page).
  if (isRouted("media-post")) {
    try {
      postFiles = Math.ceil((await withDeadline(countPublishedPosts(db), 5_000)) / POSTS_PER_SITEMAP);
    } catch (error) {
      logger.error({ err: error }, "sitemap: could not count the posts");
      return unavailableResponse();
    }
  }
  const files = [PAGES_SITEMAP_PATH, ...Array.from({ length: postFiles }, (_, i) => postsSitemapPath(i + 1))];
  return xmlResponse(sitemapIndex(files, env.PUBLIC_URL));
}
