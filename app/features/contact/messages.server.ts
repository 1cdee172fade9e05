// The requests' back office: one request with its timeline, its files, the export, and what
// the office can do to a request besides its pipeline (spam, the team's e-mail again,
// erasure). Every change writes its audit row in the same transaction. Its status, owner,
// next action and notes are the pipeline's (pipeline.server.ts, ADR 032).
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { recordAudit } from "~/.server/audit";
import type { SessionUser } from "~/.server/auth/auth-service";
import type { Database } from "~/.server/db/client";
import {
  contactAttachments,
  contactMessages,
  mailAttempts,
  mailOutbox,
  quoteItems,
  requestEvents,
  requestReplyFiles,
  users,
  type RequestEventKind,
} from "~/.server/db/schema";
import { requestParts } from "./request-parts.server";

/** The most rows one export writes (far above what the company receives in years). */
export const EXPORT_LIMIT = 50_000;
/** The most attempts one message's page lists, the latest (eight per send, and retries from the office). */
const MAX_HISTORY = 50;

const m = contactMessages;
const o = mailOutbox;

/** Whether the team's e-mail about a request gave up (its outbox row failed). */
export const deliveryFailedSql = sql<boolean>`coalesce(${o.status} = 'failed', false)`;

/**
 * How many requests wait for a first look (the dashboard's card): new and not spam; for a
 * sales account that is not an administrator, the ones it owns or nobody does.
 */
export async function countNewMessages(db: Database, ownerScope?: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(m)
    .where(
      and(
        eq(m.status, "new"),
        eq(m.isSpam, false),
        ownerScope ? or(eq(m.ownerId, ownerScope), isNull(m.ownerId)) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

export async function getMessage(db: Database, id: string) {
  const [row] = await db
    .select({
      message: m,
      deliveryFailed: deliveryFailedSql,
      owner: { id: users.id, name: users.name, email: users.email },
      outboxId: o.id,
      delivery: {
        status: o.status,
        attempts: o.attempts,
        lastError: o.lastError,
        nextAttemptAt: o.nextAttemptAt,
        sentAt: o.sentAt,
        updatedAt: o.updatedAt,
      },
    })
    .from(m)
    .leftJoin(o, eq(o.contactMessageId, m.id))
    .leftJoin(users, eq(users.id, m.ownerId))
    .where(eq(m.id, id));
  if (!row) return undefined;
  const { ip: _ip, idempotencyKey: _key, requestHash: _hash, ...message } = row.message;
  // Its last attempts to e-mail it, shown oldest first (a retry from the office starts the
  // count again, so they are ordered by time, not by number).
  const history = row.outboxId
    ? (
        await db
          .select({ at: mailAttempts.attemptedAt, outcome: mailAttempts.outcome, error: mailAttempts.error })
          .from(mailAttempts)
          .where(eq(mailAttempts.outboxId, row.outboxId))
          .orderBy(desc(mailAttempts.attemptedAt), desc(mailAttempts.id))
          .limit(MAX_HISTORY)
      ).reverse()
    : [];
  // A quote request's products and files (ADR 026).
  const { items, attachments } = await requestParts(db, id);
  return {
    ...message,
    items,
    attachments,
    owner: row.owner?.id ? row.owner : null,
    deliveryFailed: row.deliveryFailed,
    timeline: await requestTimeline(db, id),
    delivery: row.delivery?.status
      ? {
          ...row.delivery,
          // Once sent, an earlier error is history (listed with the attempts), not the state.
          lastError: row.delivery.status === "sent" ? null : row.delivery.lastError,
          history,
        }
      : null,
  };
}
export type MessageDetail = NonNullable<Awaited<ReturnType<typeof getMessage>>>;

/** The most timeline entries one request's page lists (the latest). */
const MAX_TIMELINE = 200;

export interface TimelineEntry {
  id: string;
  at: Date;
  kind: RequestEventKind;
  /** Who did it (null: the site itself, e.g. an assignment on arrival or a reminder). */
  actor: string | null;
  data: Record<string, unknown>;
  /** A reply's files, and how its e-mail went. */
  files: Array<{ id: string; fileName: string; kind: string; size: number }>;
  mail: { status: string; sentAt: Date | null; lastError: string | null } | null;
}

/** A request's timeline, oldest first: every change, note, reply and reminder, with who and when. */
export async function requestTimeline(db: Database, id: string): Promise<TimelineEntry[]> {
  const events = (
    await db
      .select({
        id: requestEvents.id,
        at: requestEvents.createdAt,
        kind: requestEvents.kind,
        actor: requestEvents.actorEmail,
        data: requestEvents.data,
        mailStatus: o.status,
        mailSentAt: o.sentAt,
        mailError: o.lastError,
      })
      .from(requestEvents)
      .leftJoin(o, eq(o.replyEventId, requestEvents.id))
      .where(eq(requestEvents.messageId, id))
      .orderBy(desc(requestEvents.createdAt), desc(requestEvents.id))
      .limit(MAX_TIMELINE)
  ).reverse();
  const replies = events.filter((event) => event.kind === "reply").map((event) => event.id);
  const files =
    replies.length > 0
      ? await db
          .select({
            id: requestReplyFiles.id,
            eventId: requestReplyFiles.eventId,
            fileName: requestReplyFiles.fileName,
            kind: requestReplyFiles.kind,
            size: requestReplyFiles.size,
          })
          .from(requestReplyFiles)
          .where(inArray(requestReplyFiles.eventId, replies))
          .orderBy(requestReplyFiles.position)
      : [];
  return events.map((event) => ({
    id: event.id,
    at: event.at,
    kind: event.kind,
    actor: event.actor,
    data: event.data,
    files: files.filter((file) => file.eventId === event.id).map(({ eventId: _event, ...file }) => file),
    mail: event.mailStatus
      ? {
          status: event.mailStatus,
          sentAt: event.mailSentAt,
          lastError: event.mailStatus === "sent" ? null : event.mailError,
        }
      : null,
  }));
}

/** One file of a reply the team sent about a request, with its bytes, for a download. */
export async function getReplyFile(db: Database, messageId: string, fileId: string) {
  const [row] = await db
    .select({
      fileName: requestReplyFiles.fileName,
      kind: requestReplyFiles.kind,
      bytes: requestReplyFiles.bytes,
    })
    .from(requestReplyFiles)
    .innerJoin(requestEvents, eq(requestEvents.id, requestReplyFiles.eventId))
    .where(and(eq(requestReplyFiles.id, fileId), eq(requestEvents.messageId, messageId)));
  return row;
}

/** One attachment of a message, with its bytes, for a signed-in administrator's download. */
export async function getAttachment(db: Database, messageId: string, attachmentId: string) {
  const [row] = await db
    .select({
      fileName: contactAttachments.fileName,
      kind: contactAttachments.kind,
      bytes: contactAttachments.bytes,
    })
    .from(contactAttachments)
    .where(and(eq(contactAttachments.id, attachmentId), eq(contactAttachments.messageId, messageId)));
  return row;
}

/**
 * The rows an export writes: the pipeline list's filter (its condition, from
 * pipeline-list.server.ts), every field a person would need.
 */
export async function exportMessages(db: Database, where: SQL | undefined) {
  return db
    .select({
      createdAt: m.createdAt,
      status: m.status,
      lostReason: m.lostReason,
      spam: m.isSpam,
      owner: users.email,
      nextActionOn: m.nextActionOn,
      firstReplyAt: m.firstReplyAt,
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.email,
      countryCode: m.countryCode,
      phone: m.phone,
      company: m.company,
      productName: m.productName,
      // A quote's products on one line: "2 × Drum Screen; 1 × Grit Classifier".
      products: sql<
        string | null
      >`(select string_agg(${quoteItems.quantity} || ' × ' || ${quoteItems.productName}, '; ' order by ${quoteItems.position})
        from ${quoteItems} where ${quoteItems.messageId} = ${m.id})`,
      message: m.message,
      locale: m.locale,
      consentAt: m.consentAt,
      delivery: o.status,
    })
    .from(m)
    .leftJoin(o, eq(o.contactMessageId, m.id))
    .leftJoin(users, eq(users.id, m.ownerId))
    .where(where)
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(EXPORT_LIMIT);
}

export type MessageAction = "spam" | "unspam" | "retry" | "delete";
/** "conflict": the message changed since the form was opened (its version moved on; ADR 022). */
export type ActionOutcome = "done" | "unchanged" | "not-found" | "conflict";

type Actor = Pick<SessionUser, "id" | "email">;

/**
 * Applies one action to a message, with its audit row, in one transaction, provided the
 * message is still at the version the page showed: each change is an
 * `UPDATE … WHERE id = ? AND version = ?` that raises it (ADR 022).
 */
export async function applyMessageAction(
  db: Database,
  actor: Actor,
  id: string,
  action: MessageAction,
  version: number,
): Promise<ActionOutcome> {
  return db.transaction(async (tx) => {
    const [state] = await tx
      .select({ version: m.version, spam: m.isSpam, status: m.status })
      .from(m)
      .where(eq(m.id, id))
      .for("update");
    if (!state) return "not-found";
    if (state.version !== version) return "conflict";
    const atVersion = and(eq(m.id, id), eq(m.version, version));
    const bump = { version: sql`${m.version} + 1` };
    const audit = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
      recordAudit(tx, actor, {
        action: `message.${action}`,
        entityType: "message",
        entityId: id,
        before,
        after,
      });

    switch (action) {
      case "spam":
      case "unspam": {
        const spam = action === "spam";
        if (state.spam === spam) return "unchanged";
        await tx
          .update(m)
          .set({ isSpam: spam, ...bump })
          .where(atVersion);
        await audit({ spam: state.spam }, { spam });
        return "done";
      }
      case "retry": {
        const [before] = await tx
          .select({ status: o.status, attempts: o.attempts })
          .from(o)
          .where(eq(o.contactMessageId, id));
        if (!before || !(before.status === "failed" || before.status === "undelivered")) return "unchanged";
        await tx
          .update(o)
          .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
          .where(eq(o.contactMessageId, id));
        await audit(
          { delivery: before.status, attempts: before.attempts },
          { delivery: "pending", attempts: 0 },
        );
        return "done";
      }
      case "delete": {
        // Erasure: its timeline, files, e-mails and webhook events go with it (foreign keys,
        // on delete cascade). The audit row keeps the id and what it was, never what the
        // person wrote or who they are.
        const [gone] = await tx
          .delete(m)
          .where(atVersion)
          .returning({ createdAt: m.createdAt, productId: m.productId });
        if (!gone) return "conflict";
        await audit(
          {
            status: state.status,
            spam: state.spam,
            createdAt: gone.createdAt.toISOString(),
            quoteRequest: gone.productId !== null,
          },
          null,
        );
        return "done";
      }
    }
  });
}

/** Records an export (what was asked for and how many rows, not the rows). */
export async function recordExport(
  db: Database,
  actor: Actor,
  filter: Record<string, unknown>,
  rowCount: number,
) {
  await recordAudit(db, actor, {
    action: "message.export",
    entityType: "message",
    entityId: "*",
    after: { ...filter, rows: rowCount },
  });
}

/** The names of the accounts a timeline names (an owner since deleted is left out). */
export async function accountNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(found.map((user) => [user.id, user.name || user.email]));
}
