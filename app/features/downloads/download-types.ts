// What the downloads centre's screens are given by their loaders (shared by the server and the browser).
import type { DownloadFilter, DownloadItem } from "~/lib/downloads";

/** One filter of the listing: its label, its choice now, and each value with how many it would show. */
export interface FilterView {
  name: DownloadFilter;
  label: string;
  selected: string;
  options: Array<{ value: string; label: string; count: number }>;
}

/** A product page's documents, and the listing's address for that product. */
export interface ProductDocumentsView {
  items: DownloadItem[];
  allHref: string;
}

/** A document's form as shown: what it holds (typed, or stored) and its errors by field. */
export interface DocumentFormView {
  values: {
    titleEn: string;
    titleEs: string;
    type: string;
    language: string;
    version: string;
    issuedOn: string;
    productId: string;
    categoryId: string;
    gated: boolean;
  };
  errors: Partial<Record<keyof DocumentFormView["values"] | "file", string>>;
}

/** A document in the back office's list. */
export interface AdminDocumentRow {
  id: string;
  title: string;
  href: string;
  type: string;
  language: string;
  /** The product or category it belongs to, in words (none: the company's). */
  belongsTo?: string;
  fileName: string;
  format: string;
  size: string;
  date: string;
  gated: boolean;
  leads: number;
  publicHref: string;
}

/** A lead in the back office's list. */
export interface LeadView {
  id: string;
  name: string;
  email: string;
  company: string;
  document: string;
  /** The document's page in the back office, while it exists. */
  documentHref?: string;
  when: string;
}
