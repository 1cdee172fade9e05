import type { DocumentKind } from "~/.server/documents/jobs";
import { newestDocument, type StoredDocument } from "~/.server/documents/stored";
import { seedDocument } from "~/.server/documents/seed";
import type { Locale } from "~/i18n/locales";
import { documentHref, type DocumentLink } from "~/lib/document-files";

/**
 * The catalog PDFs and datasheets as the pages link them (ADR 023): the newest one the server
 * has stored (the current content's once it is rendered, until then the one before), else the
 * build's copy; none when neither exists (a page never points at a file that does not exist).
 * `stored` comes from `storedDocuments(context)`, which notes the page as linking documents.
 */
export function catalogDocument(
  stored: readonly StoredDocument[],
  catalogId: string,
  locale: Locale,
): DocumentLink | undefined {
  return linkOf(stored, "catalog", catalogId, locale);
}

export function datasheetDocument(
  stored: readonly StoredDocument[],
  productId: string,
  locale: Locale,
): DocumentLink | undefined {
  return linkOf(stored, "datasheet", productId, locale);
}

/**
 * A catalog card's uploaded PDF, by the name its published content gives it; none when that
 * file is not stored (content imported from another database, say): the card then links
 * what it would without it.
 */
export function uploadedCardDocument(
  stored: readonly StoredDocument[],
  cardId: string,
  file: string,
): DocumentLink | undefined {
  const found = stored.find(
    (document) => document.kind === "upload" && document.itemId === cardId && document.file === file,
  );
  return found && { href: documentHref(found.file), bytes: found.size };
}

function linkOf(
  stored: readonly StoredDocument[],
  kind: DocumentKind,
  itemId: string,
  locale: Locale,
): DocumentLink | undefined {
  const newest = newestDocument(stored, kind, itemId, locale);
  if (newest) return { href: documentHref(newest.file), bytes: newest.size };
  const seed = seedDocument(kind, itemId, locale);
  return seed && { href: documentHref(seed.file), bytes: seed.bytes };
}
