import type { Database } from "../db/client";
import type { ContentItem } from "~/lib/content/schemas";
import { readPublishedItems } from "./store";

/** The format an export is written in, and the only one an import will read. */
export const CONTENT_EXPORT_FORMAT = "water-site-content";
export const CONTENT_EXPORT_VERSION = 1;

export interface ContentExport {
  format: typeof CONTENT_EXPORT_FORMAT;
  version: typeof CONTENT_EXPORT_VERSION;
  exportedAt: string;
  /** Every published item, each type's items in the site's order. */
  items: ContentItem[];
}

/** All published content as one document (both languages, keys, slugs, image references). */
export async function exportContent(db: Database, now = new Date()): Promise<ContentExport> {
  return {
    format: CONTENT_EXPORT_FORMAT,
    version: CONTENT_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    items: await readPublishedItems(db),
  };
}
