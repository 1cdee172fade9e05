// What the sales team changes on a request (ADR 032): its status (with the reason a lost one
// was lost), its owner, its next action day, and the notes it adds. Each change is one
// transaction: the row is locked, its version checked against the one the page showed and
// raised (ADR 022), the change written, a timeline row (request_events) and an audit row
// added, and for a status change the CRM's webhook event queued, so the CRM hears of exactly
// the changes that happened.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { recordAudit } from "~/.server/audit";
import type { SessionUser } from "~/.server/auth/auth-service";
import type { Database, Executor } from "~/.server/db/client";
import { contactMessages, requestEvents, userRoles, users } from "~/.server/db/schema";
import { isSalesStatus, LOST_REASON_MAX, NOTE_MAX, type SalesStatus } from "~/lib/sales-status";
import { enqueueWebhookEvent } from "./sales-webhook.server";

export type PipelineChange =
  | { kind: "status"; status: SalesStatus; lostReason?: string }
  | { kind: "owner"; ownerId: string | null }
  | { kind: "next_action"; on: string | null }
  | { kind: "note"; text: string };

/**
 * "invalid": the change itself is refused (a lost status without its reason, an owner who may
 * not own requests, a day that is not one, an empty or too long note); "spam": the request is
 * marked as spam, out of the pipeline; "conflict": the request changed since the page was opened.
 */
export type ChangeOutcome = "done" | "unchanged" | "not-found" | "conflict" | "invalid" | "spam";

export type PipelineActor = Pick<SessionUser, "id" | "email">;

/** How the webhook is reached, when the company set one up (SALES_WEBHOOK_URL). */
export interface WebhookOptions {
  enabled: boolean;
  publicUrl: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a calendar day (YYYY-MM-DD) that exists. */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whether an account may own requests: it can sign in and holds the sales or administrator role. */
export async function mayOwnRequests(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.disabledAt), inArray(userRoles.role, ["sales", "admin"])))
    .limit(1);
  return Boolean(row);
}

interface LockedRequest {
  version: number;
  status: SalesStatus;
  lostReason: string | null;
  ownerId: string | null;
  nextActionOn: string | null;
  isSpam: boolean;
}

async function lockRequest(tx: Executor, id: string): Promise<LockedRequest | undefined> {
  const [row] = await tx
    .select({
      version: contactMessages.version,
      status: contactMessages.status,
      lostReason: contactMessages.lostReason,
      ownerId: contactMessages.ownerId,
      nextActionOn: contactMessages.nextActionOn,
      isSpam: contactMessages.isSpam,
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for("update");
  return row;
}

/** Adds a row to a request's timeline. */
export async function addTimelineEvent(
  tx: Pick<Database, "insert">,
  messageId: string,
  actor: PipelineActor | null,
  kind: (typeof requestEvents.$inferInsert)["kind"],
  data: Record<string, unknown>,
): Promise<void> {
  await tx.insert(requestEvents).values({
    messageId,
    kind,
    actorUserId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    data,
  });
}

/**
 * Applies one change to a request, provided it is still at `version`. A spam request is not
 * in the pipeline: its status, owner and next action do not change (notes still may).
 */
export async function changeRequest(
  db: Database,
  actor: PipelineActor,
  id: string,
  version: number,
  change: PipelineChange,
  webhook: WebhookOptions = { enabled: false, publicUrl: "" },
): Promise<ChangeOutcome> {
  // What can be refused without the database is refused first.
  if (change.kind === "status") {
    const reason = change.lostReason?.trim() ?? "";
    if (!isSalesStatus(change.status)) return "invalid";
    if (change.status === "lost" && (!reason || reason.length > LOST_REASON_MAX)) return "invalid";
  }
  if (change.kind === "next_action" && change.on !== null && !isCalendarDay(change.on)) return "invalid";
  if (change.kind === "note") {
    const text = change.text.trim();
    if (!text || text.length > NOTE_MAX) return "invalid";
  }
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) return "not-found";
    if (request.version !== version) return "conflict";
    if (request.isSpam && change.kind !== "note") return "spam";
    const atVersion = and(eq(contactMessages.id, id), eq(contactMessages.version, version));
    const bump = { version: sql`${contactMessages.version} + 1` };
    const audit = (action: string, before: Record<string, unknown> | null, after: Record<string, unknown>) =>
      recordAudit(tx, actor, {
        action: `message.${action}`,
        entityType: "message",
        entityId: id,
        before,
        after,
      });

    switch (change.kind) {
      case "status": {
        const lostReason = change.status === "lost" ? change.lostReason!.trim() : null;
        if (request.status === change.status && request.lostReason === lostReason) return "unchanged";
        await tx
          .update(contactMessages)
          .set({ status: change.status, lostReason, ...bump })
          .where(atVersion);
        const from = {
          status: request.status,
          ...(request.lostReason ? { lostReason: request.lostReason } : {}),
        };
        const to = { status: change.status, ...(lostReason ? { lostReason } : {}) };
        await addTimelineEvent(tx, id, actor, "status", { from, to });
        await audit("status", { status: request.status }, { status: change.status });
        if (request.status !== change.status) {
          await enqueueWebhookEvent(tx, webhook, {
            type: "request.status_changed",
            messageId: id,
            previousStatus: request.status,
          });
        }
        return "done";
      }
      case "owner": {
        if (request.ownerId === change.ownerId) return "unchanged";
        if (change.ownerId !== null && !(await mayOwnRequests(tx, change.ownerId))) return "invalid";
        await tx
          .update(contactMessages)
          .set({ ownerId: change.ownerId, ...bump })
          .where(atVersion);
        await addTimelineEvent(tx, id, actor, "owner", { from: request.ownerId, to: change.ownerId });
        await audit("owner", { ownerId: request.ownerId }, { ownerId: change.ownerId });
        return "done";
      }
      case "next_action": {
        if (request.nextActionOn === change.on) return "unchanged";
        await tx
          .update(contactMessages)
          .set({ nextActionOn: change.on, ...bump })
          .where(atVersion);
        await addTimelineEvent(tx, id, actor, "next_action", { from: request.nextActionOn, to: change.on });
        await audit("next_action", { nextActionOn: request.nextActionOn }, { nextActionOn: change.on });
        return "done";
      }
      case "note": {
        const text = change.text.trim();
        await tx.update(contactMessages).set(bump).where(atVersion);
        await addTimelineEvent(tx, id, actor, "note", { text });
        // Its length only: a note may name people, and the trail outlives an erased request.
        await audit("note", null, { noteLength: text.length });
        return "done";
      }
    }
  });
}
