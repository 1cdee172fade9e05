import type { Dictionary, MessageKey } from "./dictionary";
import { translate } from "./dictionary";
import { en } from "./dictionaries/en";
import { es } from "./dictionaries/es";
import type { Locale } from "./locales";

/** Both dictionaries, on the server only: pages get their language's as loader data. */
export const dictionaries: Record<Locale, Dictionary> = { en, es };

export function messagesFor(locale: Locale): Dictionary {
  return dictionaries[locale];
}

export function serverT(locale: Locale, key: MessageKey, values?: Record<string, string | number>): string {
  return translate(dictionaries[locale], key, values);
}
