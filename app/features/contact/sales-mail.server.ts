// The sales team's e-mails (ADR 032): a reply from the back office to a request's buyer, and
// the notices to a request's owner (reminders, a new assignment). Both go through the mail
// outbox, written in the transaction of what they report, so an e-mail is owed exactly when
// its change committed.
//
// A reply is written in the buyer's language (the request's), from a template the form fills
// in and the writer edits. It carries the buyer's conversation in its headers: In-Reply-To
// names the e-mail the buyer has from us (the quote's confirmation), or else the request's
// own e-mail to the team; References lists the request's, the confirmation's and every
// earlier reply's Message-ID, oldest first. Its Reply-To is the sales address, so the buyer's
// answer reaches the team.
//
// Owners read their notices in English: accounts keep no language of their own.
import { and, asc, eq, sql } from "drizzle-orm";
import { recordAudit } from "~/.server/audit";
import type { Database, Executor } from "~/.server/db/client";
import {
  contactMessages,
  mailOutbox,
  quoteItems,
  requestEvents,
  requestReplyFiles,
  salesSettings,
  users,
} from "~/.server/db/schema";
import { escapeHtml } from "~/.server/mail";
import { pagePath } from "~/.server/pages";
import { isLocale, type Locale } from "~/i18n/locales";
import { serverT } from "~/i18n/messages.server";
import { addTimelineEvent, type PipelineActor, type WebhookOptions } from "./pipeline.server";
import type { AttachmentKind } from "./quote-schema";
import {
  isReplyOutcome,
  isReplyTemplateId,
  REPLY_LIMITS,
  REPLY_OUTCOMES,
  REPLY_TEMPLATE_IDS,
  type ReplyTemplateId,
} from "./reply-limits";
import { enqueueWebhookEvent } from "./sales-webhook.server";

// ---------------------------------------------------------------------------------------------
// Message-IDs and threading

/** An outbox row's Message-ID, as the delivery worker sends it (`<kind-id@domain>`). */
export function outboxMessageId(kind: string, id: string, domain: string): string {
  return `<${kind}-${id}@${domain}>`;
}

/** The Message-ID of a request's e-mail to the team, as composeContactEmail names it. */
export function requestMessageId(messageId: string, domain: string): string {
  return `<contact-message-${messageId}@${domain}>`;
}

/**
 * A reply's threading headers: it answers what the buyer has from us (the confirmation of a
 * quote request; a contact message has none, so its request's e-mail), and references the
 * whole conversation, oldest first.
 */
export function threadHeaders(
  domain: string,
  thread: { messageId: string; confirmationId?: string | null; earlierReplyIds: readonly string[] },
): { inReplyTo: string; references: string[] } {
  const request = requestMessageId(thread.messageId, domain);
  const confirmation = thread.confirmationId
    ? outboxMessageId("quote_confirmation", thread.confirmationId, domain)
    : undefined;
  return {
    inReplyTo: confirmation ?? request,
    references: [
      request,
      ...(confirmation ? [confirmation] : []),
      ...thread.earlierReplyIds.map((id) => outboxMessageId("sales_reply", id, domain)),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Templates

export interface ReplyTemplate {
  id: ReplyTemplateId;
  /** In the writer's language (the page's). */
  label: string;
  /** Both in the buyer's language, filled in. */
  subject: string;
  body: string;
}

/** What a reply's templates name about the request. */
export interface ReplyRequestInfo {
  /** The buyer's language: the request's. */
  locale: Locale;
  firstName: string;
  /** The products it asks about, in its order. */
  products: readonly string[];
  /** The subject of the confirmation the buyer received, if any. */
  confirmationSubject?: string | null;
}

/** Products named in a subject or sentence: three, then how many more. */
const PRODUCTS_NAMED = 3;

function productsText(locale: Locale, products: readonly string[]): string {
  if (products.length === 0) return serverT(locale, "salesMail.productsNone");
  const named =
    products.length > PRODUCTS_NAMED + 1
      ? [
          ...products.slice(0, PRODUCTS_NAMED),
          serverT(locale, "salesMail.productsMore", { count: products.length - PRODUCTS_NAMED }),
        ]
      : [...products];
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(named);
}

/**
 * The reply templates, labelled in the writer's language (`locale`), their subject and text
 * in the buyer's (`request.locale`) with the buyer's first name, the products and the signer
 * filled in. The blank one answers under the confirmation's subject ("Re: …") where there is one.
 */
export function replyTemplates(
  locale: Locale,
  request: ReplyRequestInfo,
  owner: { name: string; email?: string },
): ReplyTemplate[] {
  const buyer = request.locale;
  const values = {
    firstName: request.firstName.trim(),
    products: productsText(buyer, request.products),
    owner: owner.name.trim() || owner.email || "",
  };
  return REPLY_TEMPLATE_IDS.map((id) => {
    const subject =
      id === "blank" && request.confirmationSubject
        ? `Re: ${request.confirmationSubject}`
        : serverT(buyer, `salesMail.templates.${id}.subject`, values);
    return {
      id,
      label: serverT(locale, `salesMail.templates.${id}.label`),
      subject: cleanSubject(subject).slice(0, REPLY_LIMITS.subjectMax),
      body: serverT(buyer, `salesMail.templates.${id}.body`, values),
    };
  });
}

/** What the request's page needs for its reply form. */
export interface ReplyFormData {
  templates: ReplyTemplate[];
  /** The template asked for without script (`?template=`), filled in; else none. */
  defaults?: { subject: string; body: string; template: ReplyTemplateId };
  /** The buyer's address and language, in the writer's words. */
  to: string;
  language: string;
}

/**
 * The reply form's templates for a request and the one chosen by `?template=` (the form's
 * "Use template" button without script), or undefined when the request does not exist.
 */
export async function replyFormData(
  db: Database,
  messageId: string,
  locale: Locale,
  signer: { name: string; email: string },
  templateId?: string | null,
): Promise<ReplyFormData | undefined> {
  const request = await replyRequestInfo(db, messageId);
  if (!request) return undefined;
  const templates = replyTemplates(locale, request, signer);
  const chosen = isReplyTemplateId(templateId) ? templates.find((t) => t.id === templateId) : undefined;
  return {
    templates,
    ...(chosen ? { defaults: { subject: chosen.subject, body: chosen.body, template: chosen.id } } : {}),
    to: request.email,
    language: serverT(locale, `salesMail.languages.${request.locale}`),
  };
}

async function replyRequestInfo(
  db: Executor,
  messageId: string,
): Promise<(ReplyRequestInfo & { email: string }) | undefined> {
  const [request] = await db
    .select({
      locale: contactMessages.locale,
      firstName: contactMessages.firstName,
      email: contactMessages.email,
      productName: contactMessages.productName,
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, messageId));
  if (!request) return undefined;
  const items = await db
    .select({ productName: quoteItems.productName })
    .from(quoteItems)
    .where(eq(quoteItems.messageId, messageId))
    .orderBy(quoteItems.position);
  const confirmation = await confirmationOf(db, messageId);
  return {
    locale: isLocale(request.locale) ? request.locale : "en",
    firstName: request.firstName,
    email: request.email,
    products:
      items.length > 0
        ? items.map((item) => item.productName)
        : request.productName
          ? [request.productName]
          : [],
    confirmationSubject: confirmation?.subject ?? null,
  };
}

/** The confirmation a quote request's buyer was sent (one per request; none for a message). */
async function confirmationOf(db: Executor, messageId: string) {
  const [row] = await db
    .select({ id: mailOutbox.id, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "quote_confirmation"), eq(mailOutbox.confirmsMessageId, messageId)))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(1);
  return row;
}

/** How a reply went, from the request page's address after the redirect, in its language. */
export function replyResult(
  params: URLSearchParams,
  locale: Locale,
): { ok: boolean; text: string } | undefined {
  const outcome = params.get("reply");
  if (!isReplyOutcome(outcome)) return undefined;
  const file = (params.get("file") ?? "").slice(0, 200);
  return {
    ok: outcome === "sent" || outcome === "stored",
    text: serverT(locale, REPLY_OUTCOMES[outcome], {
      subjectMax: REPLY_LIMITS.subjectMax,
      bodyMax: REPLY_LIMITS.bodyMax,
      max: REPLY_LIMITS.filesMax,
      size: `${Math.round(REPLY_LIMITS.filesBytesMax / (1024 * 1024))} MB`,
      name: file || "?",
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// The e-mail's text and HTML

/** A subject on one line: line breaks and control characters become spaces. */
export function cleanSubject(subject: string): string {
  return (
    subject
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** A message's text with plain line ends, without trailing spaces at its ends. */
export function cleanBody(body: string): string {
  return body
    .replace(/\r\n?/g, "\n")
    .replace(/^\s*\n/, "")
    .trimEnd();
}

/**
 * The HTML part of a text the office wrote: every character escaped, blank lines between
 * paragraphs, single line breaks kept.
 */
export function textToHtml(text: string, locale: Locale): string {
  const paragraphs = text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>\n")}</p>`);
  return `<!doctype html>
<html lang="${locale}"><body style="font-family:sans-serif;font-size:14px;color:#111">
${paragraphs.join("\n")}
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Queueing a reply

/** A reply's file, checked by its content (attachment-type.server.ts) before it gets here. */
export interface ReplyFile {
  fileName: string;
  kind: AttachmentKind;
  size: number;
  sha256: string;
  bytes: Buffer;
}

export interface ReplyDraft {
  subject: string;
  body: string;
  /** The template it started from, for the timeline (any other value is dropped). */
  template?: string | null;
  files: readonly ReplyFile[];
}

export interface ReplyOptions {
  /** Whether SMTP is configured: the reply is then queued, otherwise stored undelivered. */
  mailEnabled: boolean;
  /** The domain of MAIL_FROM, for the thread's Message-IDs. */
  domain: string;
  /** The CRM webhook, told when the reply moves a new request on. */
  webhook?: WebhookOptions;
}

/**
 * "conflict": the request changed since the page was opened (nothing is sent); "invalid": an
 * empty or too long subject or message, or too many or too large files; "spam": a request
 * marked spam gets no e-mail.
 */
export type ReplyQueueOutcome = "done" | "conflict" | "not-found" | "invalid" | "spam";

/** Whether a draft is within the reply's limits, and its cleaned subject and message. */
export function checkReplyDraft(draft: ReplyDraft): { subject: string; body: string } | undefined {
  const subject = cleanSubject(draft.subject);
  const body = cleanBody(draft.body);
  const bytes = draft.files.reduce((sum, file) => sum + file.bytes.length, 0);
  if (!subject || subject.length > REPLY_LIMITS.subjectMax) return undefined;
  if (!body.trim() || body.length > REPLY_LIMITS.bodyMax) return undefined;
  if (draft.files.length > REPLY_LIMITS.filesMax || bytes > REPLY_LIMITS.filesBytesMax) return undefined;
  return { subject, body };
}

/**
 * Queues a reply to the request's buyer, in one transaction, provided the request is still at
 * `version` (ADR 022): the request's row is locked and its version raised; the reply joins the
 * timeline with its files; its outbox row carries the thread's headers; the first reply's time
 * is kept; a new request moves to in progress (on its timeline, and told to the CRM); and the
 * audit row records lengths and a count, never what was written.
 */
export async function queueReply(
  db: Database,
  actor: PipelineActor,
  messageId: string,
  version: number,
  draft: ReplyDraft,
  options: ReplyOptions,
): Promise<ReplyQueueOutcome> {
  const checked = checkReplyDraft(draft);
  if (!checked) return "invalid";
  const { subject, body } = checked;
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        version: contactMessages.version,
        status: contactMessages.status,
        isSpam: contactMessages.isSpam,
        email: contactMessages.email,
        locale: contactMessages.locale,
      })
      .from(contactMessages)
      .where(eq(contactMessages.id, messageId))
      .for("update");
    if (!request) return "not-found";
    if (request.version !== version) return "conflict";
    if (request.isSpam) return "spam";

    const confirmation = await confirmationOf(tx, messageId);
    const earlier = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "sales_reply"), eq(mailOutbox.regardingMessageId, messageId)))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
    const thread = threadHeaders(options.domain, {
      messageId,
      confirmationId: confirmation?.id,
      earlierReplyIds: earlier.map((row) => row.id),
    });

    const template = isReplyTemplateId(draft.template) ? draft.template : null;
    const [event] = await tx
      .insert(requestEvents)
      .values({
        messageId,
        kind: "reply",
        actorUserId: actor.id,
        actorEmail: actor.email,
        data: {
          to: request.email,
          subject,
          body,
          ...(template ? { template } : {}),
          files: draft.files.map((file) => ({ name: file.fileName, kind: file.kind, size: file.size })),
        },
      })
      .returning({ id: requestEvents.id });
    // One file per statement: a file of several megabytes is already a large parameter.
    for (const [position, file] of draft.files.entries()) {
      await tx.insert(requestReplyFiles).values({
        eventId: event!.id,
        position,
        fileName: file.fileName,
        kind: file.kind,
        size: file.size,
        sha256: file.sha256,
        bytes: file.bytes,
      });
    }
    await tx.insert(mailOutbox).values({
      kind: "sales_reply",
      regardingMessageId: messageId,
      replyEventId: event!.id,
      recipient: request.email,
      subject,
      bodyText: body,
      bodyHtml: textToHtml(body, isLocale(request.locale) ? request.locale : "en"),
      inReplyTo: thread.inReplyTo,
      references: thread.references.join(" "),
      status: options.mailEnabled ? "pending" : "undelivered",
    });

    const movesOn = request.status === "new";
    await tx
      .update(contactMessages)
      .set({
        version: sql`${contactMessages.version} + 1`,
        firstReplyAt: sql`coalesce(${contactMessages.firstReplyAt}, now())`,
        ...(movesOn ? { status: "in_progress" as const } : {}),
      })
      .where(and(eq(contactMessages.id, messageId), eq(contactMessages.version, version)));
    if (movesOn) {
      await addTimelineEvent(tx, messageId, actor, "status", {
        from: { status: "new" },
        to: { status: "in_progress" },
        reason: "reply",
      });
      await enqueueWebhookEvent(tx, options.webhook ?? { enabled: false, publicUrl: "" }, {
        type: "request.status_changed",
        messageId,
        previousStatus: "new",
      });
    }
    // Lengths and a count only: a reply names people, and the trail outlives an erased request.
    await recordAudit(tx, actor, {
      action: "message.reply",
      entityType: "message",
      entityId: messageId,
      before: { status: request.status },
      after: {
        status: movesOn ? "in_progress" : request.status,
        subjectLength: subject.length,
        bodyLength: body.length,
        files: draft.files.length,
      },
    });
    return "done";
  });
}

// ---------------------------------------------------------------------------------------------
// Notices to a request's owner

export type OwnerNoticeKind = "reminder_new" | "reminder_action" | "assigned";

export interface OwnerNotice {
  messageId: string;
  ownerId: string;
  kind: OwnerNoticeKind;
  mailEnabled: boolean;
  /** The site's origin (PUBLIC_URL), for the link to the request. */
  publicUrl: string | undefined;
  /** For a new request's reminder: the working hours it waited (else the settings' figure). */
  hours?: number;
}

/** Owners read their notices in English: an account has no language of its own. */
const NOTICE_LOCALE: Locale = "en";

const NOTICE_KEYS = {
  reminder_new: {
    subject: "salesMail.notices.reminderNewSubject",
    text: "salesMail.notices.reminderNewText",
  },
  reminder_action: {
    subject: "salesMail.notices.reminderActionSubject",
    text: "salesMail.notices.reminderActionText",
  },
  assigned: { subject: "salesMail.notices.assignedSubject", text: "salesMail.notices.assignedText" },
} as const;

/**
 * Queues a notice to the request's owner inside the caller's transaction: a reminder that it
 * is still new or that its next action is past, or that it was assigned to them. Returns
 * false (nothing queued) when the owner or the request is gone, or the owner's account is
 * disabled.
 */
export async function queueOwnerNotice(tx: Executor, notice: OwnerNotice): Promise<boolean> {
  const [row] = await tx
    .select({
      firstName: contactMessages.firstName,
      lastName: contactMessages.lastName,
      company: contactMessages.company,
      createdAt: contactMessages.createdAt,
      nextActionOn: contactMessages.nextActionOn,
      ownerEmail: users.email,
      ownerDisabledAt: users.disabledAt,
    })
    .from(contactMessages)
    .innerJoin(users, eq(users.id, notice.ownerId))
    .where(eq(contactMessages.id, notice.messageId));
  if (!row || row.ownerDisabledAt) return false;
  const [settings] = await tx
    .select({ reminderHours: salesSettings.reminderHours, timeZone: salesSettings.timeZone })
    .from(salesSettings)
    .where(eq(salesSettings.id, 1));
  const timeZone = settings?.timeZone ?? "UTC";
  const values = {
    name: `${row.firstName} ${row.lastName}`,
    company: row.company,
    received: formatInstant(row.createdAt, timeZone),
    hours: notice.hours ?? settings?.reminderHours ?? 0,
    day: row.nextActionOn ? formatDay(row.nextActionOn) : "—",
  };
  const keys = NOTICE_KEYS[notice.kind];
  const t = (key: Parameters<typeof serverT>[1]) => serverT(NOTICE_LOCALE, key, values);
  const link = `${notice.publicUrl ?? ""}${pagePath("admin-message", NOTICE_LOCALE, { id: notice.messageId })}`;
  const text = [
    t(keys.text),
    "",
    `${t("salesMail.notices.open")}: ${link}`,
    "",
    t("salesMail.notices.footer"),
  ].join("\n");
  const html = `<!doctype html>
<html lang="${NOTICE_LOCALE}"><body style="font-family:sans-serif;font-size:14px;color:#111">
<p>${escapeHtml(t(keys.text))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t("salesMail.notices.open"))}</a></p>
<p style="color:#555">${escapeHtml(t("salesMail.notices.footer"))}</p>
</body></html>`;
  await tx.insert(mailOutbox).values({
    kind: "sales_notice",
    regardingMessageId: notice.messageId,
    recipient: row.ownerEmail,
    subject: cleanSubject(t(keys.subject)),
    bodyText: text,
    bodyHtml: html,
    status: notice.mailEnabled ? "pending" : "undelivered",
  });
  return true;
}

/** "12 Mar 2027, 09:30 (America/Chicago)": an instant in the company's time zone, in English. */
function formatInstant(date: Date, timeZone: string): string {
  return (
    new Intl.DateTimeFormat("en-GB", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone,
    }).format(date) + ` (${timeZone})`
  );
}

/** "Fri, 12 Mar 2027": a calendar day (YYYY-MM-DD). */
function formatDay(day: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}
