import type { ImageSlot } from "~/content/types";
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

function isImage(value: object): value is { src: string; slot: ImageSlot; alt: Record<Locale, string> } {
  return "src" in value && "slot" in value;
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
      return { src: value.src, slot: value.slot, alt: value.alt[locale] } satisfies LocalImage as Localize<T>;
    }
    if (isLocalized(value)) return value[locale] as Localize<T>;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localize(item, locale)]),
    ) as Localize<T>;
  }
  return value as Localize<T>;
}
