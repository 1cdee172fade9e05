// A catalog card's own PDF, uploaded in the back office (ADR 023): stored beside the rendered
// documents, under a name with a hash of its bytes, so every instance serves it from the
// database with the same long caching. A card links it once an editor publishes the card with
// its name (the upload alone changes nothing on the public site).
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { documentFileName, DOCUMENT_HASH_LENGTH } from "~/lib/document-files";
import type { Database } from "../db/client";
import { siteDocuments } from "../db/schema";

/** The largest PDF a card takes: 20 MB, as a quote request's drawings. */
export const MAX_UPLOADED_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** Why an uploaded file was refused (each has a message in both languages). */
export type UploadedDocumentProblem = "empty" | "too-large" | "not-pdf" | "truncated";

/**
 * Whether the bytes are a whole PDF: it begins with `%PDF-` and its end-of-file mark is in
 * its last kilobyte (a file cut short in transit has none). Its name and the browser's type
 * decide nothing.
 */
export function checkPdf(bytes: Uint8Array): UploadedDocumentProblem | undefined {
  if (bytes.byteLength === 0) return "empty";
  if (bytes.byteLength > MAX_UPLOADED_DOCUMENT_BYTES) return "too-large";
  if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") !== "%PDF-") return "not-pdf";
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - 1024))).toString("latin1");
  return tail.includes("%%EOF") ? undefined : "truncated";
}

/** The base of an uploaded document's name: the card's id, then "upload" (never a rendered one's). */
const uploadBase = (cardId: string) => `${cardId}-upload`;

/** Stores a card's PDF in a language (the same bytes again are the same file) and returns its name. */
export async function storeUploadedDocument(
  db: Database,
  upload: { cardId: string; locale: Locale; bytes: Uint8Array },
): Promise<string> {
  const hash = createHash("sha256").update(upload.bytes).digest("hex");
  const file = documentFileName(uploadBase(upload.cardId), upload.locale, hash);
  await db
    .insert(siteDocuments)
    .values({
      kind: "upload",
      itemId: upload.cardId,
      locale: upload.locale,
      inputKey: hash,
      file,
      bytes: Buffer.from(upload.bytes),
      size: upload.bytes.byteLength,
    })
    .onConflictDoNothing();
  return file;
}

/** Whether `file` names a PDF uploaded for this card (in either language). */
export function isUploadedDocumentOf(cardId: string, file: string): boolean {
  const pattern = new RegExp(`^${uploadBase(cardId)}-(?:en|es)-[0-9a-f]{${DOCUMENT_HASH_LENGTH}}\\.pdf$`);
  return pattern.test(file);
}

/** The names of the PDFs uploaded for a card that are stored now. */
export async function uploadedDocumentsOf(db: Database, cardId: string): Promise<Set<string>> {
  const rows = await db
    .select({ file: siteDocuments.file })
    .from(siteDocuments)
    .where(and(eq(siteDocuments.kind, "upload"), eq(siteDocuments.itemId, cardId)));
  return new Set(rows.map((row) => row.file));
}
