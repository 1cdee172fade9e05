import type { Locale } from "~/i18n/locales";
import { serverT } from "~/i18n/messages.server";

/** A date and time for the back office, in UTC (the same for every editor and every instance). */
export function formatAdminDate(date: Date, locale: Locale): string {
  const text = new Intl.DateTimeFormat(locale === "es" ? "es-ES" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date);
  return `${text} UTC`;
}

const DONE = {
  unpublished: "postEditor.unpublished",
  deleted: "postEditor.deleted",
} as const;

/** The sentence for `?done=…` after a redirect (works without script). */
export function doneMessage(locale: Locale, done: string, date = ""): string | undefined {
  const key = DONE[done as keyof typeof DONE];
  return key ? serverT(locale, key, { date }) : undefined;
}
