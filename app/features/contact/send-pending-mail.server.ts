// The delivery worker of the mail outbox (contact messages, verification links, quote
// confirmations, and the sales team's replies and notices). Every instance runs one; they
// share the work through the database: a message is claimed with FOR UPDATE SKIP LOCKED and a
// lease, so only one instance sends it at a time, and a crashed instance's claim runs out and
// is taken over.
import { eq, sql } from "drizzle-orm";
import { rows, type Database } from "~/.server/db/client";
import { contactMessages, mailOutbox, requestReplyFiles, type MailKind } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { QUEUE_MAX_ATTEMPTS, retryDelayMs, startQueueWorker, type QueueWorker } from "~/.server/queue-worker";
import { pagePath } from "~/.server/pages";
import type { Mailer, OutgoingMail } from "~/.server/mail";
import { composeContactEmail } from "./contact-email.server";
import { requestParts } from "./request-parts.server";
import type { AttachmentKind } from "./quote-schema";

export interface MailDeliveryTuning {
  /** The first retry's delay; later ones grow from it (retryDelayMs in queue-worker.ts). */
  retryBaseMs: number;
  /** How often to look for due messages when nothing wakes the worker. */
  pollIntervalMs: number;
  /** How long a claim lasts. Longer than any send can take (see SMTP_TIMEOUTS). */
  leaseMs: number;
  /** After this many attempts a message is marked failed. */
  maxAttempts: number;
}

export const DEFAULT_MAIL_DELIVERY: MailDeliveryTuning = {
  retryBaseMs: 30_000,
  pollIntervalMs: 5_000,
  leaseMs: 120_000,
  // Retried for about a day (queue-worker.ts) before it is given up as failed.
  maxAttempts: QUEUE_MAX_ATTEMPTS,
};

export type MailDelivery = QueueWorker;

export interface MailDeliveryDependencies {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  tuning?: Partial<MailDeliveryTuning>;
  /** The site's origin (PUBLIC_URL): the team's e-mail links to the message in the back office. */
  publicUrl?: string;
}

export function startMailDelivery({
  db,
  mailer,
  logger,
  tuning,
  publicUrl,
}: MailDeliveryDependencies): MailDelivery {
  const settings = { ...DEFAULT_MAIL_DELIVERY, ...tuning };
  return startQueueWorker({
    logger,
    pollIntervalMs: settings.pollIntervalMs,
    next: () => deliverNext(db, mailer, logger, settings, publicUrl),
    unreadable: "mail delivery: cannot read the outbox; will keep trying",
    readableAgain: "mail outbox reachable again",
  });
}

/**
 * Claims one due message (pending and due, or sending with an expired lease), sends it and
 * records the outcome. Returns false when nothing was due.
 */
async function deliverNext(
  db: Database,
  mailer: Mailer,
  logger: Logger,
  settings: MailDeliveryTuning,
  publicUrl: string | undefined,
): Promise<boolean> {
  const claimedRows = await rows<{
    id: string;
    kind: MailKind;
    contact_message_id: string | null;
    attempts: number;
  }>(
    db,
    sql`
    with due as (
      select id from mail_outbox
      where (status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and locked_until < now())
      order by next_attempt_at
      limit 1
      for update skip locked
    )
    update mail_outbox as o
    set status = 'sending',
        attempts = o.attempts + 1,
        locked_until = now() + make_interval(secs => ${settings.leaseMs / 1000}::double precision),
        updated_at = now()
    from due
    where o.id = due.id
    returning o.id, o.kind, o.contact_message_id, o.attempts
  `,
  );
  const claim = claimedRows[0];
  if (!claim) return false;
  const attempts = Number(claim.attempts);

  const composed = await composeOutboxMail(db, mailer, claim, publicUrl);
  if (!composed) return true; // deleted meanwhile; its outbox row went with it
  const { mail, logFields, what } = composed;

  const log = logger.child({ ...logFields, attempt: attempts });
  try {
    await mailer.send(mail);
  } catch (error) {
    const lastError = describeError(error);
    const giveUp = attempts >= settings.maxAttempts;
    const delayMs = retryDelayMs(attempts, settings.retryBaseMs);
    const updated = await finish(db, claim.id, attempts, {
      status: giveUp ? "failed" : "pending",
      nextAttemptDelayMs: giveUp ? 0 : delayMs,
      lastError,
    });
    if (giveUp) log.error({ lastError, updated }, `${what} could not be e-mailed: gave up`);
    else log.warn({ lastError, retryInMs: delayMs, updated }, `${what} not e-mailed yet: will retry`);
    return true;
  }
  const updated = await finish(db, claim.id, attempts, { status: "sent" });
  if (updated) log.info(`${what} e-mailed`);
  // Our lease ran out mid-send and another instance took the message over: it may be
  // sent twice (the Message-ID is the same, so mail systems can drop the repeat).
  else log.warn(`${what} e-mailed after its claim expired`);
  return true;
}

/**
 * The e-mail of a claimed outbox row: a contact message is composed from its stored
 * message; any other kind carries its recipient, subject and body in the row.
 */
async function composeOutboxMail(
  db: Database,
  mailer: Mailer,
  claim: { id: string; kind: MailKind; contact_message_id: string | null },
  publicUrl: string | undefined,
): Promise<{ mail: OutgoingMail; logFields: Record<string, string>; what: string } | undefined> {
  if (claim.kind === "contact" && claim.contact_message_id) {
    const [message] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, claim.contact_message_id));
    if (!message) return undefined;
    const { items, attachments } = await requestParts(db, message.id);
    const adminUrl =
      publicUrl && (items.length > 0 || attachments.length > 0)
        ? `${publicUrl}${pagePath("admin-message", "en", { id: message.id })}`
        : undefined;
    return {
      mail: composeContactEmail(
        message,
        { contactTo: mailer.contactTo, domain: mailer.domain, adminUrl },
        items.length > 0 || attachments.length > 0 ? { items, attachments } : undefined,
      ),
      logFields: { contactMessageId: message.id },
      what: "contact message",
    };
  }
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, claim.id));
  if (!row?.recipient || !row.subject || !row.bodyText) return undefined;
  const mail: OutgoingMail = {
    to: row.recipient,
    subject: row.subject,
    text: row.bodyText,
    html: row.bodyHtml ?? undefined,
    messageId: `<${row.kind}-${row.id}@${mailer.domain}>`,
    date: row.createdAt,
  };
  if (row.kind === "sales_reply") {
    // A reply from the office (ADR 032): in the buyer's thread (the headers were fixed when it
    // was queued), with its files, and the buyer's answer goes to the sales address.
    mail.replyTo = mailer.contactTo;
    if (row.inReplyTo) mail.inReplyTo = row.inReplyTo;
    const references = row.references?.split(/\s+/).filter(Boolean) ?? [];
    if (references.length > 0) mail.references = references;
    if (row.replyEventId) {
      const files = await db
        .select({
          fileName: requestReplyFiles.fileName,
          kind: requestReplyFiles.kind,
          bytes: requestReplyFiles.bytes,
        })
        .from(requestReplyFiles)
        .where(eq(requestReplyFiles.eventId, row.replyEventId))
        .orderBy(requestReplyFiles.position);
      mail.attachments = files.map((file) => ({
        filename: file.fileName,
        content: file.bytes,
        contentType: ATTACHMENT_CONTENT_TYPES[file.kind as AttachmentKind] ?? "application/octet-stream",
      }));
    }
  }
  return {
    mail,
    logFields: {
      outboxId: row.id,
      kind: row.kind,
      ...(row.regardingMessageId ? { contactMessageId: row.regardingMessageId } : {}),
    },
    what: `${row.kind} e-mail`,
  };
}

/** The media type a reply's file is sent as, by what its content is (never its name). */
const ATTACHMENT_CONTENT_TYPES: Record<AttachmentKind, string> = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
  dwg: "image/vnd.dwg",
  dxf: "image/vnd.dxf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/**
 * Records the outcome of an attempt, unless another instance has claimed the message since
 * (its attempt count then differs): the attempt count fences a stale worker off. The attempt
 * itself joins the row's history (mail_attempts) in the same statement, fenced or not: it
 * happened.
 */
async function finish(
  db: Database,
  id: string,
  attempts: number,
  outcome:
    { status: "sent" } | { status: "pending" | "failed"; nextAttemptDelayMs: number; lastError: string },
): Promise<boolean> {
  const sent = outcome.status === "sent";
  const attempt = sql`with attempt as (
    insert into mail_attempts (outbox_id, outcome, error)
    select id, ${sent ? "sent" : "error"}::text, ${sent ? null : outcome.lastError}::text
    from mail_outbox where id = ${id}
  )`;
  const resultRows = await rows<unknown>(
    db,
    sent
      ? sql`${attempt}
        update mail_outbox
        set status = 'sent', sent_at = now(), locked_until = null, updated_at = now()
        where id = ${id} and status = 'sending' and attempts = ${attempts}
        returning id`
      : sql`${attempt}
        update mail_outbox
        set status = ${outcome.status},
            last_error = ${outcome.lastError},
            locked_until = null,
            next_attempt_at = now() + make_interval(secs => ${outcome.nextAttemptDelayMs / 1000}::double precision),
            updated_at = now()
        where id = ${id} and status = 'sending' and attempts = ${attempts}
        returning id`,
  );
  return resultRows.length === 1;
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 1000);
  const code =
    (error as { code?: unknown; responseCode?: unknown }).responseCode ?? (error as { code?: unknown }).code;
  return `${code ? `${String(code)}: ` : ""}${error.message}`.slice(0, 1000);
}

/**
 * Puts the e-mails stored while mail was not configured back in the queue: contact messages,
 * quote confirmations, the office's replies and its notices to owners (ADR 032). Called at
 * start-up when it is; returns how many.
 */
export async function requeueUndeliveredMail(db: Database): Promise<number> {
  const resultRows = await rows<unknown>(
    db,
    sql`
    update mail_outbox
    set status = 'pending', next_attempt_at = now(), updated_at = now()
    where status = 'undelivered' and kind in ('contact', 'quote_confirmation', 'sales_reply', 'sales_notice')
    returning id
  `,
  );
  return resultRows.length;
}
