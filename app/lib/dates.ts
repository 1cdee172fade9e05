import type { Locale } from "~/i18n/locales";

const DATE_LOCALES: Record<Locale, string> = { en: "en-US", es: "es-ES" };

/** One formatter per language: making one costs far more than formatting with it. */
const formatters = new Map<Locale, Intl.DateTimeFormat>();

/** A date in the language's long format: "November 12, 2026", "12 de noviembre de 2026". */
export function formatLongDate(date: Date, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: "long", timeZone: "UTC" });
    formatters.set(locale, formatter);
  }
  return formatter.format(date);
}
