import { and, eq, max } from "drizzle-orm";
import type { Database } from "../db/client";
import { contentItems, contentRevisions } from "../db/schema";
import { compareContent } from "~/lib/content/compare";
import { isContentType, validateContent, type ContentItem } from "~/lib/content/schemas";
import { lockContentItem, publishRevisionInTransaction } from "./revisions";
import { readPublishedItems } from "./store";
import { POST_ID } from "./post-projection";
import { placementProblems } from "../media/library";
import { catalogueErrors } from "./catalogue-checks";

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
    items: await readPublishedItems(db, "all"),
  };
}

/** One thing wrong with an import document, naming the item and the field. */
export type ImportProblem = string;

export interface ImportSummary {
  /** Items whose fields changed: each published as a new version. */
  updated: number;
  /** Items the site did not have: added at the end of their type, as version 1. */
  created: number;
  unchanged: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Checks a whole import document: its format and version, and every item against its type's
 * schema. Answers the items as checked (strings trimmed, as a save keeps them) or every
 * problem found, each naming the item and the field (`product drum-screen: page.gallery.1.alt.en: required`).
 */
export function checkContentImport(
  document: unknown,
): { ok: true; items: ContentItem[] } | { ok: false; problems: ImportProblem[] } {
  if (!isRecord(document)) return { ok: false, problems: ["the file is not a JSON object"] };
  const problems: ImportProblem[] = [];
  if (document.format !== CONTENT_EXPORT_FORMAT)
    problems.push(`format: expected "${CONTENT_EXPORT_FORMAT}", got ${JSON.stringify(document.format)}`);
  if (document.version !== CONTENT_EXPORT_VERSION)
    problems.push(`version: expected ${CONTENT_EXPORT_VERSION}, got ${JSON.stringify(document.version)}`);
  if (!Array.isArray(document.items)) {
    problems.push("items: expected a list of items");
    return { ok: false, problems };
  }
  const items: ContentItem[] = [];
  const seen = new Set<string>();
  document.items.forEach((entry: unknown, index) => {
    if (!isRecord(entry)) {
      problems.push(`items.${index}: expected an item ({ type, key, data })`);
      return;
    }
    const { type, key, data } = entry;
    const name = `${typeof type === "string" ? type : `items.${index}`} ${typeof key === "string" ? key : "(no key)"}`;
    if (typeof type !== "string" || !isContentType(type)) {
      problems.push(`${name}: unknown type ${JSON.stringify(type)}`);
      return;
    }
    if (typeof key !== "string" || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key)) {
      problems.push(`${name}: key: lower-case letters and digits joined by '-'`);
      return;
    }
    if (type === "post" && !POST_ID.test(key)) {
      problems.push(`${name}: key: a post's key is its id (a lower-case UUID)`);
      return;
    }
    if (seen.has(`${type} ${key}`)) {
      problems.push(`${name}: listed twice`);
      return;
    }
    seen.add(`${type} ${key}`);
    const checked = validateContent(type, data);
    if (!checked.ok) {
      for (const error of checked.errors) problems.push(`${name}: ${error.field}: ${error.message}`);
      return;
    }
    items.push({ type, key, data: checked.data } as ContentItem);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, items };
}

/**
 * What publishing would refuse in a checked document's library images (an import publishes at
 * once): a reference to an image no longer in the library, or an image with no alt text in a
 * language, neither the item's nor the library's, that the library does not mark decorative.
 * Each problem names its item and field, as the document's own problems do.
 */
export async function checkImportImages(db: Database, items: readonly ContentItem[]): Promise<string[]> {
  const problems: string[] = [];
  for (const item of items)
    for (const problem of await placementProblems(db, item.data, true))
      problems.push(
        `${item.type} ${item.key}: ${problem.field}: ${
          problem.problem === "missing"
            ? "no image with this id in the media library"
            : `the image has no alt text in ${problem.language === "en" ? "English" : "Spanish"} (write it here or in the media library, or mark the image decorative there)`
        }`,
      );
  return problems;
}

/**
 * What the editor would refuse in a checked document's services, categories and products,
 * once all of it is published: a slug the server keeps, one another page has (now, by a
 * former slug, or in the same document), a product's category the site would not have.
 */
export async function checkImportCatalogue(db: Database, items: readonly ContentItem[]): Promise<string[]> {
  return (await catalogueErrors(db, items, "en")).flatMap(({ item, errors }) =>
    Object.entries(errors).map(([field, message]) => `${item.type} ${item.key}: ${field}: ${message}`),
  );
}

/** The actor of an import's audit rows: no user, the command line. */
const CLI_ACTOR = { id: null, email: "cli" };

/**
 * Publishes a checked document in one transaction: every item whose fields differ from its
 * published ones becomes a new published version (`content.import`), and a key the site does
 * not have becomes a new item at the end of its type. Items the document leaves out are left
 * as they are.
 */
export async function importContent(db: Database, items: ContentItem[]): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    const summary: ImportSummary = { updated: 0, created: 0, unchanged: 0 };
    for (const entry of items) {
      const [existing] = await tx
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(and(eq(contentItems.type, entry.type), eq(contentItems.key, entry.key)));
      let itemId = existing?.id;
      if (!itemId) {
        const [last] = await tx
          .select({ position: max(contentItems.position) })
          .from(contentItems)
          .where(eq(contentItems.type, entry.type));
        const [row] = await tx
          .insert(contentItems)
          .values({
            // A post's item has its post's id, as the news pages name it.
            ...(entry.type === "post" ? { id: entry.key } : {}),
            type: entry.type,
            key: entry.key,
            position: (last?.position ?? -1) + 1,
          })
          .returning({ id: contentItems.id });
        itemId = row!.id;
      }
      const { item, latestVersion } = await lockContentItem(tx, itemId);
      const [published] = await tx
        .select({ data: contentRevisions.data })
        .from(contentRevisions)
        .where(and(eq(contentRevisions.itemId, itemId), eq(contentRevisions.state, "published")));
      if (published && compareContent(published.data, entry.data).length === 0) {
        summary.unchanged += 1;
        continue;
      }
      await publishRevisionInTransaction(
        tx,
        CLI_ACTOR,
        item,
        latestVersion + 1,
        entry.data,
        "content.import",
      );
      if (existing) summary.updated += 1;
      else summary.created += 1;
    }
    return summary;
  });
}
