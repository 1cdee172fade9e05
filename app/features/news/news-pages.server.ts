import type { MediaPost } from "~/.server/db/schema";
import { fallbackLang, localizedColumn } from "~/.server/db/localized-column";
import { pagePath } from "~/.server/pages";
import { defaultNewsImage } from "~/content/news";
import { LOCALES, type Locale } from "~/i18n/locales";
import { messageGroups } from "~/i18n/messages.server";
import { formatLongDate } from "~/lib/dates";
import { builtImageUrl } from "~/lib/image-paths";
import { localize } from "~/lib/localize";
import { uploadedImageRef } from "~/lib/uploaded-image";
import { featuredImagePath } from "./featured-image";
import { NEWS_FEED_PATHS } from "./feed-paths";
import type { PostView } from "./components/post-view";
import { newsCard, type newestPublishedPosts } from "./news-queries.server";
import type { NewsListCard, PostImage } from "./news-types";
import { hasVisibleText, headingsBelowTitle, sanitizePostContent } from "./post-content.server";

/** The default picture's largest rendition. */
const DEFAULT_NEWS_IMAGE_URL = builtImageUrl(defaultNewsImage.src, 960, "webp");

/** What both news pages send besides their own data. */
export function newsPageBasics(locale: Locale) {
  return {
    messages: messageGroups(locale, ["news", "mediaCenter"]),
    listPath: pagePath("media", locale),
    /** Where post pages live, in both languages (a navigation there shows the post's skeleton). */
    postPrefixes: LOCALES.map((each) => pagePath("media-post", each, { id: "" })),
    feedPath: NEWS_FEED_PATHS[locale],
    /** The picture for Open Graph and NewsArticle when a post has none. */
    defaultImage: DEFAULT_NEWS_IMAGE_URL,
  };
}

function postImage(value: string | null, origin: string): PostImage | undefined {
  const src = featuredImagePath(value, origin);
  if (!src) return undefined;
  // An image uploaded in the back office has AVIF and WebP renditions at every size.
  const ref = uploadedImageRef(src);
  return ref ? { kind: "upload", ref, src } : { kind: "path", src };
}

type ListRow = Awaited<ReturnType<typeof newestPublishedPosts>>[number];

/** A list card: the post's own picture on this site, else the default (decorative: the title says it). */
export function newsListCard(row: ListRow, locale: Locale, origin: string): NewsListCard {
  return {
    ...newsCard(row, locale),
    href: pagePath("media-post", locale, { id: row.id }),
    image: postImage(row.featuredImageUrl, origin) ?? {
      kind: "content",
      image: { ...localize(defaultNewsImage, locale), alt: "" },
    },
  };
}

/** A published post as its page shows it, with its content sanitised. */
export function postView(row: MediaPost, locale: Locale, origin: string): PostView {
  const publishedAt = row.publishedAt ?? row.createdAt;
  const html = headingsBelowTitle(sanitizePostContent(localizedColumn(row, "content", locale) ?? ""));
  const image = postImage(row.featuredImageUrl, origin);
  return {
    id: row.id,
    type: row.postType,
    title: localizedColumn(row, "title", locale),
    excerpt: localizedColumn(row, "excerpt", locale)?.trim() || null,
    html: hasVisibleText(html) ? html : "",
    publishedAt: publishedAt.toISOString(),
    date: formatLongDate(publishedAt, locale),
    ...(image && image.kind !== "content" ? { image } : {}),
    langs: {
      title: fallbackLang(row, "title", locale),
      excerpt: fallbackLang(row, "excerpt", locale),
      content: fallbackLang(row, "content", locale),
    },
    url: new URL(pagePath("media-post", locale, { id: row.id }), origin).href,
  };
}
