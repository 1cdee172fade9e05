import type { Dictionary, MessageKey, Messages } from "./dictionary";
import { translate } from "./dictionary";
import { en } from "./dictionaries/en";
import { es } from "./dictionaries/es";
import type { Locale } from "./locales";

/** Both dictionaries, on the server only: pages get their language's as loader data. */
export const dictionaries: Record<Locale, Dictionary> = { en, es };

export function messagesFor(locale: Locale): Dictionary {
  return dictionaries[locale];
}

export type MessageGroup = keyof Dictionary;

/**
 * The groups the site shell (header and its search, footer, 404 and error screens, page
 * titles) shows: the root loader sends these on every page. A page's own groups come with its loader
 * (`messageGroups`), so no page carries another page's texts in its first load.
 */
export const SHELL_GROUPS = [
  "meta",
  "common",
  "nav",
  "search",
  "footer",
  "notFound",
  "error",
] as const satisfies MessageGroup[];

/** Some groups of a language's dictionary, for a loader to send. */
export function messageGroups(locale: Locale, groups: readonly MessageGroup[]): Messages {
  const dictionary = dictionaries[locale];
  return Object.fromEntries(groups.map((group) => [group, dictionary[group]])) as Messages;
}

export function serverT(locale: Locale, key: MessageKey, values?: Record<string, string | number>): string {
  return translate(dictionaries[locale], key, values);
}
