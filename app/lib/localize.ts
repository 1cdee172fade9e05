import type { Locale } from "~/i18n/locales";

/** The type of a content value once every `{ en, es }` text in it is one language's. */
export type Localize<T> = T extends { src: string; slot: string }
  ? T
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

/**
 * Picks one language out of a content value, so a page's loader sends only what the page
 * shows. Images keep both alt texts (the image component picks the page's).
 */
export function localize<T>(value: T, locale: Locale): Localize<T> {
  if (Array.isArray(value)) return value.map((item) => localize(item, locale)) as Localize<T>;
  if (value && typeof value === "object") {
    if ("src" in value && "slot" in value) return value as Localize<T>;
    if (isLocalized(value)) return value[locale] as Localize<T>;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localize(item, locale)]),
    ) as Localize<T>;
  }
  return value as Localize<T>;
}
