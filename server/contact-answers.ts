// What the contact form's and the quote request's APIs share: the Idempotency-Key's form, the
// messages' rate limits per address, and the JSON answers to a refused or repeated message.
import type { Request, Response } from "express";
import { clientAddressKey, type RateLimiter, type RateLimitResult } from "~/.server/rate-limit";
import { englishFieldErrors } from "~/features/contact/contact-schema";
import type { Refusal, StoreOutcome } from "~/features/contact/contact-submission.server";

export const CONTACT_RATE_WINDOW_MS = 10 * 60 * 1000;
const RATE_LIMIT_SCOPE = "contact";
const INSPECTION_SCOPE = "quote-files";
// Visible ASCII, as the IETF Idempotency-Key draft expects of a key (a UUID, typically).
export const IDEMPOTENCY_KEY = /^[\x21-\x7E]{1,255}$/;

/**
 * The rate limits of messages from one address (ADR 005), shared by the contact form and quote
 * requests. `consume` counts a message being stored; `check` asks without counting (a quote
 * request asks before it reads its body); `inspect` counts one inspection of a quote's files,
 * limited on its own to three times the messages' limit, since a solved captcha can be sent
 * again until a request with it is stored (room for a buyer who corrects a field or a file).
 * Answers 429 and false past the limit.
 */
export async function contactLimit(
  use: "consume" | "check" | "inspect",
  deps: { rateLimit: number },
  limiter: RateLimiter,
  req: Request,
  res: Response,
): Promise<boolean> {
  const key = clientAddressKey(req.ip);
  const limit =
    use === "check"
      ? await limiter.check(RATE_LIMIT_SCOPE, key, deps.rateLimit, CONTACT_RATE_WINDOW_MS)
      : use === "consume"
        ? await limiter.consume(RATE_LIMIT_SCOPE, key, deps.rateLimit, CONTACT_RATE_WINDOW_MS)
        : await limiter.consume(INSPECTION_SCOPE, key, deps.rateLimit * 3, CONTACT_RATE_WINDOW_MS);
  return limit.allowed || tooMany(res, limit);
}

function tooMany(res: Response, limit: RateLimitResult): false {
  const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
  res
    .status(429)
    .set("Retry-After", String(limit.retryAfterSeconds))
    .json({
      error: `Too many messages from your address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    });
  return false;
}

export function keyReused(res: Response): void {
  res.status(422).json({
    error:
      "This Idempotency-Key was already used for a different message. Send the new message with a new key.",
  });
}

export function refuse(res: Response, refusal: Refusal): void {
  res.status(400).json({
    error: refusal.kind === "invalid-fields" ? "Some fields are not valid." : "The CAPTCHA was not accepted.",
    fieldErrors: englishFieldErrors(refusal.fieldErrors),
    fieldErrorCodes: refusal.fieldErrors,
  });
}

/**
 * Answers a submission that was not stored (its Idempotency-Key used for another message, or
 * refused), and says so; a stored one is left to its caller to answer.
 */
export function answeredUnlessStored(
  res: Response,
  outcome: StoreOutcome,
): outcome is Exclude<StoreOutcome, { kind: "stored" }> {
  if (outcome.kind === "key-reused") keyReused(res);
  else if (outcome.kind !== "stored") refuse(res, outcome);
  return outcome.kind !== "stored";
}
