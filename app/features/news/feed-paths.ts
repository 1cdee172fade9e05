import type { Localized } from "~/content/types";

/** The address of the news feed (RSS 2.0) in each language, linked from every news page. */
export const NEWS_FEED_PATHS: Localized = {
  en: "/media-center/feed.xml",
  es: "/es/centro-de-medios/feed.xml",
};
