// The delivery worker of the mail outbox (contact messages and verification links). Every
// instance runs one; they share the work
// through the database: a message is claimed with FOR UPDATE SKIP LOCKED and a lease, so
// only one instance sends it at a time, and a crashed instance's claim runs out and is
// taken over.
import { eq, sql } from "drizzle-orm";
import { rows, type Database } from "~/.server/db/client";
import {
  contactAttachments,
  contactMessages,
  mailOutbox,
  quoteItems,
  type MailKind,
} from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { pagePath } from "~/.server/pages";
import type { Mailer, OutgoingMail } from "~/.server/mail";
import { composeContactEmail } from "./contact-email.server";

export interface MailDeliveryTuning {
  /** The first retry's delay; later ones grow from it (see RETRY_FACTORS). */
  retryBaseMs: number;
  /** How often to look for due messages when nothing wakes the worker. */
  pollIntervalMs: number;
  /** How long a claim lasts. Longer than any send can take (see SMTP_TIMEOUTS). */
  leaseMs: number;
  /** After this many attempts a message is marked failed. */
  maxAttempts: number;
}

// With the default base of 30 s: 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 12 h. A message is
// retried for about a day before it is given up as failed.
const RETRY_FACTORS = [1, 4, 20, 120, 360, 720, 1440] as const;

export const DEFAULT_MAIL_DELIVERY: MailDeliveryTuning = {
  retryBaseMs: 30_000,
  pollIntervalMs: 5_000,
  leaseMs: 120_000,
  maxAttempts: RETRY_FACTORS.length + 1,
};

/** The delay before the next attempt, after `attempts` failed ones. */
export function retryDelayMs(attempts: number, retryBaseMs: number): number {
  const factor = RETRY_FACTORS[Math.min(Math.max(attempts, 1), RETRY_FACTORS.length) - 1] ?? 1;
  return factor * retryBaseMs;
}

export interface MailDelivery {
  /** Look for due messages now (after a new message was stored). */
  wake(): void;
  /** Stops polling and waits for the send in flight, if any. */
  stop(): Promise<void>;
}

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
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  let failingSince: number | undefined;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, delayMs);
  };

  const run = () => {
    if (stopped || running) return;
    running = (async () => {
      do {
        wokenWhileRunning = false;
        try {
          while (!stopped && (await deliverNext(db, mailer, logger, settings, publicUrl))) {
            // one message per claim: the lease covers exactly one send
          }
          if (failingSince !== undefined) logger.info("mail outbox reachable again");
          failingSince = undefined;
        } catch (error) {
          // The database is away (or similar): keep polling, but do not flood the log.
          if (failingSince === undefined) {
            failingSince = Date.now();
            logger.error({ err: error }, "mail delivery: cannot read the outbox; will keep trying");
          }
        }
      } while (wokenWhileRunning && !stopped);
    })().finally(() => {
      running = undefined;
      schedule(wokenWhileRunning ? 0 : settings.pollIntervalMs);
    });
  };

  schedule(0);

  return {
    wake: () => {
      if (stopped) return;
      if (running) wokenWhileRunning = true;
      else schedule(0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
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
    const items = await db
      .select({
        productId: quoteItems.productId,
        productName: quoteItems.productName,
        quantity: quoteItems.quantity,
        note: quoteItems.note,
      })
      .from(quoteItems)
      .where(eq(quoteItems.messageId, message.id))
      .orderBy(quoteItems.position);
    const attachments = await db
      .select({
        fileName: contactAttachments.fileName,
        kind: contactAttachments.kind,
        size: contactAttachments.size,
      })
      .from(contactAttachments)
      .where(eq(contactAttachments.messageId, message.id))
      .orderBy(contactAttachments.position);
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
  return {
    mail: {
      to: row.recipient,
      subject: row.subject,
      text: row.bodyText,
      html: row.bodyHtml ?? undefined,
      messageId: `<${row.kind}-${row.id}@${mailer.domain}>`,
      date: row.createdAt,
    },
    logFields: { outboxId: row.id, kind: row.kind },
    what: `${row.kind} e-mail`,
  };
}

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
 * Puts contact messages stored while mail was not configured back in the queue. Called at start-up
 * when it is; returns how many.
 */
export async function requeueUndeliveredMail(db: Database): Promise<number> {
  const resultRows = await rows<unknown>(
    db,
    sql`
    update mail_outbox
    set status = 'pending', next_attempt_at = now(), updated_at = now()
    where status = 'undelivered' and kind in ('contact', 'quote_confirmation')
    returning id
  `,
  );
  return resultRows.length;
}
