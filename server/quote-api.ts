// POST /api/quote: a quote request as multipart/form-data (ADR 026). The contact fields go
// through the contact form's checks (schema, captcha, honeypot, rate limit, idempotency,
// outbox); the products, project data and files are checked here. What costs the server is
// refused first: an address over its rate limit before the body is read, a body beyond the
// uploads read at one time (in all and per address) before it is read, and files are
// inspected only under a valid captcha and their own rate limit (archives unpacked as a
// stream with a budget, off the event loop). Every file is read whole and checked by its
// content before anything is stored, and the request, its products, its files and its
// e-mails are committed in one transaction, so a request is stored whole or not at all.
// Refusals are 400 with codes per field and per file, so the form keeps everything the buyer
// typed and chose, and says which file was refused and why.
import { createHash } from "node:crypto";
import {
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MultipartParseError,
  isMultipartRequest,
  parseMultipartRequest,
} from "@remix-run/multipart-parser/node";
import type { Request, Response } from "express";
import { z } from "zod";
import { verifyCaptcha, type CaptchaKeys } from "~/.server/captcha";
import type { ContentStore } from "~/.server/content/store";
import type { Database } from "~/.server/db/client";
import { clientAddressKey, type RateLimiter } from "~/.server/rate-limit";
import { closeIfBodyLingers } from "~/.server/unread-body";
import { cleanFileName, sniffAttachment } from "~/features/contact/attachment-type.server";
import { englishFieldErrors } from "~/features/contact/contact-schema";
import { QUOTE_PROJECT_FIELDS } from "~/features/contact/quote-project-fields";
import { IDEMPOTENCY_KEY, answeredUnlessStored, contactLimit, keyReused } from "./contact-answers";
import {
  checkSubmission,
  findByIdempotencyKey,
  quoteFingerprint,
  sameSubmission,
  storeSubmission,
  type SalesArrival,
  type QuoteAddition,
} from "~/features/contact/contact-submission.server";
import { composeQuoteConfirmation } from "~/features/contact/quote-confirmation.server";
import { quoteListCookie } from "~/features/contact/quote-list.server";
import {
  QUOTE_ERRORS,
  QUOTE_LIMITS,
  quoteItemSchema,
  quoteProjectSchema,
  type QuoteErrorCode,
} from "~/features/contact/quote-schema";

/** Text fields of the form, and how much text they may carry in all. */
const TEXT_BYTES_MAX = 256 * 1024;
/** The whole body: five files at their limit and the texts, with room for the multipart framing. */
export const QUOTE_BODY_LIMIT_BYTES =
  QUOTE_LIMITS.filesMax * QUOTE_LIMITS.fileBytesMax + TEXT_BYTES_MAX + 64 * 1024;
const FILE_FIELD = "files";

export interface QuoteSubmissionDependencies {
  db: Database;
  captchaKeys: CaptchaKeys;
  rateLimit: number;
  mailEnabled: boolean;
  sales?: SalesArrival;
  onQueued: () => void;
  content: ContentStore;
  authSecret: string;
  isHttps: boolean;
  limiter: RateLimiter;
  uploads: UploadGate;
}

/**
 * Quote bodies read at one time: each may hold 100 MB in memory until its files are checked,
 * so a few visitors sending many at once could fill it. Past these, a request is answered 503
 * (try again in a few seconds) before its body is read.
 */
export const QUOTE_UPLOADS_AT_ONCE = { total: 4, perAddress: 2 } as const;

export interface UploadGate {
  /** A place for one more body from `address`, with its release; undefined when none is free. */
  enter(address: string): (() => void) | undefined;
}

export function createUploadGate(
  limits: { total: number; perAddress: number } = QUOTE_UPLOADS_AT_ONCE,
): UploadGate {
  let total = 0;
  const byAddress = new Map<string, number>();
  return {
    enter(address) {
      const mine = byAddress.get(address) ?? 0;
      if (total >= limits.total || mine >= limits.perAddress) return undefined;
      total++;
      byAddress.set(address, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total--;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      };
    },
  };
}

interface ReadFile {
  index: number;
  name: string | undefined;
  bytes: Uint8Array;
}

type FileErrors = Record<number, QuoteErrorCode>;

/** The form's parts: texts by name, `items` as JSON, and the files in their order. */
async function readForm(
  req: Request,
): Promise<
  | { ok: true; fields: Record<string, string>; files: ReadFile[] }
  | { ok: false; fileErrors?: FileErrors; error: string }
> {
  const fields: Record<string, string> = {};
  const files: ReadFile[] = [];
  let fileIndex = 0;
  try {
    for await (const part of parseMultipartRequest(req, {
      maxFileSize: QUOTE_LIMITS.fileBytesMax,
      maxParts: 80,
      maxTotalSize: QUOTE_BODY_LIMIT_BYTES,
    })) {
      if (part.name === FILE_FIELD && part.filename !== undefined) {
        // A browser sends an empty part for a file input left empty.
        if (part.size > 0 || part.filename !== "") {
          files.push({ index: fileIndex, name: part.filename, bytes: part.bytes });
          fileIndex++;
        }
      } else if (part.name && !part.isFile && !Object.hasOwn(fields, part.name)) {
        fields[part.name] = part.text;
      }
    }
  } catch (error) {
    // The file being read when the limit was passed is the next one in order.
    if (error instanceof MaxFileSizeExceededError) {
      return {
        ok: false,
        fileErrors: { [fileIndex]: "fileTooLarge" },
        error: "A file is larger than 20 MB.",
      };
    }
    if (error instanceof MaxPartsExceededError) return { ok: false, error: "The form has too many parts." };
    if (error instanceof MultipartParseError) return { ok: false, error: "The form could not be read." };
    throw error;
  }
  return { ok: true, fields, files };
}

export async function handleQuoteSubmission(
  deps: QuoteSubmissionDependencies,
  req: Request,
  res: Response,
): Promise<void> {
  // Whatever is answered before the body is read, the rest of the body is not waited for long.
  closeIfBodyLingers(req, res);
  if (!isMultipartRequest(req)) {
    res.status(400).json({ error: "A quote request is sent as multipart/form-data." });
    return;
  }
  const idempotencyKey = req.get("Idempotency-Key");
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    res.status(400).json({ error: "The Idempotency-Key header must be 1 to 255 visible ASCII characters." });
    return;
  }
  // Refused before the body is read: an address over its limit, or no room for one more upload.
  if (!(await contactLimit("check", deps, deps.limiter, req, res))) return;
  const release = deps.uploads.enter(clientAddressKey(req.ip));
  if (!release) {
    res.status(503).set("Retry-After", "10").json({
      error: "The server is receiving other files just now. Please send your request again in a few seconds.",
    });
    return;
  }
  try {
    await handleQuoteBody(deps, req, res, idempotencyKey);
  } finally {
    release();
  }
}

async function handleQuoteBody(
  deps: QuoteSubmissionDependencies,
  req: Request,
  res: Response,
  idempotencyKey: string | undefined,
): Promise<void> {
  const form = await readForm(req);
  // Refused by the body limit while it arrived (body-limits.ts answered already).
  if (res.headersSent) return;
  if (!form.ok) {
    answerFileErrors(res, form.error, form.fileErrors ?? {});
    return;
  }
  const { fields, files } = form;

  // The files, each checked by its content and each refusal named; only under a captcha that
  // verifies (else the answer asks for it first), and within the inspections' own limit.
  const fileErrors: FileErrors = {};
  const attachments: QuoteAddition["attachments"] = [];
  const captchaSolved = (await verifyCaptcha(deps.captchaKeys, fields.captcha ?? "")).ok;
  if (captchaSolved && files.length > 0 && !(await contactLimit("inspect", deps, deps.limiter, req, res)))
    return;
  for (const file of captchaSolved ? files : []) {
    if (file.index >= QUOTE_LIMITS.filesMax) {
      fileErrors[file.index] = "tooManyFiles";
      continue;
    }
    const sniffed = await sniffAttachment(file.bytes);
    if (!sniffed.ok) {
      fileErrors[file.index] = sniffed.reason;
      continue;
    }
    const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length);
    attachments.push({
      fileName: cleanFileName(file.name, sniffed.kind, QUOTE_LIMITS.fileNameMax),
      kind: sniffed.kind,
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      bytes,
    });
  }

  // The products and the project.
  const { products } = await deps.content.current();
  const fieldErrors: Record<string, string[]> = {};
  let itemsInput: unknown;
  try {
    itemsInput = JSON.parse(fields.items ?? "[]");
  } catch {
    itemsInput = undefined;
  }
  const items: QuoteAddition["items"] = [];
  const itemErrors: Record<number, string[]> = {};
  if (!Array.isArray(itemsInput) || itemsInput.length === 0) fieldErrors.items = ["productsRequired"];
  else if (itemsInput.length > QUOTE_LIMITS.itemsMax) fieldErrors.items = ["tooManyProducts"];
  else {
    const seen = new Set<string>();
    for (const [index, raw] of itemsInput.entries()) {
      const parsed = quoteItemSchema.safeParse(raw);
      const product = parsed.success ? products.find((p) => p.id === parsed.data.productId) : undefined;
      if (!parsed.success || !product || seen.has(product.id)) {
        itemErrors[index] = parsed.success
          ? ["productInvalid"]
          : parsed.error.issues.map((issue) => issue.message).filter((m) => Object.hasOwn(QUOTE_ERRORS, m));
        if (itemErrors[index].length === 0) itemErrors[index] = ["productInvalid"];
        continue;
      }
      seen.add(product.id);
      items.push({
        productId: product.id,
        productName: product.name.en,
        quantity: parsed.data.quantity,
        note: parsed.data.note,
      });
    }
  }
  const projectInput = Object.fromEntries(QUOTE_PROJECT_FIELDS.map((name) => [name, fields[name] ?? ""]));
  const project = quoteProjectSchema.safeParse(projectInput);
  if (!project.success) Object.assign(fieldErrors, z.flattenError(project.error).fieldErrors);

  const contact = await checkSubmission(deps.captchaKeys, {
    ...fields,
    consent: fields.consent === "true" || fields.consent === "on",
  });
  const problems =
    !project.success ||
    Object.keys(fieldErrors).length > 0 ||
    Object.keys(itemErrors).length > 0 ||
    Object.keys(fileErrors).length > 0;
  if (contact.kind !== "checked" || !project.success || problems) {
    const contactErrors = contact.kind === "checked" ? {} : contact.fieldErrors;
    const codes = { ...contactErrors, ...fieldErrors };
    res.status(400).json({
      error:
        problems || contact.kind === "invalid-fields"
          ? "Some fields are not valid."
          : "The CAPTCHA was not accepted.",
      fieldErrors: {
        ...englishFieldErrors(contactErrors),
        ...Object.fromEntries(
          Object.entries(fieldErrors).map(([field, list]) => [
            field,
            list.map((code) => englishQuoteText(code)),
          ]),
        ),
      },
      fieldErrorCodes: codes,
      itemErrorCodes: itemErrors,
      fileErrorCodes: fileErrors,
      fileErrors: Object.fromEntries(
        Object.entries(fileErrors).map(([index, code]) => [index, QUOTE_ERRORS[code]]),
      ),
    });
    return;
  }

  const projectData = Object.fromEntries(
    Object.entries(project.data).filter(([, value]) => value !== undefined),
  ) as QuoteAddition["project"];
  const quote: QuoteAddition = {
    items,
    project: projectData,
    attachments,
    confirmation: composeQuoteConfirmation({
      locale: contact.input.locale,
      recipient: contact.input.email,
      items,
      project: project.data,
      fileCount: attachments.length,
    }),
  };

  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(deps.db, idempotencyKey);
    if (existing) {
      if (sameSubmission(existing, contact.input, quoteFingerprint(quote))) {
        await answerStored(deps, res, existing.id);
      } else keyReused(res);
      return;
    }
  }
  if (!(await contactLimit("consume", deps, deps.limiter, req, res))) return;

  const outcome = await storeSubmission(
    { db: deps.db, mailEnabled: deps.mailEnabled, sales: deps.sales },
    contact,
    {
      ip: req.ip,
      userAgent: req.get("User-Agent"),
      idempotencyKey,
    },
    quote,
  );
  if (answeredUnlessStored(res, outcome)) return;
  if (!outcome.replayed) {
    req.log.info(
      { contactMessageId: outcome.id, spam: outcome.spam, products: items.length, files: attachments.length },
      "quote request stored",
    );
    if (!outcome.spam) deps.onQueued();
  }
  await answerStored(deps, res, outcome.id);
}

/** 201 with the id; the visitor's list is emptied, since it was sent. */
async function answerStored(deps: QuoteSubmissionDependencies, res: Response, id: string): Promise<void> {
  res.append("Set-Cookie", await quoteListCookie([], deps.authSecret, deps.isHttps));
  res.status(201).json({ id });
}

function englishQuoteText(code: string): string {
  return Object.hasOwn(QUOTE_ERRORS, code) ? QUOTE_ERRORS[code as QuoteErrorCode] : code;
}

function answerFileErrors(res: Response, error: string, fileErrors: FileErrors): void {
  res.status(400).json({
    error,
    fieldErrorCodes: {},
    fileErrorCodes: fileErrors,
    fileErrors: Object.fromEntries(
      Object.entries(fileErrors).map(([index, code]) => [index, QUOTE_ERRORS[code]]),
    ),
  });
}
