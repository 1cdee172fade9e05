// The downloads centre's words shared by the server and the pages (issue 44): what kinds of
// document it lists, in which languages and formats, and the filters of its listing. The
// uploaded documents' table keeps the same lists in its checks (app/.server/db/schema.ts).

/** The kinds of document the company uploads in the back office. */
export const UPLOAD_TYPES = ["manual", "drawing", "brochure", "certificate", "other"] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** Every kind the listing shows: the generated catalogs and datasheets, then the uploads' kinds. */
export const DOCUMENT_TYPES = ["catalog", "datasheet", ...UPLOAD_TYPES] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A document's language: English, Spanish, or none of them (a drawing, a certificate's scan). */
export const DOCUMENT_LANGUAGES = ["en", "es", "neutral"] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** The formats an upload may be, recognised by their content (app/.server/downloads/file-checks.ts). */
export const UPLOAD_FORMATS = ["pdf", "dwg", "dxf", "step"] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** Every format the listing shows: the uploads' and a certificate's picture. */
export type DocumentFormat = UploadFormat | "image";

/** The listing's filters, in the order of its form and of its canonical address (ADR 021). */
export const DOWNLOAD_FILTERS = ["category", "product", "type", "language"] as const;
export type DownloadFilter = (typeof DOWNLOAD_FILTERS)[number];
export type DownloadFilters = Partial<Record<DownloadFilter, string>>;

/** One document as the listing and a product page show it, in the page's language. */
export interface DownloadItem {
  /** Unique in the listing: `catalog:<id>:<locale>`, `datasheet:<id>:<locale>`, `certificate:<id>`, `upload:<uuid>`. */
  key: string;
  title: string;
  type: DocumentType;
  language: DocumentLanguage;
  format: DocumentFormat;
  /** The version the company gave it, when it has one. */
  version?: string;
  /** Its date (YYYY-MM-DD), when known. */
  date?: string;
  /** Its date as the page shows it (formatted on the server, so the browser shows the same). */
  dateText?: string;
  /** Its size in bytes, when known, and as the page shows it. */
  size?: number;
  sizeText?: string;
  /** Where its link leads: the file, or for a gated document the form before it. */
  href: string;
  /** The link leads to the form asking for the visitor's details first. */
  gated: boolean;
  /** The categories and products it belongs to (the filters' values). */
  categoryIds: string[];
  productIds: string[];
}

/** Whether a document passes every filter given. */
export function matchesDownloadFilters(item: DownloadItem, filters: DownloadFilters): boolean {
  if (filters.category && !item.categoryIds.includes(filters.category)) return false;
  if (filters.product && !item.productIds.includes(filters.product)) return false;
  if (filters.type && item.type !== filters.type) return false;
  if (filters.language && item.language !== filters.language) return false;
  return true;
}

/**
 * How many documents each value of each filter would show with the other filters kept (a
 * choice that would show none can be told apart before it is chosen).
 */
export function downloadFilterCounts(
  items: readonly DownloadItem[],
  filters: DownloadFilters,
): Record<DownloadFilter, Map<string, number>> {
  const counts = Object.fromEntries(
    DOWNLOAD_FILTERS.map((name) => [name, new Map<string, number>()]),
  ) as Record<DownloadFilter, Map<string, number>>;
  const add = (name: DownloadFilter, value: string) =>
    counts[name].set(value, (counts[name].get(value) ?? 0) + 1);
  for (const name of DOWNLOAD_FILTERS) {
    const others = { ...filters, [name]: undefined };
    for (const item of items) {
      if (!matchesDownloadFilters(item, others)) continue;
      if (name === "category") for (const id of item.categoryIds) add(name, id);
      else if (name === "product") for (const id of item.productIds) add(name, id);
      else add(name, name === "type" ? item.type : item.language);
    }
  }
  return counts;
}

/** Where an uploaded document's file is served in each language (below the listing's address). */
export const DOWNLOAD_FILE_PATHS = { en: "/downloads/file", es: "/es/descargas/archivo" } as const;

/** An uploaded document's file address: its id, then its name (for the browser's and the reader's sake). */
export const downloadFileHref = (locale: "en" | "es", id: string, fileName: string) =>
  `${DOWNLOAD_FILE_PATHS[locale]}/${id}/${encodeURIComponent(fileName)}`;

/**
 * The values each filter may take: the catalogue's categories and products, the kinds and the
 * languages (anything else is ignored, so a made-up query shares the listing's page: ADR 021).
 */
export function downloadFilterValues(content: {
  categories: ReadonlyArray<{ id: string }>;
  products: ReadonlyArray<{ id: string }>;
}): Record<DownloadFilter, string[]> {
  return {
    category: content.categories.map((category) => category.id),
    product: content.products.map((product) => product.id),
    type: [...DOCUMENT_TYPES],
    language: [...DOCUMENT_LANGUAGES],
  };
}

/** The file chooser's hint to the browser: the endings of the formats an upload may be. */
export const EXTENSION_ACCEPT = ".pdf,.dwg,.dxf,.step,.stp";
