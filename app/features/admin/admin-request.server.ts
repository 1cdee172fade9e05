// What the admin tools' loaders and actions share: the page number of a list, the
// outcome of an action in the page's language, and the time format of the tables.
import { data } from "react-router";
import type { MessageKey } from "~/i18n/dictionary";
import type { Locale } from "~/i18n/locales";
import { serverT } from "~/i18n/messages.server";

/** A list's page from `?page=` (1 when missing or nonsense). */
export function pageNumber(params: URLSearchParams): number {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export interface ActionResult {
  ok: boolean;
  text: string;
  /** Makes each result new, so the same outcome twice shows twice. */
  at: number;
  /** The record changed since the page was opened: the message stays on the page (ADR 022). */
  conflict?: boolean;
}

/** An action's answer: its outcome in words, 200 when done, else 400/404/409. */
export function actionResult<Extra extends Record<string, unknown> = Record<never, never>>(
  locale: Locale,
  outcome: {
    ok: boolean;
    key: MessageKey;
    values?: Record<string, string>;
    status?: number;
    headers?: Headers;
  },
  extra?: Extra,
) {
  const result: ActionResult = {
    ok: outcome.ok,
    text: serverT(locale, outcome.key, outcome.values),
    at: Date.now(),
  };
  return data(
    { result, ...(extra ?? ({} as Extra)) },
    { status: outcome.status ?? (outcome.ok ? 200 : 400), headers: outcome.headers },
  );
}

/**
 * The answer when a record changed since its page was opened (409): the message stays on the
 * page, which shows the record as it is now (ADR 022), with `extra` (what was typed) kept.
 */
export function conflictResult<Extra extends Record<string, unknown> = Record<never, never>>(
  locale: Locale,
  extra?: Extra,
) {
  const result: ActionResult = {
    ok: false,
    text: serverT(locale, "office.resultConflict"),
    at: Date.now(),
    conflict: true,
  };
  return data({ result, ...(extra ?? ({} as Extra)) }, { status: 409 });
}

/** The version a form was opened at (a positive whole number), or undefined. */
export function formVersion(value: FormDataEntryValue | null): number | undefined {
  const version = Number(typeof value === "string" && value !== "" ? value : Number.NaN);
  return Number.isSafeInteger(version) && version >= 1 ? version : undefined;
}

const DATE_LOCALES: Record<Locale, string> = { en: "en-GB", es: "es-ES" };

/** Date and time for the admin tables, in UTC (the same on the server and in the browser). */
export function formatDateTime(date: Date | null | undefined, locale: Locale): string | null {
  if (!date) return null;
  return `${new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date)} UTC`;
}
