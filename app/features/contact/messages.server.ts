// The contact submissions tool: the list with its filters, one message, and what an
// administrator can do to it. Every change writes its audit row in the same transaction.
// A message's status is derived, never stored twice (ADR 018): spam if flagged, else
// handled if marked so, else delivery failed if its e-mail gave up, else new.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { recordAudit } from "~/.server/audit";
import type { SessionUser } from "~/.server/auth/auth-service";
import { rows, type Database, type Executor } from "~/.server/db/client";
import { containsPattern } from "~/.server/db/like-pattern";
import {
  contactAttachments,
  contactMessages,
  mailAttempts,
  mailOutbox,
  quoteItems,
} from "~/.server/db/schema";
import { MESSAGE_STATUSES, type MessageStatus } from "./message-status";

export const MESSAGES_PAGE_SIZE = 25;
/** The most rows one export writes (far above what the company receives in years). */
export const EXPORT_LIMIT = 50_000;
/** The most attempts one message's page lists, the latest (eight per send, and retries from the office). */
const MAX_HISTORY = 50;

export interface MessageFilter {
  status?: MessageStatus;
  /** Matched against name, company and e-mail (case-insensitive, anywhere). */
  q?: string;
}

/** The filter a list's query string asks for (anything unknown is ignored). */
export function messageFilterFrom(params: URLSearchParams): MessageFilter {
  const status = MESSAGE_STATUSES.find((known) => known === params.get("status"));
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  return { status, q: q || undefined };
}

const m = contactMessages;
const o = mailOutbox;

export const statusSql = sql<MessageStatus>`case
  when ${m.isSpam} then 'spam'
  when ${m.handledAt} is not null then 'handled'
  when ${o.status} = 'failed' then 'delivery_failed'
  else 'new' end`;

function whereOf(filter: MessageFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(sql`${statusSql} = ${filter.status}`);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      sql`(lower(${m.firstName} || ' ' || ${m.lastName}) like ${pattern}
        or lower(${m.company}) like ${pattern} or lower(${m.email}) like ${pattern})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export interface MessageRow {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  company: string;
  productName: string | null;
  status: MessageStatus;
}

const listColumns = {
  id: m.id,
  createdAt: m.createdAt,
  firstName: m.firstName,
  lastName: m.lastName,
  email: m.email,
  company: m.company,
  productName: m.productName,
  status: statusSql,
};

export async function listMessages(
  db: Database,
  filter: MessageFilter,
  page: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select(listColumns)
      .from(m)
      .leftJoin(o, eq(o.contactMessageId, m.id))
      .where(where)
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(MESSAGES_PAGE_SIZE)
      .offset((page - 1) * MESSAGES_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(m)
      .leftJoin(o, eq(o.contactMessageId, m.id))
      .where(where),
  ]);
  return {
    rows: rows.map(({ firstName, lastName, ...row }) => ({ ...row, name: `${firstName} ${lastName}` })),
    total: Number(count?.total ?? 0),
  };
}

/** How many messages are new (the dashboard's card). */
export async function countNewMessages(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(m)
    .leftJoin(o, eq(o.contactMessageId, m.id))
    .where(sql`${statusSql} = 'new'`);
  return Number(row?.total ?? 0);
}

export async function getMessage(db: Database, id: string) {
  const [row] = await db
    .select({
      message: m,
      status: statusSql,
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
  // A quote request's products and files (ADR 026); the files' bytes stay in the database.
  const items = await db
    .select({
      productId: quoteItems.productId,
      productName: quoteItems.productName,
      quantity: quoteItems.quantity,
      note: quoteItems.note,
    })
    .from(quoteItems)
    .where(eq(quoteItems.messageId, id))
    .orderBy(quoteItems.position);
  const attachments = await db
    .select({
      id: contactAttachments.id,
      fileName: contactAttachments.fileName,
      kind: contactAttachments.kind,
      size: contactAttachments.size,
    })
    .from(contactAttachments)
    .where(eq(contactAttachments.messageId, id))
    .orderBy(contactAttachments.position);
  return {
    ...message,
    items,
    attachments,
    status: row.status,
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

/** The rows an export writes: the list's filter, every field a person would need. */
export async function exportMessages(db: Database, filter: MessageFilter) {
  return db
    .select({
      createdAt: m.createdAt,
      status: statusSql,
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
      handledAt: m.handledAt,
      internalNote: m.internalNote,
      delivery: o.status,
    })
    .from(m)
    .leftJoin(o, eq(o.contactMessageId, m.id))
    .where(whereOf(filter))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(EXPORT_LIMIT);
}

export type MessageAction = "mark_handled" | "mark_new" | "note" | "spam" | "unspam" | "retry" | "delete";
/** "conflict": the message changed since the form was opened (its version moved on; ADR 022). */
export type ActionOutcome = "done" | "unchanged" | "not-found" | "conflict";

type Actor = Pick<SessionUser, "id" | "email">;

/** The message's status and version inside a transaction, its row locked against a concurrent change. */
async function lockedState(
  tx: Executor,
  id: string,
): Promise<{ status: MessageStatus; version: number } | undefined> {
  const [row] = await rows<{ status: MessageStatus; version: number }>(
    tx,
    sql`
      select ${statusSql} as status, ${m.version} as version from ${m}
      left join ${o} on ${o.contactMessageId} = ${m.id}
      where ${m.id} = ${id} for update of ${m}`,
  );
  return row && { status: row.status, version: Number(row.version) };
}

/**
 * Applies one action to a message, with its audit row, in one transaction, provided the
 * message is still at the version the administrator's page showed: each change is an
 * `UPDATE … WHERE id = ? AND version = ?` that raises it (ADR 022).
 */
export async function applyMessageAction(
  db: Database,
  actor: Actor,
  id: string,
  action: MessageAction,
  version: number,
  note?: string,
): Promise<ActionOutcome> {
  return db.transaction(async (tx) => {
    const state = await lockedState(tx, id);
    if (!state) return "not-found";
    if (state.version !== version) return "conflict";
    const { status } = state;
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
    const statusAfter = async () => (await lockedState(tx, id))!.status;

    switch (action) {
      case "mark_handled":
      case "mark_new": {
        const handled = action === "mark_handled";
        const changed = await tx
          .update(m)
          .set({ handledAt: handled ? sql`now()` : null, ...bump })
          .where(and(atVersion, handled ? sql`${m.handledAt} is null` : sql`${m.handledAt} is not null`))
          .returning({ id: m.id });
        if (changed.length === 0) return "unchanged";
        await audit({ status }, { status: await statusAfter() });
        return "done";
      }
      case "spam":
      case "unspam": {
        const spam = action === "spam";
        const changed = await tx
          .update(m)
          .set({ isSpam: spam, ...bump })
          .where(and(atVersion, eq(m.isSpam, !spam)))
          .returning({ id: m.id });
        if (changed.length === 0) return "unchanged";
        await audit({ status }, { status: await statusAfter() });
        return "done";
      }
      case "note": {
        const text = (note ?? "").trim();
        const [before] = await tx.select({ note: m.internalNote }).from(m).where(eq(m.id, id));
        if ((before?.note ?? "") === text) return "unchanged";
        const changed = await tx
          .update(m)
          .set({ internalNote: text || null, ...bump })
          .where(atVersion)
          .returning({ id: m.id });
        if (changed.length === 0) return "conflict";
        // Lengths only: a note may name people, and the trail outlives an erased message.
        await audit({ noteLength: before?.note?.length ?? 0 }, { noteLength: text.length });
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
        // Erasure: the outbox row goes with it (foreign key, on delete cascade). The audit
        // row keeps the id and what it was, never what the person wrote or who they are.
        const [gone] = await tx
          .delete(m)
          .where(atVersion)
          .returning({ createdAt: m.createdAt, productId: m.productId });
        if (!gone) return "conflict";
        await audit(
          { status, createdAt: gone.createdAt.toISOString(), quoteRequest: gone.productId !== null },
          null,
        );
        return "done";
      }
    }
  });
}

/** Records an export (what was asked for and how many rows, not the rows). */
export async function recordExport(db: Database, actor: Actor, filter: MessageFilter, rows: number) {
  await recordAudit(db, actor, {
    action: "message.export",
    entityType: "message",
    entityId: "*",
    after: { status: filter.status ?? "all", searched: Boolean(filter.q), rows },
  });
}
