import { data } from "react-router";
import type { Route } from "./+types/sitemap-file";
import { appContext } from "~/.server/app-context";
import { withDeadline } from "~/.server/db/query-deadline";
import { allPages, isRouted, pagePath } from "~/.server/pages";
import {
  parseSitemapFile,
  POSTS_PER_SITEMAP,
  unavailableResponse,
  urlEntries,
  urlset,
  xmlResponse,
} from "~/.server/sitemap";
import { publishedPostsForSitemap } from "~/features/news/news-sitemap.server";

/**
 * A file of the sitemap index (/sitemaps/pages.xml, /sitemaps/posts-N.xml): every public page,
 * or a slice of the published posts with their last change, in both languages with alternates.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, env, logger } = context.get(appContext);
  const file = parseSitemapFile(params.file);
  if (!file || (file.kind === "posts" && !isRouted("media-post"))) throw data(null, { status: 404 });
  if (file.kind === "pages") {
    const entries = allPages()
      .filter((page) => page.file && page.indexable && page.access === "public")
      .flatMap((page) => urlEntries(page.paths, env.PUBLIC_URL));
    return xmlResponse(urlset(entries));
  }
  let posts: Awaited<ReturnType<typeof publishedPostsForSitemap>>;
  try {
    posts = await withDeadline(
      publishedPostsForSitemap(db, (file.n - 1) * POSTS_PER_SITEMAP, POSTS_PER_SITEMAP),
      10_000,
    );
  } catch (error) {
    logger.error({ err: error }, "sitemap: could not load the posts");
    return unavailableResponse();
  }
  if (posts.length === 0) throw data(null, { status: 404 });
  const entries = posts.flatMap(({ id, updatedAt }) =>
    urlEntries(
      { en: pagePath("media-post", "en", { id }), es: pagePath("media-post", "es", { id }) },
      env.PUBLIC_URL,
      updatedAt,
    ),
  );
  return xmlResponse(urlset(entries));
}
