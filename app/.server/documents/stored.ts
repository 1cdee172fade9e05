import { asc, eq } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import type { Database } from "../db/client";
import { siteDocuments } from "../db/schema";
import type { DocumentKind } from "./jobs";

/** A document as stored in the database, without its bytes: rendered, or a card's uploaded PDF. */
export interface StoredDocument {
  kind: DocumentKind | "upload";
  itemId: string;
  locale: Locale;
  inputKey: string;
  file: string;
  size: number;
  createdAt: Date;
}

/** Every stored document, oldest first (a few dozen rows: two generations of each). */
export async function readStoredDocuments(db: Database): Promise<StoredDocument[]> {
  return db
    .select({
      kind: siteDocuments.kind,
      itemId: siteDocuments.itemId,
      locale: siteDocuments.locale,
      inputKey: siteDocuments.inputKey,
      file: siteDocuments.file,
      size: siteDocuments.size,
      createdAt: siteDocuments.createdAt,
    })
    .from(siteDocuments)
    .orderBy(asc(siteDocuments.createdAt), asc(siteDocuments.file));
}

/** A stored document's bytes by its file name, or undefined. */
export async function readDocumentBytes(db: Database, file: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: siteDocuments.bytes })
    .from(siteDocuments)
    .where(eq(siteDocuments.file, file))
    .limit(1);
  return row?.bytes;
}

/** The newest stored document of one kind, item and language (the one pages link). */
export function newestDocument(
  documents: readonly StoredDocument[],
  kind: StoredDocument["kind"],
  itemId: string,
  locale: Locale,
): StoredDocument | undefined {
  return documents.findLast(
    (document) => document.kind === kind && document.itemId === itemId && document.locale === locale,
  );
}
