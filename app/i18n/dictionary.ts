import type { en } from "./dictionaries/en";

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language's dictionary has: EN's keys, any strings. */
export type Dictionary = Widen<typeof en>;

type Paths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** A dotted key into the dictionary, e.g. "notFound.text". */
export type MessageKey = Paths<Dictionary>;

/** A message tree: the whole dictionary, or the part of it a screen was given. */
export interface Messages {
  [key: string]: string | Messages;
}

/** Looks a key up; a missing translation shows the key itself. */
export function translate(
  messages: Messages | Dictionary,
  key: string,
  values?: Record<string, string | number>,
): string {
  let node: unknown = messages;
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
