import type { LocalImage } from "~/lib/localize";
import type { UploadedImageRef } from "~/lib/uploaded-image";

/** A post as a news card shows it, in the page's language. */
export interface NewsCard {
  id: string;
  /** The schema's post types (POST_TYPES). */
  type: "news" | "press_release";
  title: string;
  excerpt: string | null;
  /** ISO 8601, for `<time dateTime>`. */
  publishedAt: string;
  /** The date as the page's language writes it. */
  date: string;
  /** The post's page; absent while post pages are not routed. */
  href?: string;
  /** "en" when a Spanish page shows the English text (no Spanish yet; ADR 017). */
  lang?: "en";
}

/** Why the posts could not be loaded, in words safe to show (never the driver's error). */
export type NewsFailure = "unavailable" | "timeout" | "unknown";

export type LatestNews = { posts: NewsCard[] } | { failure: NewsFailure };

/** A picture of a post: the site's default (a content image) or the post's own, on this site. */
export type PostImage =
  | { kind: "content"; image: LocalImage }
  | { kind: "path"; src: string }
  | { kind: "upload"; ref: UploadedImageRef; src: string };

/** A card of the news list: a post with its picture and its page. */
export interface NewsListCard extends NewsCard {
  href: string;
  image: PostImage;
}

/** One page of the news list, with the exact number of posts and pages. */
export interface NewsListPage {
  cards: NewsListCard[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
  /** The list's address in the page's language (page 1). */
  listPath: string;
}
