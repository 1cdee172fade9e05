// The admin audit trail (table admin_audit_log): who did what to which record, with the
// record before and after where that applies. Every admin action writes one row, inside the
// same transaction as its change, so the trail never claims a change that did not happen.
import type { Database } from "./db/client";
import { adminAuditLog } from "./db/schema";
import type { SessionUser } from "./auth/auth-service";

export const AUDIT_ENTITY_TYPES = ["post", "message", "user"] as const;
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

export async function recordAudit(
  db: AuditWriter,
  actor: Pick<SessionUser, "id" | "email">,
  record: AuditRecord,
): Promise<void> {
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
