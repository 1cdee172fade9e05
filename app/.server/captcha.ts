// ALTCHA: a self-hosted proof-of-work captcha (no third party, no tracking). The server
// signs an expiring challenge; the visitor's browser brute-forces the number it hides; the
// server checks the signature, the expiry and the solution, and accepts each one once.
import { hkdfSync } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { rows, affected, type Database } from "./db/client";

export const CAPTCHA_ALGORITHM = "PBKDF2/SHA-256";
/** PBKDF2 iterations per attempt; CAPTCHA_MAX_NUMBER sets how many attempts. */
export const CAPTCHA_COST = 200;
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

export type { Challenge as CaptchaChallenge };

export interface CaptchaKeys {
  /** Signs the challenge's parameters (nobody can change them or make their own). */
  signatureSecret: string;
  /** Signs the expected answer, so verifying is one HMAC instead of a key derivation. */
  keySignatureSecret: string;
}

/**
 * The captcha's HMAC keys, derived from AUTH_SECRET (HKDF) rather than being it: a key
 * used here never doubles as the session-signing secret, and every instance sharing
 * AUTH_SECRET verifies the others' challenges.
 */
export function captchaKeys(authSecret: string): CaptchaKeys {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync("sha256", authSecret, "", `captcha:${purpose}:v1`, 32)).toString("hex");
  return { signatureSecret: derive("challenge-signature"), keySignatureSecret: derive("key-signature") };
}

export interface ChallengeOptions {
  /** The visitor tries up to this many numbers (CAPTCHA_MAX_NUMBER). */
  maxNumber: number;
  /** When the challenge stops being accepted (default: 10 minutes from now). */
  expiresAt?: Date;
}

export async function createCaptchaChallenge(
  keys: CaptchaKeys,
  options: ChallengeOptions,
): Promise<Challenge> {
  const { maxNumber } = options;
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    // At least half the maximum, so no challenge is a free pass.
    counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
    deriveKey,
    expiresAt: options.expiresAt ?? new Date(Date.now() + CAPTCHA_TTL_MS),
    hmacSignatureSecret: keys.signatureSecret,
    hmacKeySignatureSecret: keys.keySignatureSecret,
  });
}

export type CaptchaVerdict =
  { ok: true; signature: string; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" };

// The widget's payload: base64 of {challenge: {parameters, signature}, solution}.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      // Every challenge issued here expires; one that does not was not issued here.
      expiresAt: z.number(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

/** Checks a solved captcha's signature, expiry and solution (not whether it was used). */
export async function verifyCaptcha(keys: CaptchaKeys, payload: string): Promise<CaptchaVerdict> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const { challenge, solution } = parsed.data;
  try {
    const result = await verifySolution({
      challenge: challenge as Challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: keys.signatureSecret,
      hmacKeySignatureSecret: keys.keySignatureSecret,
    });
    if (result.expired) return { ok: false, reason: "expired" };
    if (!result.verified) return { ok: false, reason: "invalid" };
  } catch {
    // The library throws on some malformed values; to the visitor it is simply not solved.
    return { ok: false, reason: "invalid" };
  }
  return {
    ok: true,
    signature: challenge.signature,
    expiresAt: new Date(challenge.parameters.expiresAt * 1000),
  };
}

/**
 * Records a verified captcha as used. True the first time; false when it was used
 * before (a replay). Atomic across instances: the signature is the primary key.
 */
export async function redeemCaptcha(db: Database, signature: string, expiresAt: Date): Promise<boolean> {
  const resultRows = await rows<unknown>(
    db,
    sql`
    insert into captcha_redemptions (signature, expires_at)
    values (${signature}, ${expiresAt.toISOString()}::timestamptz)
    on conflict (signature) do nothing
    returning signature
  `,
  );
  return resultRows.length === 1;
}

/**
 * Forgets used captchas an hour after they expired (they are refused as expired anyway; the
 * hour covers instances whose clocks run behind the database's).
 */
export async function pruneCaptchaRedemptions(db: Database): Promise<number> {
  return affected(
    db,
    sql`
    delete from captcha_redemptions where expires_at < now() - interval '1 hour'
  `,
  );
}
