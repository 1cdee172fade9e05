// The media library's screens on the server: reading an upload's files as they arrive, each
// file's outcome in the editor's language, the views the pages show and the detail form's
// checks (ADR 028).
import {
  isMultipartRequest,
  MaxFileSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import type { SessionUser } from "~/.server/auth/auth-service";
import type { Database } from "~/.server/db/client";
import type { ImageProblem } from "~/.server/media/images";
import { MAX_IMAGE_BYTES } from "~/.server/media/images";
import {
  missingAlt,
  storeLibraryImage,
  WORD_LIMITS,
  type ImageUse,
  type ImageWords,
  type LibraryImage,
} from "~/.server/media/library";
import { MEDIA_BATCH_BYTES, MEDIA_BATCH_FILES } from "~/.server/media/limits";
import { pagePath } from "~/.server/pages";
import type { MessageKey } from "~/i18n/dictionary";
import type { Locale } from "~/i18n/locales";
import { serverT } from "~/i18n/messages.server";
import { mediaImageUrl, mediaHeight, THUMB_WIDTHS } from "~/lib/media-url";
import type {
  ImageDetailView,
  ImageUseView,
  ImageWordsErrors,
  ImageWordsForm,
  LibraryCard,
  UploadResult,
} from "./media-types";

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export interface MediaForm {
  fields: Record<string, string>;
  files: UploadedFile[];
  /** More files than one upload takes (the first ones are kept). */
  tooMany?: boolean;
}

/**
 * A form's fields and files, read as they arrive. A file over 10 MB is kept as "too large"
 * (its bytes are not looked at) so the rest of the batch still goes in; the whole body is
 * held to its limit before this runs (server/body-limits.ts).
 */
export async function readMediaForm(request: Request, fileField: string): Promise<MediaForm> {
  const fields: Record<string, string> = {};
  if (!isMultipartRequest(request)) {
    const form = await request.formData();
    for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
    return { fields, files: [] };
  }
  const files: UploadedFile[] = [];
  let tooMany = false;
  try {
    for await (const part of parseMultipartRequest(request, {
      maxFileSize: MEDIA_BATCH_BYTES,
      maxParts: MEDIA_BATCH_FILES + 20,
      maxTotalSize: MEDIA_BATCH_BYTES + 64 * 1024,
    })) {
      if (part.isFile) {
        if (part.name !== fileField || (part.size === 0 && !part.filename)) continue;
        if (files.length >= MEDIA_BATCH_FILES) tooMany = true;
        else files.push({ name: part.filename || "image", bytes: part.bytes });
      } else if (part.name) fields[part.name] = part.text;
    }
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MultipartParseError)
      return { fields, files, tooMany: true };
    throw error;
  }
  return { fields, files, ...(tooMany ? { tooMany } : {}) };
}

const PROBLEM_KEYS: Record<ImageProblem, MessageKey> = {
  "too-large": "mediaLibrary.problemTooLarge",
  "not-image": "mediaLibrary.problemNotImage",
  "wrong-format": "mediaLibrary.problemWrongFormat",
  "too-many-pixels": "mediaLibrary.problemTooManyPixels",
  unreadable: "mediaLibrary.problemUnreadable",
};

/** Why a file was refused, naming it, in the editor's language. */
export const problemMessage = (locale: Locale, problem: ImageProblem, name: string) =>
  serverT(locale, PROBLEM_KEYS[problem], { name });

/** Stores each file of a batch on its own: a refused one does not stop the others. */
export async function uploadFiles(
  db: Database,
  user: Pick<SessionUser, "id" | "email">,
  locale: Locale,
  files: readonly UploadedFile[],
): Promise<UploadResult[]> {
  const results: UploadResult[] = [];
  for (const file of files) {
    const outcome =
      file.bytes.byteLength > MAX_IMAGE_BYTES
        ? ({ ok: false, problem: "too-large" } as const)
        : await storeLibraryImage(db, user, file);
    results.push(
      outcome.ok
        ? {
            name: file.name,
            ok: true,
            id: outcome.id,
            message: serverT(locale, "mediaLibrary.stored", { name: file.name }),
          }
        : { name: file.name, ok: false, message: problemMessage(locale, outcome.problem, file.name) },
    );
  }
  return results;
}

/** The thumbnail's addresses at a width, in both formats. */
function thumbOf(image: Pick<LibraryImage, "id" | "hash" | "width" | "height">, width: number) {
  return {
    avif: mediaImageUrl(image, "thumb", width, "avif"),
    webp: mediaImageUrl(image, "thumb", width, "webp"),
    src: mediaImageUrl(image, "thumb", width, "webp"),
    width,
    height: mediaHeight("thumb", width, image),
  };
}

export function libraryCard(image: LibraryImage, locale: Locale): LibraryCard {
  return {
    id: image.id,
    href: pagePath("admin-media-image", locale, { id: image.id }),
    fileName: image.fileName || serverT(locale, "mediaLibrary.noFileName"),
    thumb: thumbOf(image, THUMB_WIDTHS[0]),
    color: image.color,
    alt: image.decorative ? "" : locale === "es" ? image.altEs || image.altEn : image.altEn || image.altEs,
    missingAlt: missingAlt(image),
    decorative: image.decorative,
  };
}

/** "2.4 MB", "830 KB". */
const fileSize = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`;

/** How the screens name a content type and write a date (the content editor's, given by the route). */
export interface MediaWording {
  typeName: (type: string) => string;
  date: (date: Date) => string;
}

export function useView(use: ImageUse, locale: Locale, wording: MediaWording): ImageUseView {
  const type = wording.typeName(use.type);
  return {
    label: serverT(locale, "mediaLibrary.useContent", {
      type,
      name: use.name ? use.name[locale] || use.name.en : use.key,
    }),
    href: pagePath("admin-content-edit", locale, { id: use.itemId }),
  };
}

export function imageDetail(
  image: LibraryImage,
  uses: ImageUse[],
  locale: Locale,
  wording: MediaWording,
): ImageDetailView {
  return {
    id: image.id,
    fileName: image.fileName || serverT(locale, "mediaLibrary.noFileName"),
    size: serverT(locale, "mediaLibrary.dimensionsValue", {
      width: image.width,
      height: image.height,
      size: fileSize(image.bytes),
    }),
    uploadedBy: image.uploaderName || image.uploaderEmail || serverT(locale, "mediaLibrary.unknownUploader"),
    uploadedOn: wording.date(image.createdAt),
    preview: thumbOf(image, THUMB_WIDTHS[1]),
    color: image.color,
    missingAlt: missingAlt(image),
    uses: uses.map((use) => useView(use, locale, wording)),
  };
}

export const wordsFormOf = (image: LibraryImage): ImageWordsForm => ({
  altEn: image.altEn,
  altEs: image.altEs,
  captionEn: image.captionEn,
  captionEs: image.captionEs,
  decorative: image.decorative,
  focalX: image.focalX === null ? "" : String(Math.round(image.focalX * 1000) / 1000),
  focalY: image.focalY === null ? "" : String(Math.round(image.focalY * 1000) / 1000),
});

/** The detail form as posted, checked: the words to save, or each field's problem. */
export function readWordsForm(
  fields: Record<string, string>,
  locale: Locale,
): { form: ImageWordsForm; words?: ImageWords; errors: ImageWordsErrors } {
  const text = (name: string) => (fields[name] ?? "").trim();
  const form: ImageWordsForm = {
    altEn: text("altEn"),
    altEs: text("altEs"),
    captionEn: text("captionEn"),
    captionEs: text("captionEs"),
    decorative: fields.decorative === "on" || fields.decorative === "1",
    focalX: text("focalX"),
    focalY: text("focalY"),
  };
  const errors: ImageWordsErrors = {};
  for (const name of ["altEn", "altEs"] as const)
    if (form[name].length > WORD_LIMITS.alt)
      errors[name] = serverT(locale, "mediaLibrary.errTooLong", { n: WORD_LIMITS.alt });
  for (const name of ["captionEn", "captionEs"] as const)
    if (form[name].length > WORD_LIMITS.caption)
      errors[name] = serverT(locale, "mediaLibrary.errTooLong", { n: WORD_LIMITS.caption });
  const number = (value: string) => {
    const parsed = Number(value.replace(",", "."));
    return value !== "" && Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : undefined;
  };
  const x = number(form.focalX);
  const y = number(form.focalY);
  if (form.focalX !== "" && x === undefined) errors.focalX = serverT(locale, "mediaLibrary.errFocal");
  if (form.focalY !== "" && y === undefined) errors.focalY = serverT(locale, "mediaLibrary.errFocal");
  if (!errors.focalX && !errors.focalY && (form.focalX === "") !== (form.focalY === "")) {
    errors[form.focalX === "" ? "focalX" : "focalY"] = serverT(locale, "mediaLibrary.errFocalBoth");
  }
  if (Object.keys(errors).length > 0) return { form, errors };
  return {
    form,
    errors,
    words: {
      altEn: form.altEn,
      altEs: form.altEs,
      captionEn: form.captionEn,
      captionEs: form.captionEs,
      decorative: form.decorative,
      focal: x !== undefined && y !== undefined ? { x, y } : null,
    },
  };
}
