// What the translations screen's loader and action hand its component (plain data).
import type { ContentType } from "~/lib/content/schemas";

export interface TranslationCountsView {
  fields: number;
  translated: number;
  missing: number;
  stale: number;
}

export interface TranslationItemView {
  id: string;
  key: string;
  name: string;
  editHref: string;
  counts: TranslationCountsView;
  /** The texts still to translate, each linking to its Spanish field in the editor. */
  pending: { id: string; label: string; status: "missing" | "stale"; href: string }[];
}

export interface TranslationGroupView {
  type: ContentType;
  label: string;
  counts: TranslationCountsView;
  items: TranslationItemView[];
}

export type TranslationImportOutcome =
  | {
      ok: true;
      message: string;
      rest: string;
      items: { id: string; name: string; texts: number; editHref: string }[];
    }
  | { ok: false; message: string; problems: { unit: string; message: string }[] };
