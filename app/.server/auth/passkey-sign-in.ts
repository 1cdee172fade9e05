// The code step of a sign-in, passed with a passkey instead of a typed code (ADR 014): a small
// better-auth plugin, because the step lives in better-auth's signed cookie and its session
// is made the way better-auth makes every session. Its two endpoints are called from the
// server only (the auth service does not serve them over HTTP).
import { APIError, type BetterAuthPlugin, type GenericEndpointContext } from "better-auth";
import { createAuthEndpoint } from "better-auth/api";
import { expireCookie, setSessionCookie } from "better-auth/cookies";
import * as z from "zod";
import type { Database } from "../db/client";
import { signInOptions, verifySignIn, type PasskeyRefusal, type RelyingParty } from "./passkeys";

/** The cookie of the code step, as better-auth's two-factor plugin names it. */
const STEP_COOKIE = "two_factor";

const NO_STEP = {
  code: "INVALID_TWO_FACTOR_COOKIE",
  message: "No sign-in is waiting for its second step here: sign in with the password first.",
};

const REFUSALS: Record<PasskeyRefusal, string> = {
  PASSKEY_EXPIRED: "The passkey request expired or was already used: ask for a new one.",
  PASSKEY_REFUSED: "That passkey was not accepted.",
  PASSKEY_EXISTS: "That passkey is already on this account.",
  TOO_MANY_PASSKEYS: "This account holds as many passkeys as it may.",
};

/** The code step the request's signed cookie names: its value, account and end; or undefined. */
async function codeStep(ctx: GenericEndpointContext) {
  const cookie = ctx.context.createAuthCookie(STEP_COOKIE);
  const step = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!step) return undefined;
  const verification = await ctx.context.internalAdapter.findVerificationValue(step);
  if (!verification || new Date(verification.expiresAt).getTime() <= Date.now()) return undefined;
  return { cookie, step, userId: verification.value, expiresAt: new Date(verification.expiresAt) };
}

export function passkeySignIn({ db, rp }: { db: Database; rp: RelyingParty }) {
  return {
    id: "passkey-sign-in",
    endpoints: {
      /** The options for the browser's passkey prompt: `options` is null when the account has none. */
      passkeySignInOptions: createAuthEndpoint(
        "/passkey/sign-in-options",
        { method: "POST" },
        async (ctx) => {
          const found = await codeStep(ctx);
          if (!found) throw new APIError("UNAUTHORIZED", NO_STEP);
          const options = await signInOptions(db, rp, found.userId, found.step, found.expiresAt);
          return ctx.json({ options: options ?? null });
        },
      ),
      /** The authenticator's answer: right, and the step becomes a session, as with a right code. */
      passkeySignIn: createAuthEndpoint(
        "/passkey/sign-in",
        { method: "POST", body: z.object({ answer: z.string() }) },
        async (ctx) => {
          const found = await codeStep(ctx);
          if (!found) throw new APIError("UNAUTHORIZED", NO_STEP);
          const verdict = await verifySignIn(db, rp, found.userId, found.step, ctx.body.answer);
          if (verdict !== true)
            throw new APIError("UNAUTHORIZED", { code: verdict, message: REFUSALS[verdict] });
          // The step is spent once: a second answer racing this one finds it gone.
          const consumed = await ctx.context.internalAdapter.consumeVerificationValue(found.step);
          const user = await ctx.context.internalAdapter.findUserById(found.userId);
          if (!consumed || consumed.value !== found.userId || !user) {
            expireCookie(ctx, found.cookie);
            throw new APIError("UNAUTHORIZED", NO_STEP);
          }
          const session = await ctx.context.internalAdapter.createSession(found.userId);
          await setSessionCookie(ctx, { session, user });
          expireCookie(ctx, found.cookie);
          return ctx.json({ ok: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
