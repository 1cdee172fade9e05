// The downloads centre's uploaded documents as the pages read them (issue 44): every row
// without its file's bytes, read with the published content (ADR 023) so that the listing, the
// product pages and search show an upload, an edit or a deletion as soon as it is committed, and
// the page cache keeps each page until what it shows of them changes.
import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { downloadDocuments, downloadFiles } from "../db/schema";
import type { DocumentLanguage, UploadFormat, UploadType } from "~/lib/downloads";

/** An uploaded document, without its file. */
export interface DownloadEntry {
  id: string;
  titleEn: string;
  /** Empty: the English title is shown in Spanish too. */
  titleEs: string;
  type: UploadType;
  language: DocumentLanguage;
  /** Empty when the company gave none. */
  version: string;
  /** Its date, YYYY-MM-DD. */
  issuedOn: string;
  productId: string | null;
  categoryId: string | null;
  fileName: string;
  format: UploadFormat;
  contentType: string;
  size: number;
  /** The SHA-256 of its bytes (hex): its ETag, and where its bytes are kept. */
  fileKey: string;
  gated: boolean;
  updatedAt: Date;
}

const ENTRY_COLUMNS = {
  id: downloadDocuments.id,
  titleEn: downloadDocuments.titleEn,
  titleEs: downloadDocuments.titleEs,
  type: downloadDocuments.type,
  language: downloadDocuments.language,
  version: downloadDocuments.version,
  issuedOn: downloadDocuments.issuedOn,
  productId: downloadDocuments.productId,
  categoryId: downloadDocuments.categoryId,
  fileName: downloadDocuments.fileName,
  format: downloadDocuments.format,
  contentType: downloadDocuments.contentType,
  size: downloadDocuments.size,
  fileKey: downloadDocuments.fileKey,
  gated: downloadDocuments.gated,
  updatedAt: downloadDocuments.updatedAt,
};

/** Every uploaded document, newest date first (then by title): a few hundred rows at most. */
export async function readDownloadEntries(db: Pick<Database, "select">): Promise<DownloadEntry[]> {
  return db
    .select(ENTRY_COLUMNS)
    .from(downloadDocuments)
    .orderBy(desc(downloadDocuments.issuedOn), asc(downloadDocuments.titleEn), asc(downloadDocuments.id));
}

/** One uploaded document (without its file), or undefined. */
export async function readDownloadEntry(
  db: Pick<Database, "select">,
  id: string,
): Promise<DownloadEntry | undefined> {
  const [row] = await db.select(ENTRY_COLUMNS).from(downloadDocuments).where(eq(downloadDocuments.id, id));
  return row;
}

/** A file's bytes by its key, or undefined. */
export async function readDownloadBytes(
  db: Pick<Database, "select">,
  key: string,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: downloadFiles.bytes })
    .from(downloadFiles)
    .where(eq(downloadFiles.key, key));
  return row?.bytes;
}

/** A document's title in a language (the English one where the Spanish is still to be written). */
export const downloadTitle = (entry: Pick<DownloadEntry, "titleEn" | "titleEs">, locale: "en" | "es") =>
  locale === "es" ? entry.titleEs.trim() || entry.titleEn : entry.titleEn;

/** Whether a product's page lists a document: one of the product's own, or of its category's. */
export const appliesToProduct = (
  entry: Pick<DownloadEntry, "productId" | "categoryId">,
  product: { id: string; categoryId: string },
) => entry.productId === product.id || (entry.productId === null && entry.categoryId === product.categoryId);

/**
 * The part of the published content a page reads when it shows the uploaded documents: all of
 * them (the listing, search), or those one product's page lists. Named under `documents/`, so
 * a change to them renders those pages again without counting as a change of the content itself.
 */
export const downloadsPart = (productId?: string) =>
  productId === undefined ? "documents/downloads" : `documents/downloads/${productId}`;

/**
 * What each part's fingerprint is made from: every document for the whole, and for each product
 * with a page those its page lists (none yet is a value too, so the first one changes it).
 */
export function downloadParts(
  entries: readonly DownloadEntry[],
  products: ReadonlyArray<{ id: string; categoryId: string; hasPage?: boolean }>,
): Map<string, unknown> {
  const parts = new Map<string, unknown>([[downloadsPart(), entries]]);
  for (const product of products)
    if (product.hasPage)
      parts.set(
        downloadsPart(product.id),
        entries.filter((entry) => appliesToProduct(entry, product)),
      );
  return parts;
}
