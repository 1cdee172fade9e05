import type { ContentRowView } from "./content-editor-types";

/** A row of the content list across types, as the screen shows it. */
export interface FoundRowView extends ContentRowView {
  type: string;
  typeLabel: string;
  staleSpanish: number;
  /** The last change: ISO time and the editor's words. */
  changed: { iso: string; label: string };
  /** A post's preview. */
  previewHref?: string;
}

/** The list's query as its form shows it (empty for "all"). */
export interface ContentFinderForm {
  q: string;
  type: string;
  state: string;
  sort: string;
  /** Choices of the selects, in the editor's language. */
  types: { value: string; label: string }[];
  states: { value: string; label: string }[];
  sorts: { value: string; label: string }[];
  filtered: boolean;
}

export interface ContentFinderPage {
  rows: FoundRowView[];
  total: number;
  page: number;
  pages: number;
  first: number;
}
