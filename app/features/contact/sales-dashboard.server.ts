// The sales dashboard's figures (ADR 032): how many requests arrive, from where, for what, how
// fast the team first replies and how they end, for a period, as plain data for the page and
// its CSV export.
//
// How each figure is counted (the page says the same in short hints):
// - A request is a contact_messages row that is not spam. A quote request names a product (its
//   product_id, or quote_items); a contact message names none. The kind filter picks either.
// - The period is whole calendar days, `from` to `to` inclusive, in the pipeline's time zone
//   (sales_settings.time_zone): a request belongs to the day its arrival falls on there.
// - The weekly and monthly series are the 12 ISO weeks (Monday first) and the 12 calendar
//   months up to and including `to`, whatever `from` is, so the charts keep their length; a
//   week or month without requests is a 0, and nothing after `to` is counted.
// - Everything else counts the period's requests only.
// - Country: buyerCountry() (the project's location if it names one, else the phone's code);
//   "Unknown" when neither tells. Application: the quote's project application; "Not given"
//   otherwise (every contact message).
// - Product: each request counts once for each product it names (its quote list and its
//   product_id), with the quantities of its quote list summed; category likewise, once per
//   category it touches. Requests naming no product are left out of both, and counted apart.
//   A product no longer in the catalogue keeps the name it was requested under; its category
//   is "Not in the catalogue".
// - The top lists show the 10 largest and "Other" for the requests of all the rest.
// - Time to first reply: the median of (first_reply_at − created_at) over the period's
//   requests that have a first reply, with how many that is.
// - Status shares: the period's requests by their status now, all six statuses, in whole
//   percents rounded so that they add up to 100 (largest remainder).
import { sql, type SQL } from "drizzle-orm";
import type { AuditActor } from "~/.server/audit";
import { recordAudit } from "~/.server/audit";
import { rows, type Database } from "~/.server/db/client";
import { SALES_STATUSES, type QuoteProject, type SalesStatus } from "~/.server/db/schema";
import type { Localized } from "~/content/types";
import type { MessageKey } from "~/i18n/dictionary";
import { LOCALES, type Locale } from "~/i18n/locales";
import { serverT } from "~/i18n/messages.server";
import { countryName } from "~/lib/countries";
import { buyerCountry } from "./buyer-country";
import { toCsv } from "./csv";
import { APPLICATIONS } from "./quote-schema";
import { DEFAULT_REMINDER_SETTINGS, localDay, readReminderSettings } from "./sales-reminders.server";

export const DASHBOARD_KINDS = ["all", "quote", "contact"] as const;
export type DashboardKind = (typeof DASHBOARD_KINDS)[number];

/** The quick periods the page links to. */
export const DASHBOARD_PRESETS = ["weeks12", "quarter", "months12", "year"] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];

/** The pipeline's time zone when its settings name none the runtime knows. */
export const DEFAULT_TIME_ZONE = DEFAULT_REMINDER_SETTINGS.timeZone;
/** How many rows each top list shows before "Other". */
export const TOP_ROWS = 10;
/** Weeks and months in the series. */
export const SERIES_LENGTH = 12;

export interface DashboardFilter {
  /** First day of the period, YYYY-MM-DD, in `timeZone`. */
  from: string;
  /** Last day of the period (included). */
  to: string;
  kind: DashboardKind;
  /** The IANA time zone the days and buckets are counted in. */
  timeZone: string;
}

export type DashboardFilterError = "from" | "to" | "order";

export type DashboardFilterResult =
  | { ok: true; filter: DashboardFilter }
  /** What was asked, as typed, to show again beside the error. */
  | { ok: false; error: DashboardFilterError; from: string; to: string; kind: DashboardKind };

// Days are handled as UTC midnights: pure calendar arithmetic, no clock or zone in it.
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** A real calendar day written YYYY-MM-DD within the years the dashboard accepts. */
export function isDashboardDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  return toDay(new Date(`${text}T00:00:00Z`)) === text;
}

const toDay = (date: Date) => (Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10));
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  const date = asDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** The first of the month `months` after (or before) the month of `day`. */
export function addMonths(day: string, months: number): string {
  const date = asDate(day);
  return toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
}

/** The Monday of `day`'s ISO week. */
export function weekStart(day: string): string {
  const weekday = (asDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** The 12 Mondays up to `to`'s week, oldest first. */
export function weekBuckets(to: string): string[] {
  const last = weekStart(to);
  return Array.from({ length: SERIES_LENGTH }, (_, i) => addDays(last, (i - SERIES_LENGTH + 1) * 7));
}

/** The 12 months (YYYY-MM) up to `to`'s, oldest first. */
export function monthBuckets(to: string): string[] {
  return Array.from({ length: SERIES_LENGTH }, (_, i) => addMonths(to, i - SERIES_LENGTH + 1).slice(0, 7));
}

/** Whether the runtime knows the time zone (the settings' is checked before it reaches SQL). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A quick period's days, seen from today. "Last quarter" is the calendar quarter before this one. */
export function presetPeriod(preset: DashboardPreset, today: string): { from: string; to: string } {
  switch (preset) {
    case "weeks12":
      return { from: addDays(weekStart(today), -7 * (SERIES_LENGTH - 1)), to: today };
    case "quarter": {
      const month = Number(today.slice(5, 7));
      const quarterStart = `${today.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, "0")}-01`;
      return { from: addMonths(quarterStart, -3), to: addDays(quarterStart, -1) };
    }
    case "months12":
      return { from: addMonths(today, -(SERIES_LENGTH - 1)), to: today };
    case "year":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/**
 * The period and kind a query string asks for (`from`, `to`, `kind`), seen from `now` in the
 * time zone. Missing dates default to the last 12 months (from the first of the month 11
 * months back, so the period is the monthly chart's); a date that is not a real YYYY-MM-DD day,
 * or an end before the start, is refused.
 */
export function dashboardFilterFrom(
  params: URLSearchParams,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): DashboardFilterResult {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const kind = DASHBOARD_KINDS.find((known) => known === params.get("kind")) ?? "all";
  const fromText = (params.get("from") ?? "").trim().slice(0, 40);
  const toText = (params.get("to") ?? "").trim().slice(0, 40);
  const refuse = (error: DashboardFilterError) =>
    ({ ok: false, error, from: fromText, to: toText, kind }) as const;
  if (fromText && !isDashboardDay(fromText)) return refuse("from");
  if (toText && !isDashboardDay(toText)) return refuse("to");
  const to = toText || localDay(now, zone);
  const from = fromText || presetPeriod("months12", to).from;
  if (to < from) return refuse("order");
  return { ok: true, filter: { from, to, kind, timeZone: zone } };
}

/** The pipeline's time zone from its settings (the default when unset or unknown). */
export async function salesTimeZone(db: Database): Promise<string> {
  const { timeZone } = await readReminderSettings(db);
  return isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

/** What the dashboard needs of the published catalogue. */
export interface DashboardCatalogue {
  products: ReadonlyArray<{ id: string; name: Localized; categoryId: string }>;
  categories: ReadonlyArray<{ id: string; title: Localized }>;
}

/** One row of a top list: its key (a country code, product id…, or a special key below). */
export interface DashboardRow {
  key: string;
  label: Localized;
  /** Requests (each counted once in the row). */
  count: number;
}

export interface ProductRow extends DashboardRow {
  /** The quantities of the quote lists that name it. */
  quantity: number;
}

/** Keys of the rows that are not a country, application, product or category. */
export const SPECIAL_KEYS = {
  other: "_other",
  unknown: "_unknown",
  notGiven: "_not_given",
  notInCatalogue: "_not_in_catalogue",
} as const;

export interface SeriesPoint {
  /** The week's Monday (YYYY-MM-DD) or the month (YYYY-MM). */
  key: string;
  count: number;
}

export interface StatusRow {
  status: SalesStatus;
  count: number;
  /** Whole percent of the period's requests; the six add up to 100 (0 when there are none). */
  share: number;
}

export interface DashboardFigures {
  filter: DashboardFilter;
  total: number;
  quotes: number;
  contacts: number;
  weeks: SeriesPoint[];
  months: SeriesPoint[];
  countries: DashboardRow[];
  applications: DashboardRow[];
  products: ProductRow[];
  categories: DashboardRow[];
  /** Requests that name no product (left out of the product and category lists). */
  withoutProduct: number;
  statuses: StatusRow[];
  firstReply: {
    /** The median in seconds; null when no request of the period has a reply yet. */
    medianSeconds: number | null;
    /** How many requests the median is of. */
    replied: number;
  };
}

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Whole percents of a total that add up to exactly 100 (largest remainder: each share rounded
 * down, the points left over going to the largest remainders, the earlier on a tie).
 */
export function wholePercents(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count * 100) / total);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** The counts of a series' buckets, a 0 for each bucket no row names. */
export function fillSeries(keys: readonly string[], counted: ReadonlyArray<{ bucket: string; n: number }>) {
  const byKey = new Map(counted.map((row) => [row.bucket, Number(row.n)]));
  return keys.map((key) => ({ key, count: byKey.get(key) ?? 0 }));
}

interface Tally {
  label: Localized;
  ids: Set<string>;
  quantity: number;
}

/**
 * A tally's rows, largest first (then by key, the same order in both languages), the first
 * `TOP_ROWS` and "Other" for the requests of the rest (each counted once).
 */
export function topRows(tallies: ReadonlyMap<string, Tally>, other: Localized): ProductRow[] {
  const sorted = [...tallies.entries()]
    .map(([key, tally]) => ({ key, tally }))
    .sort(
      (a, b) =>
        b.tally.ids.size - a.tally.ids.size ||
        b.tally.quantity - a.tally.quantity ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
  const row = (key: string, tally: Tally): ProductRow => ({
    key,
    label: tally.label,
    count: tally.ids.size,
    quantity: tally.quantity,
  });
  if (sorted.length <= TOP_ROWS) return sorted.map(({ key, tally }) => row(key, tally));
  const rest: Tally = { label: other, ids: new Set(), quantity: 0 };
  for (const { tally } of sorted.slice(TOP_ROWS)) {
    for (const id of tally.ids) rest.ids.add(id);
    rest.quantity += tally.quantity;
  }
  return [
    ...sorted.slice(0, TOP_ROWS).map(({ key, tally }) => row(key, tally)),
    row(SPECIAL_KEYS.other, rest),
  ];
}

const both = (text: (locale: Locale) => string): Localized =>
  Object.fromEntries(LOCALES.map((locale) => [locale, text(locale)])) as Localized;
const words = (key: MessageKey) => both((locale) => serverT(locale, key));

/** A request of the period as the figures need it. */
export interface PeriodRequest {
  id: string;
  status: SalesStatus;
  countryCode: string;
  project: QuoteProject | null;
  productId: string | null;
  productName: string | null;
  /** Seconds from its arrival to its first reply; null while it has none. */
  replySeconds: number | null;
  isQuote: boolean;
}

export interface PeriodItem {
  messageId: string;
  productId: string;
  productName: string;
  quantity: number;
}

function tally(map: Map<string, Tally>, key: string, label: () => Localized, id: string, quantity = 0) {
  let entry = map.get(key);
  if (!entry) map.set(key, (entry = { label: label(), ids: new Set(), quantity: 0 }));
  entry.ids.add(id);
  entry.quantity += quantity;
}

/** The period's figures from its requests and their quote lists (the series come from SQL). */
export function periodFigures(
  requests: readonly PeriodRequest[],
  items: readonly PeriodItem[],
  catalogue: DashboardCatalogue,
): Omit<DashboardFigures, "filter" | "weeks" | "months"> {
  const products = new Map(catalogue.products.map((product) => [product.id, product]));
  const categories = new Map(catalogue.categories.map((category) => [category.id, category]));
  const countries = new Map<string, Tally>();
  const applications = new Map<string, Tally>();
  const productTally = new Map<string, Tally>();
  const categoryTally = new Map<string, Tally>();

  const itemsOf = new Map<string, PeriodItem[]>();
  for (const item of items) {
    const list = itemsOf.get(item.messageId) ?? [];
    list.push(item);
    itemsOf.set(item.messageId, list);
  }

  let withoutProduct = 0;
  for (const request of requests) {
    const country = buyerCountry({ countryCode: request.countryCode, project: request.project });
    if (country) tally(countries, country, () => both((locale) => countryName(country, locale)), request.id);
    else tally(countries, SPECIAL_KEYS.unknown, () => words("salesDashboard.unknownCountry"), request.id);

    const application = APPLICATIONS.find((known) => known === request.project?.application);
    if (application) {
      tally(applications, application, () => words(`quote.applications.${application}`), request.id);
    } else {
      tally(applications, SPECIAL_KEYS.notGiven, () => words("salesDashboard.notGiven"), request.id);
    }

    // Its products: the quote list's, with quantities, and the one the contact form named.
    const named = new Map<string, { name: string; quantity: number }>();
    for (const item of itemsOf.get(request.id) ?? []) {
      const seen = named.get(item.productId);
      named.set(item.productId, {
        name: seen?.name ?? item.productName,
        quantity: (seen?.quantity ?? 0) + item.quantity,
      });
    }
    if (request.productId && !named.has(request.productId)) {
      named.set(request.productId, { name: request.productName ?? request.productId, quantity: 0 });
    }
    if (named.size === 0) withoutProduct += 1;
    const touched = new Set<string>();
    for (const [productId, { name, quantity }] of named) {
      const product = products.get(productId);
      tally(productTally, productId, () => product?.name ?? both(() => name), request.id, quantity);
      touched.add(product ? product.categoryId : SPECIAL_KEYS.notInCatalogue);
    }
    for (const categoryId of touched) {
      tally(
        categoryTally,
        categoryId,
        () =>
          categoryId === SPECIAL_KEYS.notInCatalogue
            ? words("salesDashboard.notInCatalogue")
            : (categories.get(categoryId)?.title ?? both(() => categoryId)),
        request.id,
      );
    }
  }

  const other = words("salesDashboard.other");
  const plain = ({ quantity: _quantity, ...row }: ProductRow): DashboardRow => row;
  const statusCounts = SALES_STATUSES.map((status) => requests.filter((r) => r.status === status).length);
  const shares = wholePercents(statusCounts);
  const replies = requests.flatMap((r) => (r.replySeconds === null ? [] : [Math.max(0, r.replySeconds)]));
  const quotes = requests.filter((r) => r.isQuote).length;
  return {
    total: requests.length,
    quotes,
    contacts: requests.length - quotes,
    countries: topRows(countries, other).map(plain),
    applications: topRows(applications, other).map(plain),
    products: topRows(productTally, other),
    categories: topRows(categoryTally, other).map(plain),
    withoutProduct,
    statuses: SALES_STATUSES.map((status, i) => ({ status, count: statusCounts[i]!, share: shares[i]! })),
    firstReply: { medianSeconds: median(replies), replied: replies.length },
  };
}

const m = sql.raw("m");
/** A quote request names a product: its product_id or a quote list. */
const isQuoteSql = sql`(${m}.product_id is not null
  or exists (select 1 from quote_items qi where qi.message_id = ${m}.id))`;

/** The requests (not spam) of the kind that arrived on the days from `first` to `last`. */
function requestsWhere(filter: DashboardFilter, first: string, last: string): SQL {
  const { timeZone } = filter;
  const kind =
    filter.kind === "quote"
      ? sql`and ${isQuoteSql}`
      : filter.kind === "contact"
        ? sql`and not ${isQuoteSql}`
        : sql``;
  // A day's bounds are its midnights in the time zone (DST included), as instants.
  return sql`not ${m}.is_spam
    and ${m}.created_at >= (${first}::date)::timestamp at time zone ${timeZone}
    and ${m}.created_at < (${addDays(last, 1)}::date)::timestamp at time zone ${timeZone}
    ${kind}`;
}

async function series(db: Database, filter: DashboardFilter, unit: "week" | "month", keys: string[]) {
  const format = unit === "week" ? "YYYY-MM-DD" : "YYYY-MM";
  const first = unit === "week" ? keys[0]! : `${keys[0]!}-01`;
  const counted = await rows<{ bucket: string; n: number }>(
    db,
    sql`select to_char(date_trunc(${unit}, ${m}.created_at at time zone ${filter.timeZone}), ${format}) as bucket,
        count(*)::int as n
      from contact_messages ${m}
      where ${requestsWhere(filter, first, filter.to)}
      group by 1`,
  );
  return fillSeries(keys, counted);
}

/** Every figure of the dashboard for a period (see the top of this file for how each is counted). */
export async function salesDashboard(
  db: Database,
  filter: DashboardFilter,
  catalogue: DashboardCatalogue,
): Promise<DashboardFigures> {
  const where = requestsWhere(filter, filter.from, filter.to);
  const [weeks, months, requests, items] = await Promise.all([
    series(db, filter, "week", weekBuckets(filter.to)),
    series(db, filter, "month", monthBuckets(filter.to)),
    rows<{
      id: string;
      status: SalesStatus;
      country_code: string;
      project: QuoteProject | string | null;
      product_id: string | null;
      product_name: string | null;
      reply_seconds: number | string | null;
      is_quote: boolean;
    }>(
      db,
      sql`select ${m}.id, ${m}.status, ${m}.country_code, ${m}.project, ${m}.product_id, ${m}.product_name,
          extract(epoch from (${m}.first_reply_at - ${m}.created_at))::float8 as reply_seconds,
          ${isQuoteSql} as is_quote
        from contact_messages ${m} where ${where}`,
    ),
    rows<{ message_id: string; product_id: string; product_name: string; quantity: number }>(
      db,
      sql`select qi.message_id, qi.product_id, qi.product_name, qi.quantity
        from quote_items qi join contact_messages ${m} on ${m}.id = qi.message_id
        where ${where}`,
    ),
  ]);
  const figures = periodFigures(
    requests.map((row) => ({
      id: row.id,
      status: row.status,
      countryCode: row.country_code,
      project: typeof row.project === "string" ? (JSON.parse(row.project) as QuoteProject) : row.project,
      productId: row.product_id,
      productName: row.product_name,
      replySeconds: row.reply_seconds === null ? null : Number(row.reply_seconds),
      isQuote: Boolean(row.is_quote),
    })),
    items.map((item) => ({
      messageId: item.message_id,
      productId: item.product_id,
      productName: item.product_name,
      quantity: Number(item.quantity),
    })),
    catalogue,
  );
  return { filter, weeks, months, ...figures };
}

/** Hours with one decimal (as the page and the CSV show them). */
export const hoursOf = (seconds: number) => Math.round(seconds / 360) / 10;

const MONTH_FORMAT: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }),
  es: new Intl.DateTimeFormat("es-ES", { month: "long", year: "numeric", timeZone: "UTC" }),
};
const DAY_FORMAT: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
  es: new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
};

/** A week's Monday as words ("3 Mar 2025"). */
export const dayLabel = (day: string, locale: Locale) => DAY_FORMAT[locale].format(asDate(day));
/** A month as words ("March 2025", "marzo de 2025"). */
export const monthLabel = (month: string, locale: Locale) =>
  MONTH_FORMAT[locale].format(asDate(`${month}-01`));

const STATUS_KEYS: Record<SalesStatus, MessageKey> = {
  new: "salesDashboard.statusNew",
  in_progress: "salesDashboard.statusInProgress",
  quoted: "salesDashboard.statusQuoted",
  won: "salesDashboard.statusWon",
  lost: "salesDashboard.statusLost",
  closed: "salesDashboard.statusClosed",
};
export const statusLabelKey = (status: SalesStatus) => STATUS_KEYS[status];

const KIND_KEYS: Record<DashboardKind, MessageKey> = {
  all: "salesDashboard.kindAll",
  quote: "salesDashboard.kindQuote",
  contact: "salesDashboard.kindContact",
};
export const kindLabelKey = (kind: DashboardKind) => KIND_KEYS[kind];

/** The CSV's columns: which table, the row's key, its words, and its figures. */
export const DASHBOARD_CSV_HEADER = ["table", "key", "label", "value", "quantity", "share_percent"] as const;

/**
 * The dashboard as one CSV, a row per figure: `table` names the chart (period, total, week,
 * month, country, application, product, category, status, first_reply), `key` is the row's
 * stable key (a date, an ISO country code, a product id, a status; `_other`, `_unknown`…),
 * `label` its words in the language, `value` the requests (or the period's setting, or the
 * median in hours), `quantity` a product's quoted quantity, `share_percent` a status's share.
 */
export function dashboardCsv(figures: DashboardFigures, locale: Locale): string {
  const t = (key: MessageKey) => serverT(locale, key);
  const { filter } = figures;
  const lines: unknown[][] = [
    ["period", "from", t("salesDashboard.from"), filter.from],
    ["period", "to", t("salesDashboard.to"), filter.to],
    ["period", "kind", t(kindLabelKey(filter.kind)), filter.kind],
    ["period", "time_zone", t("salesDashboard.timeZone"), filter.timeZone],
    ["total", "requests", t("salesDashboard.totalRequests"), figures.total],
    ["total", "quote", t("salesDashboard.kindQuote"), figures.quotes],
    ["total", "contact", t("salesDashboard.kindContact"), figures.contacts],
    ["total", "without_product", t("salesDashboard.withoutProduct"), figures.withoutProduct],
    ...figures.weeks.map((point) => ["week", point.key, dayLabel(point.key, locale), point.count]),
    ...figures.months.map((point) => ["month", point.key, monthLabel(point.key, locale), point.count]),
    ...figures.countries.map((row) => ["country", row.key, row.label[locale], row.count]),
    ...figures.applications.map((row) => ["application", row.key, row.label[locale], row.count]),
    ...figures.products.map((row) => ["product", row.key, row.label[locale], row.count, row.quantity]),
    ...figures.categories.map((row) => ["category", row.key, row.label[locale], row.count]),
    ...figures.statuses.map((row) => [
      "status",
      row.status,
      t(statusLabelKey(row.status)),
      row.count,
      "",
      row.share,
    ]),
    [
      "first_reply",
      "median_hours",
      t("salesDashboard.medianReplyHours"),
      figures.firstReply.medianSeconds === null ? "" : hoursOf(figures.firstReply.medianSeconds),
    ],
    ["first_reply", "replied", t("salesDashboard.repliedRequests"), figures.firstReply.replied],
  ];
  return toCsv(DASHBOARD_CSV_HEADER, lines);
}

/** An export of the dashboard, in the audit log as the messages' exports are. */
export async function recordDashboardExport(db: Database, actor: AuditActor, figures: DashboardFigures) {
  const { from, to, kind } = figures.filter;
  await recordAudit(db, actor, {
    action: "message.export_dashboard",
    entityType: "message",
    entityId: "*",
    after: { from, to, kind, requests: figures.total },
  });
}
