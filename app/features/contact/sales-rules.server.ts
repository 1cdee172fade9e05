// Who owns a new request (ADR 032): the administrators' rules map a buyer's country to an
// owner, and the pipeline's settings name the owner of what no rule claims and when owners
// are reminded. An owner is an account that can sign in and holds the sales or administrator
// role; one that lost both (or was disabled) owns nothing new, so its rules give way to the
// default owner without anyone editing them.
import { and, asc, eq, isNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/.server/audit";
import { rows, type Database, type Executor } from "~/.server/db/client";
import { contactMessages, requestEvents, salesRules, salesSettings, users } from "~/.server/db/schema";
import { isCountryCode } from "~/lib/countries";
import { buyerCountry } from "./buyer-country";

/** An account that may own a request. */
export interface SalesOwner {
  id: string;
  name: string;
  email: string;
}

/** Whether the account in this column may own requests now (qualified by hand, as a subquery). */
const isEligibleSql = (userId: SQL | AnyColumn) => sql<boolean>`exists (
  select 1 from user_roles r join users u on u.id = r.user_id
  where r.user_id = ${userId} and r.role in ('sales', 'admin') and u.disabled_at is null)`;

/** The accounts that may own a request, by name (then e-mail: most accounts have no name). */
export async function salesOwners(db: Executor): Promise<SalesOwner[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(isEligibleSql(sql`"users"."id"`))
    .orderBy(sql`lower(coalesce(nullif(${users.name}, ''), ${users.email}))`, asc(users.email));
}

/** How an owner is named on a screen: the account's name, else its e-mail. */
export const ownerLabel = (owner: { name: string; email: string }) =>
  owner.name.trim() ? `${owner.name.trim()} (${owner.email})` : owner.email;

async function isEligible(db: Executor, userId: string): Promise<boolean> {
  const [row] = await rows<{ eligible: boolean }>(
    db,
    sql`select ${isEligibleSql(sql`${userId}`)} as eligible`,
  );
  return row?.eligible === true;
}

export interface SalesSettings {
  defaultOwnerId: string | null;
  reminderHours: number;
  workdayStart: number;
  workdayEnd: number;
  timeZone: string;
  /** Raised by every save: a form opened at an older one is refused (ADR 022). */
  version: number;
  /** The default owner's account, and whether it may still own requests. */
  defaultOwner: (SalesOwner & { eligible: boolean }) | null;
}

/** The pipeline's settings: the one row the migration made (made again here if it is gone). */
export async function loadSalesSettings(db: Executor): Promise<SalesSettings> {
  const read = () =>
    db
      .select({
        defaultOwnerId: salesSettings.defaultOwnerId,
        reminderHours: salesSettings.reminderHours,
        workdayStart: salesSettings.workdayStart,
        workdayEnd: salesSettings.workdayEnd,
        timeZone: salesSettings.timeZone,
        version: salesSettings.version,
        ownerName: users.name,
        ownerEmail: users.email,
        ownerEligible: isEligibleSql(salesSettings.defaultOwnerId),
      })
      .from(salesSettings)
      .leftJoin(users, eq(users.id, salesSettings.defaultOwnerId))
      .where(eq(salesSettings.id, 1));
  let [row] = await read();
  if (!row) {
    await db.insert(salesSettings).values({ id: 1 }).onConflictDoNothing();
    [row] = await read();
  }
  if (!row) throw new Error("sales_settings has no row");
  const { ownerName, ownerEmail, ownerEligible, ...settings } = row;
  return {
    ...settings,
    defaultOwner:
      settings.defaultOwnerId && ownerEmail !== null
        ? { id: settings.defaultOwnerId, name: ownerName ?? "", email: ownerEmail, eligible: ownerEligible }
        : null,
  };
}

/** Which rule gave a request its owner. */
export type AssignedBy = "country" | "default";

/**
 * Gives a request that has no owner yet its owner, inside the transaction that stores it:
 * the rule of the buyer's country if its owner may still own requests, else the default owner
 * if that one may, else nobody. Writes the `assigned` row of its timeline (by the site itself).
 */
export async function assignOnArrival(
  tx: Executor,
  messageId: string,
): Promise<{ ownerId: string; country: string | null; rule: AssignedBy } | undefined> {
  const [request] = await tx
    .select({
      countryCode: contactMessages.countryCode,
      project: contactMessages.project,
      ownerId: contactMessages.ownerId,
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, messageId));
  if (!request || request.ownerId) return undefined;
  const country = buyerCountry(request) ?? null;
  let chosen: { ownerId: string; rule: AssignedBy } | undefined;
  if (country) {
    const [rule] = await tx
      .select({ ownerId: salesRules.ownerId })
      .from(salesRules)
      .where(and(eq(salesRules.countryCode, country), isEligibleSql(sql`"sales_rules"."owner_id"`)));
    if (rule) chosen = { ownerId: rule.ownerId, rule: "country" };
  }
  if (!chosen) {
    const settings = await loadSalesSettings(tx);
    if (settings.defaultOwner?.eligible) chosen = { ownerId: settings.defaultOwner.id, rule: "default" };
  }
  if (!chosen) return undefined;
  const updated = await tx
    .update(contactMessages)
    .set({ ownerId: chosen.ownerId })
    .where(and(eq(contactMessages.id, messageId), isNull(contactMessages.ownerId)))
    .returning({ id: contactMessages.id });
  if (updated.length === 0) return undefined;
  await tx.insert(requestEvents).values({
    messageId,
    kind: "assigned",
    actorUserId: null,
    actorEmail: null,
    data: { to: chosen.ownerId, country, rule: chosen.rule },
  });
  return { ownerId: chosen.ownerId, country, rule: chosen.rule };
}

/** A rule as the rules page lists it. */
export interface SalesRule {
  countryCode: string;
  owner: SalesOwner;
  /** False when its owner lost the sales and administrator roles or was disabled. */
  eligible: boolean;
}

export async function listRules(db: Executor): Promise<SalesRule[]> {
  const rows = await db
    .select({
      countryCode: salesRules.countryCode,
      id: users.id,
      name: users.name,
      email: users.email,
      eligible: isEligibleSql(salesRules.ownerId),
    })
    .from(salesRules)
    .innerJoin(users, eq(users.id, salesRules.ownerId))
    .orderBy(asc(salesRules.countryCode));
  return rows.map(({ countryCode, eligible, ...owner }) => ({ countryCode, owner, eligible }));
}

/** Why a field of the rules page was refused; the page words each in its language. */
export type SalesFieldError =
  | "countryUnknown"
  | "ownerRequired"
  | "ownerIneligible"
  | "hoursRange"
  | "workdayRange"
  | "workdayOrder"
  | "timeZoneUnknown";

export type RuleOutcome =
  | { ok: true; change: "created" | "updated" | "unchanged" }
  | { ok: false; errors: { countryCode?: SalesFieldError; ownerId?: SalesFieldError } };

/** Makes `ownerId` the owner of new requests from a country (a country's rule is replaced). */
export async function saveRule(
  db: Database,
  actor: AuditActor,
  countryCode: string,
  ownerId: string,
): Promise<RuleOutcome> {
  const code = countryCode.trim().toUpperCase();
  const errors: { countryCode?: SalesFieldError; ownerId?: SalesFieldError } = {};
  if (!isCountryCode(code)) errors.countryCode = "countryUnknown";
  if (!ownerId) errors.ownerId = "ownerRequired";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return db.transaction(async (tx): Promise<RuleOutcome> => {
    if (!(await isEligible(tx, ownerId))) return { ok: false, errors: { ownerId: "ownerIneligible" } };
    const [before] = await tx
      .select({ ownerId: salesRules.ownerId })
      .from(salesRules)
      .where(eq(salesRules.countryCode, code))
      .for("update");
    if (before?.ownerId === ownerId) return { ok: true, change: "unchanged" };
    await tx
      .insert(salesRules)
      .values({ countryCode: code, ownerId })
      .onConflictDoUpdate({ target: salesRules.countryCode, set: { ownerId, updatedAt: sql`now()` } });
    await recordAudit(tx, actor, {
      action: "sales.save_rule",
      entityType: "sales",
      entityId: `rule:${code}`,
      before: before ? { country: code, ownerId: before.ownerId } : null,
      after: { country: code, ownerId },
    });
    return { ok: true, change: before ? "updated" : "created" };
  });
}

/** Removes a country's rule: its new requests go to the default owner. */
export async function deleteRule(
  db: Database,
  actor: AuditActor,
  countryCode: string,
): Promise<"done" | "not-found"> {
  const code = countryCode.trim().toUpperCase();
  if (!isCountryCode(code)) return "not-found";
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(salesRules)
      .where(eq(salesRules.countryCode, code))
      .returning({ ownerId: salesRules.ownerId });
    if (!deleted) return "not-found";
    await recordAudit(tx, actor, {
      action: "sales.delete_rule",
      entityType: "sales",
      entityId: `rule:${code}`,
      before: { country: code, ownerId: deleted.ownerId },
    });
    return "done";
  });
}

/** The settings a form asks for (numbers as read: NaN when what was typed is no whole number). */
export interface SettingsInput {
  /** Null: requests no rule claims stay without an owner. */
  defaultOwnerId: string | null;
  reminderHours: number;
  workdayStart: number;
  workdayEnd: number;
  timeZone: string;
}

export type SettingsErrors = Partial<Record<keyof SettingsInput, SalesFieldError>>;

/** A whole number as typed in a form ("8", " 17 "), else NaN. */
export function readWholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * A time zone's canonical IANA name ("america/chicago" → "America/Chicago", "US/Central" →
 * "America/Chicago"), or undefined when the runtime knows no such zone. Offsets ("+05:00") are
 * refused: PostgreSQL reads their sign the POSIX way, the opposite of ISO's.
 */
export function canonicalTimeZone(text: string): string | undefined {
  const zone = text.trim();
  if (!zone || zone.length > 64) return undefined;
  try {
    const canonical = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
    return /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(canonical) ? canonical : undefined;
  } catch {
    return undefined;
  }
}

/** The time zones a form offers (the runtime's IANA names, and UTC). */
export function timeZoneChoices(): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes("UTC") ? zones : [...zones, "UTC"].sort();
}

/** The settings' own checks (the owner's eligibility is the database's to say). */
export function checkSettings(input: SettingsInput): SettingsErrors {
  const errors: SettingsErrors = {};
  const whole = (value: number, min: number, max: number) =>
    Number.isInteger(value) && value >= min && value <= max;
  if (!whole(input.reminderHours, 1, 200)) errors.reminderHours = "hoursRange";
  if (!whole(input.workdayStart, 0, 23)) errors.workdayStart = "workdayRange";
  if (!whole(input.workdayEnd, 1, 24)) errors.workdayEnd = "workdayRange";
  else if (!errors.workdayStart && input.workdayStart >= input.workdayEnd) errors.workdayEnd = "workdayOrder";
  if (!canonicalTimeZone(input.timeZone)) errors.timeZone = "timeZoneUnknown";
  return errors;
}

export type SettingsOutcome =
  | { ok: true; change: "done" | "unchanged" }
  | { ok: false; conflict: true }
  | { ok: false; conflict?: false; errors: SettingsErrors };

/**
 * Saves the settings if the row is still at the version the form was opened at: the update
 * raises it with `WHERE version = ?`, so of two forms opened at once only the first is saved,
 * and the other is refused with nothing changed (ADR 022).
 */
export async function saveSettings(
  db: Database,
  actor: AuditActor,
  version: number,
  input: SettingsInput,
): Promise<SettingsOutcome> {
  const errors = checkSettings(input);
  return db.transaction(async (tx): Promise<SettingsOutcome> => {
    const current = await loadSalesSettings(tx);
    if (current.version !== version) return { ok: false, conflict: true };
    if (input.defaultOwnerId && !(await isEligible(tx, input.defaultOwnerId)))
      errors.defaultOwnerId = "ownerIneligible";
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const next = {
      defaultOwnerId: input.defaultOwnerId,
      reminderHours: input.reminderHours,
      workdayStart: input.workdayStart,
      workdayEnd: input.workdayEnd,
      timeZone: canonicalTimeZone(input.timeZone)!,
    };
    const changed = (Object.keys(next) as Array<keyof typeof next>).filter(
      (key) => next[key] !== current[key],
    );
    if (changed.length === 0) return { ok: true, change: "unchanged" };
    const saved = await tx
      .update(salesSettings)
      .set({ ...next, version: sql`${salesSettings.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(salesSettings.id, 1), eq(salesSettings.version, version)))
      .returning({ version: salesSettings.version });
    if (saved.length === 0) return { ok: false, conflict: true };
    await recordAudit(tx, actor, {
      action: "sales.save_settings",
      entityType: "sales",
      entityId: "settings",
      before: Object.fromEntries(changed.map((key) => [key, current[key]])),
      after: Object.fromEntries(changed.map((key) => [key, next[key]])),
    });
    return { ok: true, change: "done" };
  });
}
