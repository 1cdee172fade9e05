/**
 * The addresses of the media library's renditions (ADR 028), served from the database like
 * the posts' pictures: `/media/images/<id>-<hash>-<size>-<width>.<format>`. A size is the
 * library's thumbnail (the image's own shape), a content slot (hero, gallery … at the slot's
 * shape and widths), or a post picture's (card, post).
 */
import { IMAGE_SLOTS, type ImageSlot } from "~/content/image-slots";
import {
  parseRenditionName,
  UPLOAD_SIZES,
  UPLOADED_IMAGES_PATH,
  type UploadFormat,
  type UploadedImageRef,
} from "./uploaded-image";

/**
 * The folder of the built images' path (`/images/…`) under which the content's library images
 * are served too, so a page shows one through the same component as a built image.
 */
export const LIBRARY_IMAGES_FOLDER = "media";

/** The library grid's thumbnails: the whole image, scaled to these widths. */
export const THUMB_WIDTHS = [320, 640] as const;

export type MediaSize = ImageSlot | "post" | "thumb";

/** Every width each size is made at (the slot card's and a post card's together). */
export function mediaSizeWidths(size: MediaSize): readonly number[] {
  if (size === "thumb") return THUMB_WIDTHS;
  if (size === "post") return UPLOAD_SIZES.post.widths;
  if (size === "card")
    return [...new Set([...IMAGE_SLOTS.card.widths, ...UPLOAD_SIZES.card.widths])].sort((a, b) => a - b);
  return IMAGE_SLOTS[size].widths;
}

/** The shape a size crops to (width, height), or undefined for the thumbnail (no crop). */
export function mediaSizeAspect(size: MediaSize): readonly [number, number] | undefined {
  if (size === "thumb") return undefined;
  if (size === "post") return UPLOAD_SIZES.post.aspect;
  return IMAGE_SLOTS[size].aspect;
}

const isSize = (value: string): value is MediaSize =>
  value === "thumb" || value === "post" || value in IMAGE_SLOTS;

export interface MediaVariantName extends UploadedImageRef {
  size: MediaSize;
  width: number;
  format: UploadFormat;
}

/** A rendition's file name read back, or undefined when the site makes no such file. */
export function parseMediaFile(name: string): MediaVariantName | undefined {
  return parseRenditionName(name, isSize, mediaSizeWidths);
}

export function mediaImageUrl(ref: UploadedImageRef, size: MediaSize, width: number, format: UploadFormat) {
  return `${UPLOADED_IMAGES_PATH}/${ref.id}-${ref.hash}-${size}-${width}.${format}`;
}

/** The height of a size's rendition at a width, for an original of `original` pixels. */
export function mediaHeight(size: MediaSize, width: number, original: { width: number; height: number }) {
  const aspect = mediaSizeAspect(size) ?? [original.width, original.height];
  return Math.round((width * aspect[1]) / aspect[0]);
}
