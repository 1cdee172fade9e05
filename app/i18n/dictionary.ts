import { en } from "./dictionaries/en";
import { es } from "./dictionaries/es";
import type { Locale } from "./locales";

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language's dictionary has: EN's keys, any strings. */
export type Dictionary = Widen<typeof en>;

type Paths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** A dotted key into the dictionary, e.g. "notFound.text". */
export type MessageKey = Paths<Dictionary>;

export const dictionaries: Record<Locale, Dictionary> = { en, es };

/** Looks a key up; a missing translation shows the key itself. */
export function translate(
  dictionary: Dictionary,
  key: string,
  values?: Record<string, string | number>,
): string {
  let node: unknown = dictionary;
  for (const part of key.split(".")) {
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== "string") return key;
  return values ? node.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match)) : node;
}

/** Every dotted key of a dictionary, for checks. */
export function dictionaryKeys(dictionary: object, prefix = ""): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : dictionaryKeys(value as object, `${prefix}${key}.`),
  );
}
