/** What the media library's screens show, as their loaders send it (ADR 028). */

/** One file's outcome in an upload: stored (with its id) or refused with why, in the editor's language. */
export interface UploadResult {
  name: string;
  ok: boolean;
  id?: string;
  message: string;
}

export interface LibraryCard {
  id: string;
  href: string;
  fileName: string;
  /** The grid's thumbnail (the whole image) in both formats, and its size. */
  thumb: { avif: string; webp: string; src: string; width: number; height: number };
  color: string;
  alt: string;
  missingAlt: boolean;
  decorative: boolean;
}

export interface ImageUseView {
  label: string;
  href: string;
}

export interface ImageDetailView {
  id: string;
  fileName: string;
  size: string;
  uploadedBy: string;
  uploadedOn: string;
  preview: { avif: string; webp: string; src: string; width: number; height: number };
  color: string;
  missingAlt: boolean;
  uses: ImageUseView[];
}

/** The detail form's fields, as typed. */
export interface ImageWordsForm {
  altEn: string;
  altEs: string;
  captionEn: string;
  captionEs: string;
  decorative: boolean;
  focalX: string;
  focalY: string;
}

export type ImageWordsErrors = Partial<Record<keyof ImageWordsForm, string>>;
