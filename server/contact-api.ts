// The contact form's JSON API: GET /api/captcha and POST /api/contact. Bad input is always
// a 400 with an `error` text (never 413/415/5xx), so the form can show one failure path.
import express, { Router, type ErrorRequestHandler, type Request, type Response } from "express";
import { createCaptchaChallenge, type CaptchaKeys } from "~/.server/captcha";
import type { Database } from "~/.server/db/client";
import { createRateLimiter, type RateLimiter } from "~/.server/rate-limit";
import type { ContentStore } from "~/.server/content/store";
import { answeredUnlessStored, contactLimit, IDEMPOTENCY_KEY, keyReused, refuse } from "./contact-answers";
import { createUploadGate, handleQuoteSubmission } from "./quote-api";
import {
  checkSubmission,
  findByIdempotencyKey,
  sameSubmission,
  storeSubmission,
  type SalesArrival,
} from "~/features/contact/contact-submission.server";

export const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;

export interface ContactRoutesDependencies {
  db: Database;
  captchaKeys: CaptchaKeys;
  captchaMaxNumber: number;
  /** Submissions per client address per 10 minutes (CONTACT_RATE_LIMIT). */
  rateLimit: number;
  mailEnabled: boolean;
  /** A new request's owner and the CRM's webhook event, in its transaction (ADR 032). */
  sales?: SalesArrival;
  /** Called after a request that is to be e-mailed or sent to the CRM was committed. */
  onQueued: () => void;
  /** Quote requests (POST /api/quote) read product names from it, and clear the list cookie. */
  quote?: { content: ContentStore; authSecret: string; isHttps: boolean };
}

export function contactRoutes(deps: ContactRoutesDependencies): Router {
  const router = Router();
  const limiter = createRateLimiter(deps.db);
  const uploads = createUploadGate();
  const parseJson = express.json({ limit: CONTACT_BODY_LIMIT_BYTES, strict: false, type: () => true });

  router.get("/captcha", async (_req, res, next) => {
    try {
      const challenge = await createCaptchaChallenge(deps.captchaKeys, { maxNumber: deps.captchaMaxNumber });
      res.set("Cache-Control", "no-store").json(challenge);
    } catch (error) {
      next(error);
    }
  });

  router.post(
    "/contact",
    (req, res, next) => {
      res.set("Cache-Control", "no-store");
      if (!req.is("application/json")) {
        badRequest(res, "The request body must be JSON, sent with Content-Type: application/json.");
        return;
      }
      next();
    },
    parseJson,
    async (req, res, next) => {
      try {
        await handleSubmission(deps, limiter, req, res);
      } catch (error) {
        next(error);
      }
    },
  );

  // A quote request: the contact fields plus products, project data and files (ADR 026).
  router.post("/quote", async (req, res, next) => {
    res.set("Cache-Control", "no-store");
    if (!deps.quote) {
      res.status(404).json({ error: "Quote requests are not enabled." });
      return;
    }
    try {
      await handleQuoteSubmission({ ...deps, ...deps.quote, limiter, uploads }, req, res);
    } catch (error) {
      next(error);
    }
  });

  router.use(bodyErrors);
  return router;
}

async function handleSubmission(
  deps: ContactRoutesDependencies,
  limiter: RateLimiter,
  req: Request,
  res: Response,
): Promise<void> {
  const body: unknown = req.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    badRequest(res, "The request body must be a JSON object.");
    return;
  }

  const idempotencyKey = req.get("Idempotency-Key");
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    badRequest(res, "The Idempotency-Key header must be 1 to 255 visible ASCII characters.");
    return;
  }
  const checked = await checkSubmission(deps.captchaKeys, body as Record<string, unknown>);
  if (checked.kind !== "checked") {
    // A retry arriving after its captcha expired still gets the answer it was given.
    const stale =
      checked.kind === "invalid-captcha" && checked.fieldErrors.captcha?.includes("captchaExpired");
    const existing =
      stale && idempotencyKey ? await findByIdempotencyKey(deps.db, idempotencyKey) : undefined;
    if (
      existing &&
      checked.kind === "invalid-captcha" &&
      checked.input &&
      sameSubmission(existing, checked.input)
    ) {
      res.status(201).json({ id: existing.id });
    } else refuse(res, checked);
    return;
  }

  // A retry of a request that was stored gets the same answer, and does not count again;
  // the same key with another message is refused, never silently answered with the first.
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(deps.db, idempotencyKey);
    if (existing) {
      if (sameSubmission(existing, checked.input)) res.status(201).json({ id: existing.id });
      else keyReused(res);
      return;
    }
  }

  // What counts: every submission with valid fields and a genuinely solved captcha, whether
  // it is then stored, caught by the honeypot or refused as a captcha replay. Junk never
  // reaches the database, and each counted attempt cost its sender a proof of work.
  if (!(await contactLimit("consume", deps, limiter, req, res))) return;

  const outcome = await storeSubmission({ db: deps.db, mailEnabled: deps.mailEnabled, sales: deps.sales }, checked, {
    ip: req.ip,
    userAgent: req.get("User-Agent"),
    idempotencyKey,
  });
  if (answeredUnlessStored(res, outcome)) return;
  if (!outcome.replayed) {
    req.log.info({ contactMessageId: outcome.id, spam: outcome.spam }, "contact message stored");
    if (!outcome.spam) deps.onQueued();
  }
  res.status(201).json({ id: outcome.id });
}

function badRequest(res: Response, error: string): void {
  res.status(400).json({ error });
}

/** The JSON parser's refusals (too large, malformed, unreadable, undecodable) as plain 400s. */
const bodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const { type, status } = error as { type?: unknown; status?: unknown };
  if (res.headersSent || typeof status !== "number" || status < 400 || status >= 500) {
    next(error);
    return;
  }
  const message =
    type === "entity.too.large"
      ? `The request body is larger than ${CONTACT_BODY_LIMIT_BYTES / 1024} KB.`
      : type === "entity.parse.failed"
        ? "The request body is not valid JSON."
        : type === "encoding.unsupported" || type === "charset.unsupported"
          ? "The request body's encoding is not supported: send UTF-8 JSON."
          : "The request body could not be read.";
  res.status(400).set("Cache-Control", "no-store").json({ error: message });
};
