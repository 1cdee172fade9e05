export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** ES pages live under /es; everything else is EN. */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

export const HTML_LANG: Record<Locale, string> = { en: "en", es: "es" };
export const OG_LOCALE: Record<Locale, string> = { en: "en_US", es: "es_ES" };
