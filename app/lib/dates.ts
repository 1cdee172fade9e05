import type { Locale } from "~/i18n/locales";

const DATE_LOCALES: Record<Locale, string> = { en: "en-US", es: "es-ES" };

/** A date in the language's long format: "November 12, 2026", "12 de noviembre de 2026". */
export function formatLongDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: "long", timeZone: "UTC" }).format(date);
}
