import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { deadline } from "./deadline";

/**
 * Solves a challenge for real, as the ALTCHA widget does: tries numbers from 0 up until the
 * derived key has the challenge's prefix. Returns the payload the widget would submit.
 */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: deadline(60_000) });
  if (!solution) throw new Error("captcha not solved in time");
  return encodeCaptchaPayload(challenge, solution);
}

/** The widget's payload format: base64 of {challenge: {parameters, signature}, solution}. */
export function encodeCaptchaPayload(
  challenge: Challenge,
  solution: { counter: number; derivedKey: string; time?: number },
): string {
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

export function decodeCaptchaPayload(payload: string): {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string; time?: number };
} {
  return JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
}

/** Fetches a fresh challenge from the site and solves it. */
export async function fetchSolvedCaptcha(baseUrl: string): Promise<string> {
  const response = await fetch(new URL("/api/captcha", baseUrl));
  if (response.status !== 200) throw new Error(`GET /api/captcha answered ${response.status}`);
  return solveCaptcha((await response.json()) as Challenge);
}
