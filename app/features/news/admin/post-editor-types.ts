import type { UploadedImageRef } from "~/lib/uploaded-image";

export const TEXT_FIELDS = ["title", "titleEs", "excerpt", "excerptEs", "content", "contentEs"] as const;
export const FORM_FIELDS = [
  ...TEXT_FIELDS,
  "postType",
  "scheduleAt",
  "tzOffset",
  "removeImage",
  "libraryImage",
  "intent",
  "version",
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
/** The editor's fields as sent (kept and sent back on an error, so nothing typed is lost). */
export type FormValues = Partial<Record<FormField, string>>;
/** A message per field, in the page's language. */
export type FieldErrors = Partial<Record<FormField | "image", string>>;

export type PostStateName = "draft" | "scheduled" | "published" | "archived";

/** A post as the editor opens it. */
export interface EditorPost {
  id: string;
  values: FormValues;
  state: PostStateName;
  /** Published or scheduled: when (ISO), and as the page's language writes it. */
  publishedAt?: string;
  publishedLabel?: string;
  /** The featured image: uploaded (with renditions) or another path on this site. */
  image?: { ref?: UploadedImageRef; src: string };
  previewHref: string;
}

/**
 * The post as it is saved now, when a save was refused because someone else saved it after
 * the editor's form was opened (ADR 022).
 */
export interface EditorConflict {
  /** The version now saved: the form may save over it once the editor chooses to. */
  version: string;
  values: Pick<FormValues, (typeof TEXT_FIELDS)[number] | "postType">;
  state: PostStateName;
  /** Who saved it and when, as the page's language writes it (from the audit trail). */
  savedBy?: string;
  savedAt?: string;
}

/** What an action answers when it could not do what was asked: the values as sent, and why. */
export interface EditorFailure {
  values: FormValues;
  errors: FieldErrors;
  conflict?: EditorConflict;
  /** When the form's image was refused: it must be chosen again. */
  at: number;
}

/** A row of the posts table. */
export interface PostRow {
  id: string;
  title: string;
  type: "news" | "press_release";
  state: PostStateName;
  date: string;
  dateLabel: string;
  hasSpanish: boolean;
  editHref: string;
  previewHref: string;
}
