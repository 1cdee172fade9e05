// The address of a content item's preview (ADR 023): the draft, or any version, of one item
// shown on the page that shows it, in one language. Served by the Express server
// (server/content-preview.ts), outside the app's routes; built here so the server's route and
// every link to it agree.
import type { Locale } from "~/i18n/locales";

export const CONTENT_PREVIEW_PREFIX = "/admin/content-preview";

export function contentPreviewPath({
  type,
  key,
  locale,
  version,
}: {
  type: string;
  key: string;
  locale: Locale;
  /** A version of the item; without it, the latest (the draft when there is one). */
  version?: number;
}): string {
  const path = `${CONTENT_PREVIEW_PREFIX}/${encodeURIComponent(type)}/${encodeURIComponent(key)}/${locale}`;
  return version === undefined ? path : `${path}?version=${version}`;
}
