// The admin audit trail (table admin_audit_log): who did what to which record, with the
// record before and after where that applies. Every admin action writes one row, inside the
// same transaction as its change, so the trail never claims a change that did not happen.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "./db/client";
import { containsPattern } from "./db/like-pattern";
import { adminAuditLog } from "./db/schema";

export const AUDIT_ENTITY_TYPES = [
  "post",
  "message",
  "user",
  "content",
  "media",
  "sales",
  "release",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export interface AuditRecord {
  /** `<entity>.<verb>`, e.g. `post.publish`, `message.mark_handled`, `user.grant_admin`. */
  action: `${AuditEntityType}.${string}`;
  entityType: AuditEntityType;
  entityId: string;
  /** The record's fields that the action changed, as they were (omit for a creation). */
  before?: Record<string, unknown> | null;
  /** The same fields afterwards (omit for a deletion). */
  after?: Record<string, unknown> | null;
}

/** A database or an open transaction: anything that can insert. */
export type AuditWriter = Pick<Database, "insert">;

/** Who acted: a signed-in user, or a command-line tool (no user id, its name as the e-mail). */
export type AuditActor = { id: string | null; email: string };

export async function recordAudit(db: AuditWriter, actor: AuditActor, record: AuditRecord): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** What the audit viewer can filter by (all optional; dates are whole days, UTC). */
export interface AuditFilter {
  actor?: string;
  action?: string;
  entityType?: AuditEntityType;
  entityId?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter a query string asks for; anything malformed is left out. */
export function auditFilterFrom(params: URLSearchParams): AuditFilter {
  const text = (name: string) => (params.get(name) ?? "").trim().slice(0, 200) || undefined;
  const day = (name: string) => {
    const value = text(name);
    return value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
  };
  const action = text("action");
  return {
    actor: text("actor"),
    action: action && /^[a-z]+\.[a-z_]+$/.test(action) ? action : undefined,
    entityType: AUDIT_ENTITY_TYPES.find((type) => type === params.get("type")),
    entityId: text("id"),
    from: day("from"),
    to: day("to"),
  };
}

export async function listAudit(db: Database, filter: AuditFilter, page: number) {
  const a = adminAuditLog;
  const conditions: SQL[] = [];
  if (filter.actor) conditions.push(sql`lower(${a.actorEmail}) like ${containsPattern(filter.actor)}`);
  if (filter.action) conditions.push(eq(a.action, filter.action));
  if (filter.entityType) conditions.push(eq(a.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(a.entityId, filter.entityId));
  if (filter.from) conditions.push(sql`${a.createdAt} >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`${a.createdAt} < ${filter.to}::date + 1`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [count], actions] = await Promise.all([
    db
      .select()
      .from(a)
      .where(where)
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(a)
      .where(where),
    db.selectDistinct({ action: a.action }).from(a).orderBy(a.action),
  ]);
  return { rows, total: Number(count?.total ?? 0), actions: actions.map((row) => row.action) };
}
