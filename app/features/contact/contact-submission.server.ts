import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { redeemCaptcha, verifyCaptcha, type CaptchaKeys } from "~/.server/captcha";
import type { Database } from "~/.server/db/client";
import {
  contactAttachments,
  contactMessages,
  mailOutbox,
  quoteItems,
  type QuoteProject,
} from "~/.server/db/schema";
import {
  contactCodeSchema,
  fullPhoneNumber,
  isHoneypotFilled,
  type ContactFieldErrorCodes,
  type ContactSubmission,
} from "./contact-schema";
import { findProductName } from "./product-name";
import { queueOwnerNotice } from "./sales-mail.server";
import { assignOnArrival } from "./sales-rules.server";
import { enqueueWebhookEvent } from "./sales-webhook.server";

export interface SubmissionDependencies {
  db: Database;
  /** Whether SMTP is configured: new messages are then queued, otherwise marked undelivered. */
  mailEnabled: boolean;
  /** A new request's owner and the CRM's event (absent: neither, as in tools and tests). */
  sales?: SalesArrival;
}

/** What a new request needs for the sales pipeline on arrival (ADR 032). */
export interface SalesArrival {
  /** The site's origin, for the links in the owner's e-mail and the CRM's event. */
  publicUrl: string;
  /** Whether SALES_WEBHOOK_URL is set: the CRM is told of each new request. */
  webhookEnabled: boolean;
}

export interface SubmissionContext {
  ip: string | undefined;
  userAgent: string | undefined;
  idempotencyKey: string | undefined;
}

/** A body that passed every check that needs no database: fields and captcha. */
export interface CheckedSubmission {
  kind: "checked";
  input: ContactSubmission;
  captcha: { signature: string; expiresAt: Date };
}

export type Refusal =
  | { kind: "invalid-fields"; fieldErrors: ContactFieldErrorCodes }
  /** The fields were valid (`input`), the captcha was not. */
  | { kind: "invalid-captcha"; fieldErrors: ContactFieldErrorCodes; input?: ContactSubmission };

export type StoreOutcome =
  /** Committed (or committed before, for a retried Idempotency-Key). */
  | { kind: "stored"; id: string; spam: boolean; replayed: boolean }
  /** The Idempotency-Key was used before for a different message: nothing was stored. */
  | { kind: "key-reused" }
  | Refusal;

/** What a quote request adds to a message (ADR 026), checked and ready to store. */
export interface QuoteAddition {
  items: { productId: string; productName: string; quantity: number; note?: string }[];
  project: QuoteProject;
  attachments: { fileName: string; kind: string; size: number; sha256: string; bytes: Buffer }[];
  /** The buyer's confirmation e-mail, composed now in their language; not for spam. */
  confirmation: { recipient: string; subject: string; text: string; html: string };
}

/** What identifies a quote's additions for its Idempotency-Key (files by their hashes). */
export function quoteFingerprint(quote: Omit<QuoteAddition, "confirmation">): string {
  return JSON.stringify([
    quote.items.map((item) => [item.productId, item.quantity, item.note ?? ""]),
    quote.project,
    quote.attachments.map((file) => [file.fileName, file.sha256]),
  ]);
}

/** What identifies a message for its Idempotency-Key: every submitted field but the captcha. */
export function submissionHash(input: ContactSubmission, extra = ""): string {
  const fields = [
    input.firstName,
    input.lastName,
    input.email,
    input.countryCode,
    input.phone,
    input.company,
    input.message,
    input.productId ?? "",
    input.website,
    input.locale,
    ...(extra ? [extra] : []),
  ];
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex");
}

/** A stored message answers a retry only if the retry carries the same message. */
export function sameSubmission(
  stored: { requestHash: string | null },
  input: ContactSubmission,
  extra = "",
): boolean {
  return stored.requestHash === null || stored.requestHash === submissionHash(input, extra);
}

const USER_AGENT_MAX = 512;

class CaptchaAlreadyUsed extends Error {}

/**
 * Validates a contact form body and verifies its captcha's signature, expiry and solution.
 * Touches no database, so refusing junk costs no writes.
 */
export async function checkSubmission(
  keys: CaptchaKeys,
  body: Record<string, unknown>,
): Promise<CheckedSubmission | Refusal> {
  const parsed = contactCodeSchema.safeParse(body);
  if (!parsed.success) {
    return {
      kind: "invalid-fields",
      fieldErrors: z.flattenError(parsed.error).fieldErrors as ContactFieldErrorCodes,
    };
  }
  // A quote request names a product of the catalogue, or it is refused (its name goes into
  // the e-mail's subject).
  if (parsed.data.productId && !findProductName(parsed.data.productId)) {
    return { kind: "invalid-fields", fieldErrors: { productId: ["productInvalid"] } };
  }
  const captcha = await verifyCaptcha(keys, parsed.data.captcha);
  if (!captcha.ok) {
    return {
      kind: "invalid-captcha",
      input: parsed.data,
      fieldErrors: {
        captcha: [captcha.reason === "expired" ? "captchaExpired" : "captchaInvalid"],
      },
    };
  }
  return {
    kind: "checked",
    input: parsed.data,
    captcha: { signature: captcha.signature, expiresAt: captcha.expiresAt },
  };
}

/**
 * Stores a checked submission with its outbox row in one transaction, spending its captcha.
 * Nothing is acknowledged that is not committed. A filled honeypot is stored as spam
 * without an outbox row, and its answer is a success like any other.
 */
export async function storeSubmission(
  deps: SubmissionDependencies,
  { input, captcha }: CheckedSubmission,
  context: SubmissionContext,
  quote?: QuoteAddition,
): Promise<StoreOutcome> {
  const spam = isHoneypotFilled(input.website);
  const extra = quote ? quoteFingerprint(quote) : "";
  const now = new Date();
  try {
    return await deps.db.transaction(async (tx) => {
      // The message first: a concurrent request with the same Idempotency-Key waits here
      // for the first one's commit, then finds its row instead of failing on the captcha.
      const [inserted] = await tx
        .insert(contactMessages)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          countryCode: input.countryCode,
          phone: fullPhoneNumber(input.countryCode, input.phone),
          company: input.company,
          message: input.message,
          consentAt: now,
          locale: input.locale,
          productId: input.productId ?? null,
          productName: input.productId ? (findProductName(input.productId) ?? null) : null,
          isSpam: spam,
          ip: context.ip ?? null,
          userAgent: context.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
          idempotencyKey: context.idempotencyKey ?? null,
          requestHash: context.idempotencyKey ? submissionHash(input, extra) : null,
          project: quote ? quote.project : null,
        })
        .onConflictDoNothing({
          target: contactMessages.idempotencyKey,
          where: sql`${contactMessages.idempotencyKey} is not null`,
        })
        .returning({ id: contactMessages.id });
      if (!inserted) {
        const existing = await findByIdempotencyKey(tx, context.idempotencyKey ?? "");
        if (!existing) throw new Error("idempotency key conflict without a stored message");
        if (!sameSubmission(existing, input, extra)) return { kind: "key-reused" } as const;
        return { kind: "stored", id: existing.id, spam: existing.spam, replayed: true } as const;
      }

      // Single use: a second submission with the same solved captcha is refused.
      if (!(await redeemCaptcha(tx, captcha.signature, captcha.expiresAt))) throw new CaptchaAlreadyUsed();

      // A quote's products and files are part of the same commit: a request is stored whole
      // or not at all, so no file is ever left without its request.
      if (quote) {
        if (quote.items.length > 0) {
          await tx.insert(quoteItems).values(
            quote.items.map((item, position) => ({
              messageId: inserted.id,
              position,
              productId: item.productId,
              productName: item.productName,
              quantity: item.quantity,
              note: item.note ?? null,
            })),
          );
        }
        // One file per statement: a 20 MB file is already a large parameter.
        for (const [position, file] of quote.attachments.entries()) {
          await tx.insert(contactAttachments).values({ messageId: inserted.id, position, ...file });
        }
      }

      // Spam is kept for review but never e-mailed, to the team or to the address it gave.
      if (!spam) {
        const status = deps.mailEnabled ? "pending" : "undelivered";
        await tx.insert(mailOutbox).values({ contactMessageId: inserted.id, status });
        if (quote) {
          await tx.insert(mailOutbox).values({
            kind: "quote_confirmation",
            confirmsMessageId: inserted.id,
            recipient: quote.confirmation.recipient,
            subject: quote.confirmation.subject,
            bodyText: quote.confirmation.text,
            bodyHtml: quote.confirmation.html,
            status,
          });
        }
      }
      // In the pipeline from its first moment (ADR 032): owned by the rules' choice, its owner
      // told, the CRM's event queued; all in this commit, so none is lost and none is doubled.
      if (!spam && deps.sales) {
        const { publicUrl, webhookEnabled } = deps.sales;
        const assigned = await assignOnArrival(tx, inserted.id);
        if (assigned) {
          await queueOwnerNotice(tx, {
            messageId: inserted.id,
            ownerId: assigned.ownerId,
            kind: "assigned",
            mailEnabled: deps.mailEnabled,
            publicUrl,
          });
        }
        await enqueueWebhookEvent(
          tx,
          { enabled: webhookEnabled, publicUrl },
          { type: "request.created", messageId: inserted.id },
        );
      }
      return { kind: "stored", id: inserted.id, spam, replayed: false } as const;
    });
  } catch (error) {
    if (error instanceof CaptchaAlreadyUsed) {
      return { kind: "invalid-captcha", fieldErrors: { captcha: ["captchaUsed"] } };
    }
    throw error;
  }
}

/** The message stored under an Idempotency-Key, if any. */
export async function findByIdempotencyKey(
  db: Database,
  key: string,
): Promise<{ id: string; spam: boolean; requestHash: string | null } | undefined> {
  const [row] = await db
    .select({
      id: contactMessages.id,
      spam: contactMessages.isSpam,
      requestHash: contactMessages.requestHash,
    })
    .from(contactMessages)
    .where(eq(contactMessages.idempotencyKey, key))
    .limit(1);
  return row;
}
