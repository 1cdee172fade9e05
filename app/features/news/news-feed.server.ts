import { localizedColumn } from "~/.server/db/localized-column";
import { pagePath } from "~/.server/pages";
import { escapeXml } from "~/.server/xml";
import { serverT } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { NEWS_FEED_PATHS } from "./feed-paths";
import type { newestPublishedPosts } from "./news-queries.server";

/** How many posts the feed carries: the newest. */
export const FEED_SIZE = 20;

/** A post as the feed reads it (newestPublishedPosts()). */
type FeedPost = Awaited<ReturnType<typeof newestPublishedPosts>>[number];

/** RFC 822 (as RSS 2.0 asks), in GMT: "Tue, 12 Nov 2030 10:00:00 GMT". */
const rfc822 = (date: Date) => date.toUTCString();

/**
 * The news as an RSS 2.0 document in one language: the channel (the news list page, with the
 * feed's own address as atom:link self) and one item per post, linking its page. Every text
 * is escaped; the excerpt is the item's description, as plain text.
 */
export function newsFeedXml(posts: FeedPost[], locale: Locale, origin: string, now = new Date()): string {
  const absolute = (path: string) => escapeXml(new URL(path, origin).href);
  const t = (key: Parameters<typeof serverT>[1], values?: Record<string, string>) =>
    escapeXml(serverT(locale, key, values));
  const lastChange = posts.reduce<Date | undefined>(
    (latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest),
    undefined,
  );
  const items = posts.map((post) => {
    const link = absolute(pagePath("media-post", locale, { id: post.id }));
    const excerpt = localizedColumn(post, "excerpt", locale);
    return [
      "    <item>",
      `      <title>${escapeXml(localizedColumn(post, "title", locale))}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      post.publishedAt ? `      <pubDate>${rfc822(post.publishedAt)}</pubDate>` : "",
      `      <category>${t(post.postType === "news" ? "news.typeNews" : "news.typePress")}</category>`,
      excerpt ? `      <description>${escapeXml(excerpt)}</description>` : "",
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${t("newsSearch.feedTitle", { site: serverT(locale, "meta.siteName") })}</title>
    <link>${absolute(pagePath("media", locale))}</link>
    <description>${t("pages.mediaDescription")}</description>
    <language>${locale}</language>
    <atom:link href="${absolute(NEWS_FEED_PATHS[locale])}" rel="self" type="application/rss+xml"/>
    <lastBuildDate>${rfc822(lastChange ?? now)}</lastBuildDate>
${items.join("\n")}
  </channel>
</rss>
`;
}
