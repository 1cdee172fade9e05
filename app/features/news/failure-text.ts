import type { MessageKey } from "~/i18n/dictionary";
import type { NewsFailure } from "./news-types";

/** Why the posts could not be loaded, as the visitor reads it (the `news` group's words). */
export const FAILURE_TEXT: Record<NewsFailure, MessageKey> = {
  unavailable: "news.unavailable",
  timeout: "news.timeout",
  unknown: "news.unknownError",
};
