// The sales pipeline's two views (ADR 032): the list of requests by status and owner, and the
// board of their statuses. Both read the same filter from a query string, both put the
// overdue requests first, and both leave spam out unless it is asked for (spam is a flag
// beside the status, not a step of the pipeline). The CSV export reads the list's filter too.
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { containsPattern } from "~/.server/db/like-pattern";
import { contactMessages, mailOutbox, quoteItems, users } from "~/.server/db/schema";
import type { Locale } from "~/i18n/locales";
import { CLOSED_STATUSES, OPEN_STATUSES, SALES_STATUSES, type SalesStatus } from "~/lib/sales-status";
import type { PipelineViewRow } from "./components/pipeline-parts";
import { overdueSql, readReminderSettings } from "./sales-reminders.server";

export const PIPELINE_PAGE_SIZE = 25;
/** The most cards a board column shows; the rest are a link to the list. */
export const BOARD_COLUMN_CAP = 50;

export const PIPELINE_SORTS = ["age", "newest", "next_action"] as const;
export type PipelineSort = (typeof PIPELINE_SORTS)[number];

export const REQUEST_KINDS = ["quote", "contact"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Whose requests: everyone's, the signed-in user's, nobody's yet, or one account's. */
export type PipelineOwnerFilter = "all" | "me" | "none" | { userId: string };

/**
 * What the list, the board and the export show. Every field has a value, so a filter made
 * from any query string is complete; `pipelineFilterParams` writes it back as one.
 */
export interface PipelineFilter {
  /** One status, the open ones (new, in progress, quoted), or every status. */
  status: SalesStatus | "open" | "all";
  owner: PipelineOwnerFilter;
  /** Only the overdue requests. */
  overdue: boolean;
  /** Only the requests marked as spam (which every other view leaves out). */
  spam: boolean;
  kind: RequestKind | "all";
  /** Matched against name, company and e-mail (case-insensitive, anywhere); "" for none. */
  q: string;
  sort: PipelineSort;
}

/** The most a search may be: longer text is cut. */
const QUERY_MAX = 200;
/** An account id as the auth library makes them (letters, digits, - and _). */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

const pick = <T extends string>(known: readonly T[], value: string | null): T | undefined =>
  known.find((candidate) => candidate === value);

/** The filter a query string asks for: anything unknown or malformed falls back to the default. */
export function pipelineFilterFrom(params: URLSearchParams): PipelineFilter {
  const spam = params.get("spam") === "1";
  const status =
    pick(SALES_STATUSES, params.get("status")) ??
    pick(["open", "all"] as const, params.get("status")) ??
    // Spam is seldom moved along the pipeline: its view shows every status unless asked.
    (spam ? "all" : "open");
  const asked = params.get("owner") ?? "";
  const owner: PipelineOwnerFilter =
    asked === "me" || asked === "none"
      ? asked
      : USER_ID.test(asked) && asked !== "all"
        ? { userId: asked }
        : "all";
  return {
    status,
    owner,
    overdue: params.get("overdue") === "1",
    spam,
    kind: pick(REQUEST_KINDS, params.get("kind")) ?? "all",
    q: (params.get("q") ?? "").trim().slice(0, QUERY_MAX),
    sort: pick(PIPELINE_SORTS, params.get("sort")) ?? "age",
  };
}

/** The owner filter as its query value ("" for everyone). */
export function ownerParam(owner: PipelineOwnerFilter): string {
  return typeof owner === "string" ? (owner === "all" ? "" : owner) : owner.userId;
}

/** The filter as a query string, its defaults left out (`pipelineFilterFrom` reads it back the same). */
export function pipelineFilterParams(filter: PipelineFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status !== (filter.spam ? "all" : "open")) params.set("status", filter.status);
  if (ownerParam(filter.owner)) params.set("owner", ownerParam(filter.owner));
  if (filter.overdue) params.set("overdue", "1");
  if (filter.spam) params.set("spam", "1");
  if (filter.kind !== "all") params.set("kind", filter.kind);
  if (filter.q) params.set("q", filter.q);
  if (filter.sort !== "age") params.set("sort", filter.sort);
  return params;
}

const m = contactMessages;
const o = mailOutbox;

/**
 * A quote request came from the quote form (its project), listed products, or named one from
 * a product's page; anything else is a contact request (the CRM webhook's rule too).
 */
export const kindSql = sql<RequestKind>`case when ${m.project} is not null or ${m.productId} is not null
  or exists (select 1 from ${quoteItems} where ${quoteItems.messageId} = ${m.id}) then 'quote' else 'contact' end`;

/** What the list and the board need to say who "me" is and when "now" is. */
export interface PipelineContext {
  now: Date;
  /** The signed-in account (the owner filter's "me"). */
  me: string;
}

/** Overdue as the reminders define it (sales-reminders.server.ts), never null. */
async function overdueOf(db: Database, now: Date): Promise<SQL<boolean>> {
  const settings = await readReminderSettings(db);
  return sql<boolean>`coalesce(${overdueSql(now, settings)}, false)`;
}

function conditions(
  filter: PipelineFilter,
  overdue: SQL<boolean>,
  { me }: Pick<PipelineContext, "me">,
  options: { status: boolean },
): SQL[] {
  const where: SQL[] = [eq(m.isSpam, filter.spam)];
  if (options.status) {
    if (filter.status === "open") where.push(inArray(m.status, [...OPEN_STATUSES]));
    else if (filter.status !== "all") where.push(eq(m.status, filter.status));
  }
  if (filter.owner === "me") where.push(eq(m.ownerId, me));
  else if (filter.owner === "none") where.push(isNull(m.ownerId));
  else if (filter.owner !== "all") where.push(eq(m.ownerId, filter.owner.userId));
  if (filter.overdue) where.push(overdue);
  if (filter.kind !== "all") where.push(sql`${kindSql} = ${filter.kind}`);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    where.push(
      sql`(lower(${m.firstName} || ' ' || ${m.lastName}) like ${pattern}
        or lower(${m.company}) like ${pattern} or lower(${m.email}) like ${pattern})`,
    );
  }
  return where;
}

export interface PipelineRow {
  id: string;
  version: number;
  createdAt: Date;
  name: string;
  company: string;
  email: string;
  kind: RequestKind;
  /** The product it named, else the first of its quote's products (null for neither). */
  productName: string | null;
  /** How many products its quote lists (0 for a plain message or a single product named). */
  itemCount: number;
  status: SalesStatus;
  lostReason: string | null;
  owner: { id: string; name: string; email: string } | null;
  /** The owner's next action day (YYYY-MM-DD). */
  nextActionOn: string | null;
  overdue: boolean;
  /** Its e-mail to the team gave up (the outbox row failed). */
  deliveryFailed: boolean;
}

function rowColumns(overdue: SQL<boolean>) {
  return {
    id: m.id,
    version: m.version,
    createdAt: m.createdAt,
    firstName: m.firstName,
    lastName: m.lastName,
    company: m.company,
    email: m.email,
    kind: kindSql,
    productName: sql<
      string | null
    >`coalesce(${m.productName}, (select ${quoteItems.productName} from ${quoteItems}
      where ${quoteItems.messageId} = ${m.id} order by ${quoteItems.position} limit 1))`,
    itemCount: sql<number>`(select count(*)::int from ${quoteItems} where ${quoteItems.messageId} = ${m.id})`,
    status: m.status,
    lostReason: m.lostReason,
    ownerId: users.id,
    ownerName: users.name,
    ownerEmail: users.email,
    nextActionOn: m.nextActionOn,
    overdue: sql<boolean>`${overdue}`,
    deliveryFailed: sql<boolean>`coalesce(${o.status} = 'failed', false)`,
  };
}

interface RawRow {
  id: string;
  version: number;
  createdAt: Date;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  kind: RequestKind;
  productName: string | null;
  itemCount: number;
  status: SalesStatus;
  lostReason: string | null;
  ownerId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  nextActionOn: string | null;
  overdue: boolean;
  deliveryFailed: boolean;
}

function toRow({ firstName, lastName, ownerId, ownerName, ownerEmail, ...row }: RawRow): PipelineRow {
  return {
    ...row,
    name: `${firstName} ${lastName}`,
    itemCount: Number(row.itemCount),
    // A boolean from a raw expression: PGlite and node-postgres both give one, but be sure.
    overdue: row.overdue === true,
    deliveryFailed: row.deliveryFailed === true,
    owner: ownerId ? { id: ownerId, name: ownerName ?? "", email: ownerEmail ?? "" } : null,
  };
}

function orderOf(sort: PipelineSort, overdue: SQL<boolean>): SQL[] {
  const first = sql`${overdue} desc`;
  switch (sort) {
    case "age":
      return [first, asc(m.createdAt), asc(m.id)];
    case "newest":
      return [first, desc(m.createdAt), desc(m.id)];
    case "next_action":
      return [first, sql`${m.nextActionOn} asc nulls last`, asc(m.createdAt), asc(m.id)];
  }
}

/**
 * One page of the list: the overdue requests first whatever the order, then the order asked
 * for; with how many match and how many of those are overdue.
 */
export async function listPipeline(
  db: Database,
  filter: PipelineFilter,
  page: number,
  context: PipelineContext,
): Promise<{ rows: PipelineRow[]; total: number; overdue: number }> {
  const overdue = await overdueOf(db, context.now);
  const where = and(...conditions(filter, overdue, context, { status: true }));
  const found = await db
    .select(rowColumns(overdue))
    .from(m)
    .leftJoin(users, eq(users.id, m.ownerId))
    .leftJoin(o, eq(o.contactMessageId, m.id))
    .where(where)
    .orderBy(...orderOf(filter.sort, overdue))
    .limit(PIPELINE_PAGE_SIZE)
    .offset((page - 1) * PIPELINE_PAGE_SIZE);
  const [count] = await db
    .select({
      total: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${overdue}))::int`,
    })
    .from(m)
    .where(where);
  return {
    rows: found.map(toRow),
    total: Number(count?.total ?? 0),
    overdue: Number(count?.overdue ?? 0),
  };
}

export interface BoardColumn {
  status: SalesStatus;
  /** How many requests have this status under the filter (the cards are the first of them). */
  total: number;
  cards: PipelineRow[];
}

/**
 * The board: each status with its requests under the filter's owner, kind, search and overdue
 * choice (never spam), at most BOARD_COLUMN_CAP cards a column. The open columns put the
 * overdue first, then the oldest (the queue); the ended ones the latest changed first (what
 * just happened), since they only grow.
 */
export async function boardColumns(
  db: Database,
  filter: PipelineFilter,
  context: PipelineContext,
): Promise<BoardColumn[]> {
  const overdue = await overdueOf(db, context.now);
  const base = conditions({ ...filter, spam: false }, overdue, context, { status: false });
  const counts = await db
    .select({ status: m.status, total: sql<number>`count(*)::int` })
    .from(m)
    .where(and(...base))
    .groupBy(m.status);
  const columns: BoardColumn[] = [];
  // One status after the other: PGlite answers one query at a time anyway.
  for (const status of SALES_STATUSES) {
    const total = Number(counts.find((row) => row.status === status)?.total ?? 0);
    if (total === 0) {
      columns.push({ status, total, cards: [] });
      continue;
    }
    const ended = CLOSED_STATUSES.includes(status);
    const found = await db
      .select(rowColumns(overdue))
      .from(m)
      .leftJoin(users, eq(users.id, m.ownerId))
      .leftJoin(o, eq(o.contactMessageId, m.id))
      .where(and(...base, eq(m.status, status)))
      .orderBy(...(ended ? [desc(m.updatedAt), desc(m.id)] : orderOf("age", overdue)))
      .limit(BOARD_COLUMN_CAP);
    columns.push({ status, total, cards: found.map(toRow) });
  }
  return columns;
}

/** A request's name (its buyer's), for the board's messages about it. */
export async function requestName(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.select({ firstName: m.firstName, lastName: m.lastName }).from(m).where(eq(m.id, id));
  return row ? `${row.firstName} ${row.lastName}` : undefined;
}

const DATE_LOCALES: Record<Locale, string> = { en: "en-GB", es: "es-ES" };

/** A calendar day (YYYY-MM-DD) in the language's medium format: "12 Mar 2026", "12 mar 2026". */
export function dayText(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A date and time as the office's tables write them: in UTC, the same on the server and in the browser. */
function dateTimeText(at: Date, locale: Locale): string {
  const text = new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(at);
  return `${text} UTC`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, in words ("3 days ago", "hace 3 días"), up to a month; older, the date. */
export function agoText(at: Date, now: Date, locale: Locale): string {
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  if (elapsed >= 30 * DAY) return dayText(at.toISOString().slice(0, 10), locale);
  const words = new Intl.RelativeTimeFormat(DATE_LOCALES[locale], { numeric: "auto" });
  if (elapsed < HOUR) return words.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return words.format(-Math.floor(elapsed / HOUR), "hour");
  return words.format(-Math.floor(elapsed / DAY), "day");
}

/** A row as the pipeline's pages show it: its dates in words, its owner by name, its page's address. */
export function pipelineViewRow(
  row: PipelineRow,
  { locale, now, detailPath }: { locale: Locale; now: Date; detailPath: (id: string) => string },
): PipelineViewRow {
  return {
    id: row.id,
    version: row.version,
    href: detailPath(row.id),
    name: row.name,
    company: row.company,
    email: row.email,
    kind: row.kind,
    productName: row.productName,
    itemCount: row.itemCount,
    status: row.status,
    lostReason: row.lostReason,
    owner: row.owner ? row.owner.name.trim() || row.owner.email : null,
    nextAction: row.nextActionOn ? { day: row.nextActionOn, text: dayText(row.nextActionOn, locale) } : null,
    overdue: row.overdue,
    deliveryFailed: row.deliveryFailed,
    received: {
      iso: row.createdAt.toISOString(),
      ago: agoText(row.createdAt, now, locale),
      full: dateTimeText(row.createdAt, locale),
    },
  };
}

/** The list's condition for a filter, for the CSV export (the same rows as the list, every page). */
export async function pipelineWhere(
  db: Database,
  filter: PipelineFilter,
  context: PipelineContext,
): Promise<SQL | undefined> {
  const overdue = await overdueOf(db, context.now);
  return and(...conditions(filter, overdue, context, { status: true }));
}
