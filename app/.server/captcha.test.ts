import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { describe, expect, it } from "vitest";
import { CAPTCHA_TTL_MS, captchaKeys, createCaptchaChallenge, verifyCaptcha } from "./captcha";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const keys = captchaKeys(SECRET);

async function solved(challenge: Awaited<ReturnType<typeof createCaptchaChallenge>>) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describe("captcha keys", () => {
  it("are derived from AUTH_SECRET, never equal to it, and stable", () => {
    expect(keys.signatureSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(keys.signatureSecret).not.toContain(SECRET);
    expect(keys.keySignatureSecret).not.toBe(keys.signatureSecret);
    expect(captchaKeys(SECRET)).toEqual(keys);
    expect(captchaKeys(`${SECRET}!`).signatureSecret).not.toBe(keys.signatureSecret);
  });
});

describe("captcha challenges", () => {
  it("expire in 10 minutes and ask for a number between half the maximum and the maximum", async () => {
    const challenge = await createCaptchaChallenge(keys, { maxNumber: 40 });
    const expiresIn = challenge.parameters.expiresAt! * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(CAPTCHA_TTL_MS - 5_000);
    expect(expiresIn).toBeLessThanOrEqual(CAPTCHA_TTL_MS);
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution!.counter).toBeGreaterThanOrEqual(20);
    expect(solution!.counter).toBeLessThanOrEqual(40);
  });

  it("verify when solved, with the signature as the redemption key", async () => {
    const challenge = await createCaptchaChallenge(keys, { maxNumber: 10 });
    const verdict = await verifyCaptcha(keys, await solved(challenge));
    expect(verdict).toEqual({
      ok: true,
      signature: challenge.signature,
      expiresAt: new Date(challenge.parameters.expiresAt! * 1000),
    });
  });

  it("refuse another secret's challenge, an expired one, and malformed payloads", async () => {
    const foreign = await createCaptchaChallenge(captchaKeys(`${SECRET}-other`), { maxNumber: 10 });
    expect(await verifyCaptcha(keys, await solved(foreign))).toEqual({ ok: false, reason: "invalid" });
    const old = await createCaptchaChallenge(keys, {
      maxNumber: 10,
      expiresAt: new Date(Date.now() - 1_000),
    });
    expect(await verifyCaptcha(keys, await solved(old))).toEqual({ ok: false, reason: "expired" });
    for (const payload of [
      "",
      "%%%",
      Buffer.from("[]").toString("base64"),
      Buffer.from("null").toString("base64"),
    ]) {
      expect(await verifyCaptcha(keys, payload)).toEqual({ ok: false, reason: "invalid" });
    }
  });
});
