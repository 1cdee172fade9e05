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
}

/** Why the posts could not be loaded, in words safe to show (never the driver's error). */
export type NewsFailure = "unavailable" | "timeout" | "unknown";

export type LatestNews = { posts: NewsCard[] } | { failure: NewsFailure };
