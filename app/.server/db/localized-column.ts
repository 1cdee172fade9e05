import type { Locale } from "~/i18n/locales";

type Column<Row, Key extends string> = Key extends keyof Row ? Row[Key] : never;

/**
 * A bilingual text stored in the database: the English column `key` and the Spanish
 * column `keyEs`. The one way database text reaches a page (ADR 009): a Spanish page shows
 * the Spanish text, or the English one while the Spanish is missing or blank.
 */
/**
 * The language a localizedColumn() text is really in, when it differs from the page's: "en"
 * on a Spanish page whose Spanish text is still missing (the English one is shown, marked
 * `lang="en"` so it is read and hyphenated as English), else undefined.
 */
export function fallbackLang<Row extends Record<string, unknown>, Key extends string & keyof Row>(
  row: Row & Partial<Record<`${Key}Es`, string | null>>,
  key: Key,
  locale: Locale,
): "en" | undefined {
  if (locale !== "es") return undefined;
  const spanish = row[`${key}Es`];
  return typeof spanish === "string" && spanish.trim() !== "" ? undefined : "en";
}

export function localizedColumn<Row extends Record<string, unknown>, Key extends string & keyof Row>(
  row: Row & Partial<Record<`${Key}Es`, string | null>>,
  key: Key,
  locale: Locale,
): Column<Row, Key> {
  if (locale === "es") {
    const spanish = row[`${key}Es`];
    if (typeof spanish === "string" && spanish.trim() !== "") return spanish as Column<Row, Key>;
  }
  return row[key] as Column<Row, Key>;
}
