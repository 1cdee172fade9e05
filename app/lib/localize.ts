import type { ImageRef } from "~/content/types";
import type { ImageSlot } from "~/content/image-slots";
import { LIBRARY_IMAGES_FOLDER } from "./media-url";
import type { Locale } from "~/i18n/locales";

/** A content image in one language: what a page's loader sends for `<ResponsiveImage>`. */
export interface LocalImage {
  src: string;
  slot: ImageSlot;
  alt: string;
}

/** The type of a content value once every `{ en, es }` text in it is one language's. */
export type Localize<T> = T extends { src: string; slot: ImageSlot }
  ? LocalImage
  : T extends { en: infer U; es: unknown }
    ? U
    : T extends readonly (infer E)[]
      ? Localize<E>[]
      : T extends object
        ? { [K in keyof T]: Localize<T[K]> }
        : T;

function isLocalized(value: object): value is { en: unknown; es: unknown } {
  const keys = Object.keys(value);
  return keys.length === 2 && "en" in value && "es" in value;
}

function isImage(value: object): value is Pick<ImageRef, "src" | "slot" | "alt" | "media" | "library"> {
  return "src" in value && "slot" in value;
}

/**
 * Where an image's files are, below the built images' folder: a library image's renditions
 * (`media/<id>-<hash>-<slot>`, the hash changing with its file and focal point), else the
 * seed's artwork. The pages and the PDFs both draw an image from here.
 */
export function imageSrc(image: Pick<ImageRef, "src" | "slot" | "media" | "library">): string {
  const { media, library } = image;
  return media && library ? `${LIBRARY_IMAGES_FOLDER}/${media}-${library.hash}-${image.slot}` : image.src;
}

/**
 * A library image's files are served under the built images' path
 * (`/images/media/<id>-<hash>-<slot>-<width>.<format>`, ADR 028), so `<ResponsiveImage>`
 * shows one as it shows a built image; its alt text is the page's, else the library's (none
 * for a decorative one). An image no longer in the library shows the seed's artwork.
 */
function localImage(
  image: Pick<ImageRef, "src" | "slot" | "alt" | "media" | "library">,
  locale: Locale,
): LocalImage {
  const { media, library } = image;
  if (!media || !library) return { src: image.src, slot: image.slot, alt: image.alt[locale] };
  const alt =
    image.alt[locale] || (library.decorative ? "" : library.alt[locale] || image.alt.en || library.alt.en);
  return { src: imageSrc(image), slot: image.slot, alt };
}

/**
 * Picks one language out of a content value, so a page's loader sends only what the page
 * shows. An image keeps its source and slot and the page's alt text (its placeholder
 * label is for the image build only).
 */
export function localize<T>(value: T, locale: Locale): Localize<T> {
  if (Array.isArray(value)) return value.map((item) => localize(item, locale)) as Localize<T>;
  if (value && typeof value === "object") {
    if (isImage(value)) {
      return localImage(value, locale) as Localize<T>;
    }
    if (isLocalized(value)) return value[locale] as Localize<T>;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localize(item, locale)]),
    ) as Localize<T>;
  }
  return value as Localize<T>;
}
