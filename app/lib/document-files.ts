import type { Locale } from "~/i18n/locales";

/**
 * The catalog PDFs and datasheets: where they are served, how they are named, and the
 * manifest of the build's own copies (scripts/build-documents.ts, rendered from the seed
 * content). The server renders them again from the published content and stores them in
 * the database (app/.server/documents/); both name them alike.
 */
export const DOCUMENTS_URL_PREFIX = "/documents/";

/** The manifest's file, relative to the project's root (beside the server bundle, not served). */
export const DOCUMENTS_MANIFEST_FILE = "build/server/documents.json";

/** The folder the PDFs are written to, relative to the project's root (served at /documents). */
export const DOCUMENTS_OUT_DIR = "build/client/documents";

/** Characters of the content's SHA-256 kept in a document's name. */
export const DOCUMENT_HASH_LENGTH = 12;

/** A built document's name: readable, with its language and a hash of its bytes. */
export function documentFileName(base: string, locale: Locale, contentHash: string): string {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(base)) throw new Error(`Not a document base name: "${base}"`);
  if (!/^[0-9a-f]+$/.test(contentHash) || contentHash.length < DOCUMENT_HASH_LENGTH) {
    throw new Error(`Not a content hash: "${contentHash}"`);
  }
  return `${base}-${locale}-${contentHash.slice(0, DOCUMENT_HASH_LENGTH)}.pdf`;
}

/** Whether a name under /documents is one the build writes (anything else is a 404). */
export function isDocumentFileName(name: string): boolean {
  return new RegExp(`^[a-z0-9]+(?:-[a-z0-9]+)*-(?:en|es)-[0-9a-f]{${DOCUMENT_HASH_LENGTH}}\\.pdf$`).test(
    name,
  );
}

export interface BuiltDocument {
  /** The file's name in the documents folder. */
  file: string;
  bytes: number;
  /** What it was made from (app/.server/documents/jobs.ts): the server uses the build's copy while its key is current. */
  inputKey?: string;
}

export interface DocumentManifest {
  catalogs: Record<string, Record<Locale, BuiltDocument>>;
  datasheets: Record<string, Record<Locale, BuiltDocument>>;
}

/** A document as a page links it. */
export interface DocumentLink {
  href: string;
  bytes: number;
}

export function documentHref(file: string): string {
  return `${DOCUMENTS_URL_PREFIX}${file}`;
}

/** A file size as the page shows it: "1.2 MB" in English, "1,2 MB" in Spanish (SI units). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [unit, value] =
    bytes >= 999_950
      ? (["megabyte", bytes / 1_000_000] as const)
      : (["kilobyte", Math.max(1, bytes / 1000)] as const);
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit,
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
