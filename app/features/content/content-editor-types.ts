import type { FieldChange } from "~/lib/content/compare";
import type { MediaChoice } from "~/lib/media-choice";
import type { FieldSpec, FormData } from "./content-form";

/** A row of the content list. */
export interface ContentRowView {
  id: string;
  key: string;
  name: string;
  /** "Published (version 3)", "Draft pending", "Scheduled for …". */
  states: { tone: "published" | "draft" | "scheduled" | "none"; label: string }[];
  missingSpanish: number;
  editHref: string;
  historyHref: string;
  /** A product's place in its category, and whether it is on the site. */
  product?: { category: string; first: boolean; last: boolean; published: boolean };
  /** A project reference: whether it is on the site (it may be unpublished and deleted). */
  project?: { published: boolean };
}

export interface ContentGroupView {
  type: string;
  label: string;
  rows: ContentRowView[];
}

/** The "Add a product" form: the categories to choose from, and what a refused add sent. */
export interface AddProductForm {
  categories: { key: string; name: string }[];
  values?: { nameEn: string; nameEs: string; categoryId: string };
  errors?: Record<string, string>;
}

/** What the "Add a project reference" form sends, as typed. */
export interface NewProjectValues {
  titleEn: string;
  titleEs: string;
  clientType: string;
  country: string;
  cityEn: string;
  year: string;
  capacity: string;
}

/** The "Add a project reference" form: what a refused add sent, and why (per field). */
export interface AddProjectForm {
  /** Every country, by its name in the editor's language, in that language's order. */
  countries: Array<{ value: string; label: string }>;
  values?: NewProjectValues;
  errors?: Record<string, string>;
}

/** The item as the editor opens it. */
export interface EditorItem {
  id: string;
  type: string;
  key: string;
  name: string;
  spec: FieldSpec;
  /** The fields the form opens with: the draft or schedule in progress, else the published ones. */
  values: FormData;
  /** The item's latest version: the version the form starts from. */
  version: number;
  /** What the form opened: "Published (version 2)", or the draft in progress and who saved it. */
  status: string;
  /** The item's state in a word and its version, for the action bar ("Draft · version 5"). */
  state: { tone: "published" | "draft" | "scheduled" | "none"; label: string };
  pending: boolean;
  historyHref: string;
  listHref: string;
  /** The latest version (the draft in progress, else the published one) on its page, per language. */
  previewHrefs: { en: string; es: string };
  /** The cards a PDF may be uploaded for (the Catalogs page's item only). */
  documentCards?: { id: string; title: string }[];
  /** A picture may be uploaded with the form into the media library (a post's). */
  pictureUpload?: true;
  /** The media library's images an image field may choose (ADR 028). */
  library: MediaChoice[];
}

/** The item as someone else saved it, when a save was refused (ADR 022). */
export interface EditorConflict {
  version: number;
  savedBy: string;
  /** The fields that differ: the saved version (before) and the editor's form (after). */
  changes: FieldChange[];
}

/** What a post of the form came back with: the form as sent (never lost) and why. */
export interface EditorFailure {
  values: FormData;
  errors: Record<string, string>;
  /** Paths with English but no Spanish text, in the form as sent. */
  missing: string[];
  conflict?: EditorConflict;
  /** The version the form continues from (a list button keeps the one it had). */
  version: number;
  scheduleAt?: string;
  /** A list was rearranged: nothing was saved, no error to show. */
  rearranged?: boolean;
  /** The card and language a refused PDF was sent for (chosen again in the form). */
  upload?: { card: string; locale: string };
  at: number;
}
