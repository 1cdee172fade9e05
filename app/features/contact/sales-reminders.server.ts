// Reminders to a request's owner (ADR 032): a request still new after a number of working
// hours, and a request whose next action day has passed, are e-mailed to their owner once
// each, and listed as overdue. Working hours are the company's: Monday to Friday between the
// settings' start and end hour, in the settings' time zone (daylight saving time included).
//
// Every instance runs the reminders' timer; a request is claimed by an UPDATE whose condition
// is what makes it due (not reminded yet), in the transaction that queues its notice, so two
// instances never both remind it: the second waits for the first's row lock and then finds the
// condition false.
import { and, eq, inArray, isNotNull, isNull, lt, lte, notInArray, sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "~/.server/db/client";
import { contactMessages, salesSettings, users } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { addTimelineEvent } from "./pipeline.server";
import { queueOwnerNotice } from "./sales-mail.server";
import { CLOSED_STATUSES } from "~/lib/sales-status";

/** The company's working week: its hours (0-24) and its time zone (IANA). */
export interface WorkingHours {
  workdayStart: number;
  workdayEnd: number;
  timeZone: string;
}

export interface ReminderSettings extends WorkingHours {
  /** Working hours a request may stay new before its owner is reminded. */
  reminderHours: number;
}

/** The defaults of migration 0022, for a database whose settings row is missing. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  reminderHours: 8,
  workdayStart: 8,
  workdayEnd: 17,
  timeZone: "America/Chicago",
};

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** How far back a working-hours walk goes at most (200 hours at one hour a day, weekends). */
const MAX_DAYS = 400;

export async function readReminderSettings(db: Pick<Executor, "select">): Promise<ReminderSettings> {
  const [row] = await db
    .select({
      reminderHours: salesSettings.reminderHours,
      workdayStart: salesSettings.workdayStart,
      workdayEnd: salesSettings.workdayEnd,
      timeZone: salesSettings.timeZone,
    })
    .from(salesSettings)
    .where(eq(salesSettings.id, 1));
  return row ?? DEFAULT_REMINDER_SETTINGS;
}

// ---------------------------------------------------------------------------------------------
// Time zones through Intl: the wall clock of an instant, and the instant of a wall clock.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a time zone, as if it were UTC (ms). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** The instant a wall-clock time (given as if UTC, ms) stands for in a time zone. */
function instantOf(wall: number, timeZone: string): number {
  // The zone's offset at a first guess, then at the instant it gives: right on both sides of
  // a change of offset (a wall time skipped in spring comes out an hour later).
  const first = wall - (wallClock(wall, timeZone) - wall);
  return wall - (wallClock(first, timeZone) - first);
}

/** The calendar day (days since 1970-01-01) an instant falls on in a time zone. */
const dayNumber = (instant: number, timeZone: string) => Math.floor(wallClock(instant, timeZone) / DAY_MS);

/** The day's working window as instants, or undefined on a Saturday or Sunday. */
function workWindow(day: number, settings: WorkingHours): { open: number; close: number } | undefined {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  if (weekday === 0 || weekday === 6) return undefined;
  return {
    open: instantOf(day * DAY_MS + settings.workdayStart * HOUR_MS, settings.timeZone),
    close: instantOf(day * DAY_MS + settings.workdayEnd * HOUR_MS, settings.timeZone),
  };
}

/** The calendar day an instant falls on in a time zone, as YYYY-MM-DD. */
export function localDay(instant: Date, timeZone: string): string {
  return new Date(dayNumber(instant.getTime(), timeZone) * DAY_MS).toISOString().slice(0, 10);
}

/** The working hours (fractional) between two instants: weekdays, within the working day. */
export function workingHoursBetween(start: Date, end: Date, settings: WorkingHours): number {
  const from = start.getTime();
  const to = end.getTime();
  if (!(to > from)) return 0;
  let total = 0;
  const last = dayNumber(to, settings.timeZone);
  for (let day = dayNumber(from, settings.timeZone); day <= last; day++) {
    const window = workWindow(day, settings);
    if (!window) continue;
    total += Math.max(0, Math.min(window.close, to) - Math.max(window.open, from));
  }
  return total / HOUR_MS;
}

/**
 * The latest instant at least `hours` working hours before `end`: whatever arrived at or
 * before it has waited that long by `end`, and whatever arrived after it has not.
 */
export function workingHoursBefore(end: Date, hours: number, settings: WorkingHours): Date {
  const to = end.getTime();
  let remaining = hours * HOUR_MS;
  const first = dayNumber(to, settings.timeZone);
  for (let day = first; day > first - MAX_DAYS; day--) {
    const window = workWindow(day, settings);
    if (!window) continue;
    const until = Math.min(window.close, to);
    const available = until - window.open;
    if (available <= 0) continue;
    if (remaining <= available) return new Date(until - remaining);
    remaining -= available;
  }
  return new Date(first * DAY_MS - MAX_DAYS * DAY_MS);
}

// ---------------------------------------------------------------------------------------------
// Overdue requests and their reminders

const m = contactMessages;

/**
 * The condition of an overdue request at `now`, for the office's lists: still new after the
 * reminder's working hours, or past its next action day (in the company's calendar) while
 * still open. Spam is never overdue.
 */
export function overdueSql(now: Date, settings: ReminderSettings): SQL {
  const cutoff = workingHoursBefore(now, settings.reminderHours, settings).toISOString();
  const today = localDay(now, settings.timeZone);
  return sql`(not ${m.isSpam} and ((${m.status} = 'new' and ${m.createdAt} <= ${cutoff}::timestamptz)
    or (${m.nextActionOn} < ${today}::date and ${m.status} not in ('won', 'lost', 'closed'))))`;
}

export interface ReminderRun {
  /** The time the reminders are due by (the clock; tests choose it). */
  now: Date;
  /** Whether SMTP is configured: notices are then queued, otherwise stored undelivered. */
  mailEnabled: boolean;
  /** The site's origin, for the link to the request. */
  publicUrl: string | undefined;
}

/** Owners who can still sign in (a disabled account's requests wait for a new owner). */
const activeOwner = inArray(
  m.ownerId,
  sql`(select ${users.id} from ${users} where ${users.disabledAt} is null)`,
);

/**
 * Reminds owners of their requests that became due by `now`, each once: a request still new
 * after the settings' working hours, and a request whose next action day has passed (once per
 * day set). Each reminder is an e-mail and a row on the request's timeline. Returns how many
 * notices were queued.
 */
export async function sendDueReminders(db: Database, run: ReminderRun): Promise<number> {
  const settings = await readReminderSettings(db);
  const cutoff = workingHoursBefore(run.now, settings.reminderHours, settings);
  const today = localDay(run.now, settings.timeZone);
  // Each claimed request's notice to its owner, and the reminder on its timeline when it went.
  const remind = async <Claimed extends { id: string; ownerId: string | null }>(
    tx: Executor,
    claimed: Claimed[],
    kind: "reminder_new" | "reminder_action",
    what: (request: Claimed) => Record<string, unknown>,
  ): Promise<number> => {
    let queued = 0;
    for (const request of claimed) {
      const ownerId = request.ownerId!;
      const sent = await queueOwnerNotice(tx, {
        mailEnabled: run.mailEnabled,
        publicUrl: run.publicUrl,
        messageId: request.id,
        ownerId,
        kind,
        ...(kind === "reminder_new" ? { hours: settings.reminderHours } : {}),
      });
      if (!sent) continue;
      queued++;
      await addTimelineEvent(tx, request.id, null, "reminder", { ...what(request), ownerId });
    }
    return queued;
  };

  const stillNew = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(m)
      .set({ remindedNewAt: run.now })
      .where(
        and(
          eq(m.status, "new"),
          eq(m.isSpam, false),
          isNull(m.remindedNewAt),
          isNotNull(m.ownerId),
          activeOwner,
          lte(m.createdAt, cutoff),
        ),
      )
      .returning({ id: m.id, ownerId: m.ownerId });
    return remind(tx, claimed, "reminder_new", () => ({ reason: "new", hours: settings.reminderHours }));
  });

  const pastAction = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(m)
      .set({ remindedActionOn: sql`${m.nextActionOn}` })
      .where(
        and(
          eq(m.isSpam, false),
          notInArray(m.status, [...CLOSED_STATUSES]),
          isNotNull(m.ownerId),
          activeOwner,
          lt(m.nextActionOn, today),
          sql`${m.remindedActionOn} is distinct from ${m.nextActionOn}`,
        ),
      )
      .returning({ id: m.id, ownerId: m.ownerId, nextActionOn: m.nextActionOn });
    return remind(tx, claimed, "reminder_action", (request) => ({
      reason: "next_action",
      day: request.nextActionOn,
    }));
  });

  return stillNew + pastAction;
}

// ---------------------------------------------------------------------------------------------
// The timer

/** How often each instance looks for due reminders. */
export const REMINDER_INTERVAL_MS = 60_000;

export interface ReminderJobOptions {
  db: Database;
  logger: Logger;
  mailEnabled: boolean;
  publicUrl: string | undefined;
  /** After a run that queued notices: wakes the mail delivery. */
  onQueued?: () => void;
  intervalMs?: number;
  /** The clock (tests pass their own). */
  now?: () => Date;
}

export interface ReminderJob {
  /** Stops the timer and waits for the run in flight, if any. */
  stop(): Promise<void>;
}

export function startReminders(options: ReminderJobOptions): ReminderJob {
  const intervalMs = options.intervalMs ?? REMINDER_INTERVAL_MS;
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let running: Promise<void> | undefined;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        const queued = await sendDueReminders(options.db, {
          now: now(),
          mailEnabled: options.mailEnabled,
          publicUrl: options.publicUrl,
        });
        if (failing) options.logger.info("sales reminders: the database answers again");
        failing = false;
        if (queued > 0) {
          options.logger.info({ count: queued }, "sales reminders queued");
          options.onQueued?.();
        }
      } catch (error) {
        // The database is away (or similar): try again at the next tick, logged once.
        if (!failing) options.logger.error({ err: error }, "sales reminders: cannot read the requests");
        failing = true;
      }
    })().finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(run, intervalMs);
    });
  };
  timer = setTimeout(run, intervalMs);

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
