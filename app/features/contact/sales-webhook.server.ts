// The CRM webhook (ADR 032): every new request and every status change is POSTed as JSON to
// SALES_WEBHOOK_URL, signed with SALES_WEBHOOK_SECRET. Like the mail outbox (ADR 005), an
// event is a row written in the transaction of the change it reports, so none is lost and
// none is reported for a change that rolled back; its body is fixed then, so every retry sends
// the same bytes under the same X-Webhook-Id and signature. A worker in every instance
// delivers the rows, one claim at a time with FOR UPDATE SKIP LOCKED and a lease; the buyer's
// answer never waits for the CRM.
import { createHmac, randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/.server/audit";
import { rows, type Database, type Executor } from "~/.server/db/client";
import {
  contactMessages,
  users,
  webhookAttempts,
  webhookEvents,
  type ContactMessage,
  type QuoteProject,
  type SalesStatus,
  type WebhookStatus,
} from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { pagePath } from "~/.server/pages";
import { QUEUE_MAX_ATTEMPTS, retryDelayMs, startQueueWorker, type QueueWorker } from "~/.server/queue-worker";
import { buyerCountry } from "./buyer-country";
import { requestParts } from "./request-parts.server";

export const WEBHOOK_EVENT_TYPES = ["request.created", "request.status_changed"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export interface WebhookEventInput {
  type: WebhookEventType;
  /** The request (contact_messages.id) the event is about. */
  messageId: string;
  /** For a status change: the status it had before. */
  previousStatus?: SalesStatus;
}

/** What the CRM receives: the request as it stands when the event happened. */
export interface WebhookBody {
  id: string;
  type: WebhookEventType;
  occurredAt: string;
  request: {
    id: string;
    kind: "quote" | "contact";
    status: SalesStatus;
    previousStatus?: SalesStatus;
    lostReason?: string;
    owner: { email: string; name: string } | null;
    nextActionOn: string | null;
    locale: "en" | "es";
    createdAt: string;
    buyer: {
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
      company: string;
      /** ISO 3166 alpha-2, from the project's location or else the phone's dialling code. */
      country: string | null;
    };
    message: string;
    /** A product named on the contact form has no quantity (null). */
    products: { id: string; name: string; quantity: number | null; note: string | null }[];
    project: QuoteProject | null;
    /** The files' names, kinds and sizes; their bytes stay in the back office. */
    attachments: { fileName: string; kind: string; size: number }[];
    links: { backOffice: string };
  };
}

type RequestRow = Pick<
  ContactMessage,
  | "id"
  | "status"
  | "lostReason"
  | "nextActionOn"
  | "locale"
  | "createdAt"
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "company"
  | "countryCode"
  | "message"
  | "productId"
  | "productName"
  | "project"
>;

/** The JSON an event sends, from the request as read in the event's transaction. */
export function buildWebhookBody(
  event: WebhookEventInput & { id: string; occurredAt: Date },
  request: RequestRow,
  related: {
    owner: { email: string; name: string } | null;
    items: { productId: string; productName: string; quantity: number; note: string | null }[];
    attachments: { fileName: string; kind: string; size: number }[];
  },
  publicUrl: string,
): WebhookBody {
  const products =
    related.items.length > 0
      ? related.items.map((item) => ({
          id: item.productId,
          name: item.productName,
          quantity: item.quantity,
          note: item.note,
        }))
      : request.productId
        ? [
            {
              id: request.productId,
              name: request.productName ?? request.productId,
              quantity: null,
              note: null,
            },
          ]
        : [];
  const quote = request.project !== null || related.items.length > 0 || request.productId !== null;
  return {
    id: event.id,
    type: event.type,
    occurredAt: event.occurredAt.toISOString(),
    request: {
      id: request.id,
      kind: quote ? "quote" : "contact",
      status: request.status,
      ...(event.previousStatus ? { previousStatus: event.previousStatus } : {}),
      ...(request.lostReason ? { lostReason: request.lostReason } : {}),
      owner: related.owner,
      nextActionOn: request.nextActionOn,
      locale: request.locale,
      createdAt: request.createdAt.toISOString(),
      buyer: {
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        phone: request.phone,
        company: request.company,
        country: buyerCountry({ countryCode: request.countryCode, project: request.project }) ?? null,
      },
      message: request.message,
      products,
      project: request.project,
      attachments: related.attachments,
      links: { backOffice: `${publicUrl}${pagePath("admin-message", "en", { id: request.id })}` },
    },
  };
}

/**
 * Queues an event for the CRM inside the caller's transaction (nothing when the webhook is
 * not configured, when the request is gone, or for spam, which the CRM never sees). The
 * body is written now, whole: what a retry sends is what the request was at the event.
 */
export async function enqueueWebhookEvent(
  tx: Executor,
  options: { enabled: boolean; publicUrl: string },
  event: WebhookEventInput,
): Promise<void> {
  if (!options.enabled) return;
  const [request] = await tx
    .select({
      id: contactMessages.id,
      status: contactMessages.status,
      lostReason: contactMessages.lostReason,
      nextActionOn: contactMessages.nextActionOn,
      locale: contactMessages.locale,
      createdAt: contactMessages.createdAt,
      firstName: contactMessages.firstName,
      lastName: contactMessages.lastName,
      email: contactMessages.email,
      phone: contactMessages.phone,
      company: contactMessages.company,
      countryCode: contactMessages.countryCode,
      message: contactMessages.message,
      productId: contactMessages.productId,
      productName: contactMessages.productName,
      project: contactMessages.project,
      isSpam: contactMessages.isSpam,
      ownerEmail: users.email,
      ownerName: users.name,
    })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.ownerId))
    .where(eq(contactMessages.id, event.messageId));
  if (!request || request.isSpam) return;
  const { items, attachments } = await requestParts(tx, request.id);
  const id = randomUUID();
  const body = buildWebhookBody(
    { ...event, id, occurredAt: new Date() },
    request,
    {
      owner:
        request.ownerEmail !== null ? { email: request.ownerEmail, name: request.ownerName ?? "" } : null,
      items,
      // Never the bytes, nor the office's ids: the CRM follows the link to the back office.
      attachments: attachments.map(({ fileName, kind, size }) => ({ fileName, kind, size })),
    },
    options.publicUrl,
  );
  await tx.insert(webhookEvents).values({
    id,
    messageId: request.id,
    event: event.type,
    body: JSON.stringify(body),
  });
}

/** The X-Webhook-Signature of a body: `sha256=` and the hex HMAC-SHA256 of its bytes. */
export function signWebhookBody(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

export interface WebhookDeliveryTuning {
  /** The first retry's delay; later ones grow from it (retryDelayMs in queue-worker.ts). */
  retryBaseMs: number;
  /** How often to look for due events when nothing wakes the worker. */
  pollIntervalMs: number;
  /** How long the receiver has to answer before the attempt counts as failed. */
  timeoutMs: number;
  /** How long a claim lasts: longer than an attempt can take (timeoutMs and the database's writes). */
  leaseMs: number;
  /** After this many attempts an event is marked failed. */
  maxAttempts: number;
}

/** The retries' delays and the attempts before giving up are the mail outbox's (queue-worker.ts). */
export const DEFAULT_WEBHOOK_DELIVERY: WebhookDeliveryTuning = {
  retryBaseMs: 30_000,
  pollIntervalMs: 5_000,
  timeoutMs: 10_000,
  leaseMs: 60_000,
  maxAttempts: QUEUE_MAX_ATTEMPTS,
};

const USER_AGENT = "water-treatment-site-webhook/1";
/** How much of a refusal's body is kept in the log (it says why, at best). */
const ERROR_BODY_CHARS = 300;

export type WebhookDelivery = QueueWorker;

export interface WebhookDeliveryDependencies {
  db: Database;
  logger: Logger;
  url: string;
  secret: string;
  tuning?: Partial<WebhookDeliveryTuning>;
}

export function startWebhookDelivery({
  db,
  logger,
  url,
  secret,
  tuning,
}: WebhookDeliveryDependencies): WebhookDelivery {
  const settings = { ...DEFAULT_WEBHOOK_DELIVERY, ...tuning };
  const target = { url, secret };
  logger.info({ host: new URL(url).host }, "CRM webhook: delivering its events");
  return startQueueWorker({
    logger,
    pollIntervalMs: settings.pollIntervalMs,
    next: () => deliverNext(db, logger, target, settings),
    unreadable: "webhook delivery: cannot read the queue; will keep trying",
    readableAgain: "webhook queue reachable again",
  });
}

/** How one attempt ended. */
type AttemptOutcome = {
  delivered: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
};

/**
 * Claims one due event (pending and due, or sending with an expired lease), posts it and
 * records the outcome. Returns false when nothing was due.
 */
async function deliverNext(
  db: Database,
  logger: Logger,
  target: { url: string; secret: string },
  settings: WebhookDeliveryTuning,
): Promise<boolean> {
  // An event found in `sending` with its lease run out was being delivered by an instance
  // that stopped (killed, or its database connection lost) before recording the outcome: that
  // attempt joins the history as interrupted, since the receiver may or may not have had it.
  const claimed = await rows<{ id: string; event: string; body: string; attempts: number }>(
    db,
    sql`
    with due as (
      select id, status from webhook_events
      where (status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and locked_until < now())
      order by next_attempt_at
      limit 1
      for update skip locked
    ),
    claimed as (
      update webhook_events as e
      set status = 'sending',
          attempts = e.attempts + 1,
          locked_until = now() + make_interval(secs => ${settings.leaseMs / 1000}::double precision),
          updated_at = now()
      from due
      where e.id = due.id
      returning e.id, e.event, e.body, e.attempts, due.status as was
    ),
    interrupted as (
      insert into webhook_attempts (event_id, outcome, error, duration_ms)
      select id, 'error', 'interrupted: the delivering instance stopped before recording the answer', 0
      from claimed where was = 'sending'
    )
    select id, event, body, attempts from claimed
  `,
  );
  const claim = claimed[0];
  if (!claim) return false;
  const attempts = Number(claim.attempts);
  const log = logger.child({ webhookEventId: claim.id, event: claim.event, attempt: attempts });

  const outcome = await post(target, claim, settings.timeoutMs);
  if (outcome.delivered) {
    const updated = await finish(db, claim.id, attempts, outcome, { status: "delivered" });
    if (updated) log.info({ statusCode: outcome.statusCode }, "webhook event delivered");
    // Our lease ran out mid-attempt and another instance took the event over: the receiver
    // may get it twice, under the same X-Webhook-Id, and can drop the repeat.
    else log.warn("webhook event delivered after its claim expired");
    return true;
  }
  const giveUp = attempts >= settings.maxAttempts;
  const delayMs = retryDelayMs(attempts, settings.retryBaseMs);
  const updated = await finish(db, claim.id, attempts, outcome, {
    status: giveUp ? "failed" : "pending",
    nextAttemptDelayMs: giveUp ? 0 : delayMs,
  });
  const fields = { statusCode: outcome.statusCode, error: outcome.error, updated };
  if (giveUp) log.error(fields, "webhook event could not be delivered: gave up");
  else log.warn({ ...fields, retryInMs: delayMs }, "webhook event not delivered yet: will retry");
  return true;
}

/** One POST of an event: a 2xx answer within the timeout delivers it; anything else does not. */
async function post(
  target: { url: string; secret: string },
  claim: { id: string; event: string; body: string },
  timeoutMs: number,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(target.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": USER_AGENT,
        "x-webhook-id": claim.id,
        "x-webhook-event": claim.event,
        "x-webhook-signature": signWebhookBody(target.secret, claim.body),
      },
      body: claim.body,
      // A redirect is an answer we do not follow: the body and its signature go only where
      // the operator pointed them.
      redirect: "manual",
      signal,
    });
    const statusCode = response.status;
    if (statusCode >= 200 && statusCode < 300) {
      await response.body?.cancel();
      return { delivered: true, statusCode, error: null, durationMs: elapsed() };
    }
    const why =
      statusCode >= 300 && statusCode < 400
        ? `redirect to ${response.headers.get("location") ?? "(no location)"} not followed`
        : await bodyStart(response);
    return {
      delivered: false,
      statusCode,
      error: `HTTP ${statusCode}${why ? `: ${why}` : ""}`.slice(0, 1000),
      durationMs: elapsed(),
    };
  } catch (error) {
    return {
      delivered: false,
      statusCode: null,
      error: describeError(error, signal, timeoutMs),
      durationMs: elapsed(),
    };
  }
}

/** The first characters of a refusal's body, on one line (empty when it has none or it stalls). */
async function bodyStart(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const decoder = new TextDecoder();
  let text = "";
  try {
    while (text.length < ERROR_BODY_CHARS) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // the timeout struck while reading: the status says enough
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return text.replace(/\s+/g, " ").trim().slice(0, ERROR_BODY_CHARS);
}

function describeError(error: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (signal.aborted) return `timeout: no answer within ${timeoutMs} ms`;
  if (!(error instanceof Error)) return String(error).slice(0, 1000);
  // fetch says "fetch failed" and keeps the reason (ECONNREFUSED, a TLS error) in its cause.
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = (cause as { code?: unknown } | undefined)?.code;
  const detail = cause ? `${code ? `${String(code)}: ` : ""}${cause.message}` : error.message;
  return detail.slice(0, 1000);
}

/**
 * Records an attempt, and the event's new state unless another instance has claimed it since
 * (its attempt count then differs): the count fences a stale worker off. The attempt joins the
 * history in the same statement, fenced or not: it happened.
 */
async function finish(
  db: Database,
  id: string,
  attempts: number,
  outcome: AttemptOutcome,
  next: { status: "delivered" } | { status: "pending" | "failed"; nextAttemptDelayMs: number },
): Promise<boolean> {
  const attempt = sql`with attempt as (
    insert into webhook_attempts (event_id, outcome, status_code, error, duration_ms)
    select id, ${outcome.delivered ? "delivered" : "error"}::text, ${outcome.statusCode}::integer,
      ${outcome.error}::text, ${outcome.durationMs}::integer
    from webhook_events where id = ${id}
  )`;
  const updated = await rows<unknown>(
    db,
    next.status === "delivered"
      ? sql`${attempt}
        update webhook_events
        set status = 'delivered', delivered_at = now(), locked_until = null,
            last_status_code = ${outcome.statusCode}::integer, last_error = null, updated_at = now()
        where id = ${id} and status = 'sending' and attempts = ${attempts}
        returning id`
      : sql`${attempt}
        update webhook_events
        set status = ${next.status},
            last_status_code = ${outcome.statusCode}::integer,
            last_error = ${outcome.error}::text,
            locked_until = null,
            next_attempt_at = now() + make_interval(secs => ${next.nextAttemptDelayMs / 1000}::double precision),
            updated_at = now()
        where id = ${id} and status = 'sending' and attempts = ${attempts}
        returning id`,
  );
  return updated.length === 1;
}

export type ResendOutcome = "done" | "not-found" | "unchanged";

/**
 * "Send again" from the delivery log: a failed or delivered event goes back in the queue, due
 * now, with a fresh round of retries (its past attempts stay in its history). One pending or
 * being sent is left as it is ("unchanged"). Recorded in the audit log against its request
 * (events go with their request, so an event always has one).
 */
export async function resendWebhookEvent(
  db: Database,
  actor: AuditActor,
  eventId: string,
): Promise<ResendOutcome> {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({
        id: webhookEvents.id,
        messageId: webhookEvents.messageId,
        event: webhookEvents.event,
        status: webhookEvents.status,
        attempts: webhookEvents.attempts,
      })
      .from(webhookEvents)
      .where(eq(webhookEvents.id, eventId))
      .for("update");
    if (!event) return "not-found";
    if (event.status !== "failed" && event.status !== "delivered") return "unchanged";
    await tx
      .update(webhookEvents)
      .set({
        status: "pending",
        attempts: 0,
        nextAttemptAt: sql`now()`,
        lockedUntil: null,
        lastError: null,
        lastStatusCode: null,
        deliveredAt: null,
      })
      .where(and(eq(webhookEvents.id, event.id), eq(webhookEvents.status, event.status)));
    await recordAudit(tx, actor, {
      action: "message.webhook_resend",
      entityType: "message",
      entityId: event.messageId ?? event.id,
      before: { webhookEvent: event.id, event: event.event, status: event.status, attempts: event.attempts },
      after: { webhookEvent: event.id, event: event.event, status: "pending", attempts: 0 },
    });
    return "done";
  });
}

export const WEBHOOK_LOG_PAGE_SIZE = 50;

export interface WebhookLogEntry {
  id: string;
  event: string;
  status: WebhookStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  lastStatusCode: number | null;
  deliveredAt: Date | null;
  createdAt: Date;
  request: { id: string; name: string; company: string } | null;
  history: {
    at: Date;
    outcome: "delivered" | "error";
    statusCode: number | null;
    error: string | null;
    durationMs: number;
  }[];
}

/** One page of the delivery log, newest first, each event with its attempts (oldest first). */
export async function listWebhookEvents(
  db: Database,
  page: number,
): Promise<{ rows: WebhookLogEntry[]; total: number }> {
  const [events, [count]] = await Promise.all([
    db
      .select({
        id: webhookEvents.id,
        event: webhookEvents.event,
        status: webhookEvents.status,
        attempts: webhookEvents.attempts,
        nextAttemptAt: webhookEvents.nextAttemptAt,
        lastError: webhookEvents.lastError,
        lastStatusCode: webhookEvents.lastStatusCode,
        deliveredAt: webhookEvents.deliveredAt,
        createdAt: webhookEvents.createdAt,
        messageId: webhookEvents.messageId,
        firstName: contactMessages.firstName,
        lastName: contactMessages.lastName,
        company: contactMessages.company,
      })
      .from(webhookEvents)
      .leftJoin(contactMessages, eq(contactMessages.id, webhookEvents.messageId))
      .orderBy(desc(webhookEvents.createdAt), desc(webhookEvents.id))
      .limit(WEBHOOK_LOG_PAGE_SIZE)
      .offset((page - 1) * WEBHOOK_LOG_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(webhookEvents),
  ]);
  const attempts =
    events.length > 0
      ? await db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.eventId,
              events.map((event) => event.id),
            ),
          )
          .orderBy(webhookAttempts.attemptedAt, webhookAttempts.id)
      : [];
  return {
    total: Number(count?.total ?? 0),
    rows: events.map(({ messageId, firstName, lastName, company, ...event }) => ({
      ...event,
      request:
        messageId && firstName !== null
          ? { id: messageId, name: `${firstName} ${lastName ?? ""}`.trim(), company: company ?? "" }
          : null,
      history: attempts
        .filter((attempt) => attempt.eventId === event.id)
        .map((attempt) => ({
          at: attempt.attemptedAt,
          outcome: attempt.outcome,
          statusCode: attempt.statusCode,
          error: attempt.error,
          durationMs: attempt.durationMs,
        })),
    })),
  };
}
