// The one way in to accounts and sessions, for the HTTP API (/api/auth/*) and for the
// pages' actions alike: rate limits per client address and per account, the password
// rules, ADMIN_EMAILS, and the session with its role. See ADR 014.
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { APIError } from "better-auth/api";
import type { IdentityRefusal } from "~/lib/auth-schema";
import { eq } from "drizzle-orm";
import { captchaKeys, redeemCaptcha, verifyCaptcha } from "../captcha";
import type { Database } from "../db/client";
import { sessions } from "../db/schema";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { clientAddressKey, createRateLimiter, type RateLimitResult } from "../rate-limit";
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER, createAuth, type Auth } from "./auth";
import { checkNewPassword, PASSWORD_RULE_MESSAGES, siteContextWords } from "./password-rules";
import { grantConfiguredAdmin, sessionAccess, type Role } from "./roles";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Sign-ups per e-mail address per hour: each may send that address an e-mail. */
export const SIGN_UPS_PER_ACCOUNT_PER_HOUR = 10;
const AUTH_BODY_LIMIT_BYTES = 8 * 1024;

/** Who is signed in, as every page and API sees it. What each role may open: page-access.ts. */
export interface SessionUser {
  id: string;
  email: string;
  /** The roles the account holds (none for most accounts). */
  roles: readonly Role[];
  isAdmin: boolean;
  isEditor: boolean;
  isSales: boolean;
  /** This browser's session (the session list marks it "this browser"). */
  sessionId: string;
  /** Whether the account signs in with a second factor (an authenticator app). */
  secondFactor: boolean;
  /**
   * The account's roles need a second factor (STAFF_SECOND_FACTOR) and it has none yet: the
   * back office opens only its security page, where one is set up (page-access.ts).
   */
  mustSetUpSecondFactor: boolean;
  /** When the person at this browser last proved who they are: the sign-in, or a confirmation (ms). */
  confirmedAt: number;
}

/** How long a confirmation of who one is opens sensitive changes (roles, second factors). */
export const CONFIRMATION_MS = 10 * 60_000;

/** Whether an account with these roles must sign in with a second factor. */
export function secondFactorRequired(setting: Env["STAFF_SECOND_FACTOR"], roles: readonly Role[]): boolean {
  return setting === "staff" ? roles.length > 0 : setting === "admins" && roles.includes("admin");
}

/** Whether the session proved who it is recently enough for a sensitive change. */
export function recentlyConfirmed(user: Pick<SessionUser, "confirmedAt">, now = Date.now()): boolean {
  return now - user.confirmedAt < CONFIRMATION_MS;
}

export type { IdentityRefusal };

export interface Credentials {
  email: string;
  password: string;
  /** Where to land after following the verification link (sign-up), a path of this site. */
  callbackURL?: string;
  /** A solved proof-of-work challenge (the widget's payload), for an address that needs one. */
  captcha?: string;
}

export interface AuthService {
  auth: Auth;
  /** Answers a request to /api/auth/* (only the endpoints the site uses; 404 otherwise). */
  handle(request: Request, clientAddress: string | undefined): Promise<Response>;
  signIn(credentials: Credentials, headers: Headers, clientAddress: string | undefined): Promise<Response>;
  signUp(credentials: Credentials, headers: Headers, clientAddress: string | undefined): Promise<Response>;
  /**
   * The code step of a sign-in, after the right password for an account with a second factor:
   * six digits from the authenticator app or one recovery code (spent). The headers carry the
   * password step's cookie; the answer sets the session's.
   */
  verifySecondFactor(code: string, headers: Headers, clientAddress: string | undefined): Promise<Response>;
  /**
   * The options for the browser's passkey prompt at the code step the headers' cookie names,
   * or undefined when the account has no passkey (or there is no such step).
   */
  passkeySignInOptions(headers: Headers): Promise<PublicKeyCredentialRequestOptionsJSON | undefined>;
  /**
   * The code step passed with a passkey: the authenticator's answer (JSON, as the browser gave
   * it). Counted with the typed codes; the answer sets the session's cookie.
   */
  verifyPasskey(answer: string, headers: Headers, clientAddress: string | undefined): Promise<Response>;
  /**
   * The signed-in person proves who they are again (the password, and a code when the account
   * has a second factor): the session is confirmed for CONFIRMATION_MS.
   */
  confirmIdentity(
    user: SessionUser,
    proof: { password: string; code: string },
    headers: Headers,
  ): Promise<"confirmed" | IdentityRefusal>;
  /**
   * The first code from a newly set-up authenticator app, which turns the second factor on.
   * The answer's cookies replace the session's (better-auth starts a new one).
   */
  confirmAppSetup(user: SessionUser, code: string, headers: Headers): Promise<Response>;
  /** Deletes the session the headers' cookie names; the answer clears the cookies. */
  signOut(headers: Headers): Promise<Response>;
  /** The signed-in user of a request, read from the database (null when none). */
  getSessionUser(headers: Headers): Promise<SessionUser | null>;
}

export interface AuthServiceDependencies {
  db: Database;
  env: Env;
  logger: Logger;
  mailEnabled: boolean;
  onMailQueued: () => void;
}

/** The scopes of the rate-limit counters. */
export const AUTH_RATE_SCOPES = {
  signInByAddress: "sign-in",
  signUpByAddress: "sign-up",
  signInFailuresByAccount: "sign-in-failures",
  signUpByAccount: "sign-up-account",
  secondFactorByAddress: "second-factor",
  confirmByAccount: "confirm-identity",
} as const;

/** Confirmations of who one is per account per 10 minutes (each tries a password and a code). */
const CONFIRMATIONS_PER_ACCOUNT = 10;

// The endpoints of better-auth the site uses over HTTP; anything else is not served.
const OPEN_ENDPOINTS = new Set([
  "POST /sign-out",
  "GET /get-session",
  "GET /verify-email",
  "GET /ok",
  "GET /error",
]);

export function createAuthService(deps: AuthServiceDependencies): AuthService {
  const { db, env, logger } = deps;
  const auth = createAuth(deps);
  const limiter = createRateLimiter(db);
  const challengeAfter = env.AUTH_CHALLENGE_AFTER_FAILURES;
  const keys = captchaKeys(env.AUTH_SECRET);
  const siteWords = siteContextWords(env.PUBLIC_URL);

  /** One attempt from a client address: so many a minute (AUTH_RATE_LIMIT). */
  const countAddress = (scope: string, clientAddress: string | undefined) =>
    limiter.consume(scope, clientAddressKey(clientAddress), env.AUTH_RATE_LIMIT, MINUTE_MS);

  const signIn: AuthService["signIn"] = async (credentials, headers, clientAddress) => {
    const byAddress = await countAddress(AUTH_RATE_SCOPES.signInByAddress, clientAddress);
    if (!byAddress.allowed) return tooManyAttempts(byAddress);
    const account = accountKey(credentials.email);
    // Past a few failures an address needs a solved proof-of-work challenge with each
    // attempt: guessing gets slow, and the owner with the right password still gets in (a
    // lock would let anyone keep them out). Known or not, an address is counted the same.
    // Counted over this hour and the one before, so failures just before an hour's edge still
    // ask for the challenge just after it.
    const failures = await limiter.checkRecent(
      AUTH_RATE_SCOPES.signInFailuresByAccount,
      account,
      challengeAfter,
      HOUR_MS,
    );
    if (!failures.allowed) {
      const refusal = await spendChallenge(credentials.captcha);
      if (refusal) return refusal;
    }

    const response = await auth.api.signInEmail({
      body: {
        email: credentials.email,
        password: credentials.password,
        callbackURL: credentials.callbackURL,
      },
      headers: withClientAddress(headers, clientAddress),
      asResponse: true,
    });
    if (response.status === 401) {
      await limiter.consume(AUTH_RATE_SCOPES.signInFailuresByAccount, account, challengeAfter, HOUR_MS);
    } else if (response.ok) {
      // An account with a second factor has no session yet: only the code step's cookie.
      const { user } = (await response.clone().json()) as {
        user?: { id: string; email: string; emailVerified: boolean };
      };
      if (user && (await grantConfiguredAdmin(db, env.ADMIN_EMAILS, user))) {
        logger.info({ userId: user.id }, "ADMIN_EMAILS: administrator role granted at sign-in");
      }
    }
    return response;
  };

  /** Checks and spends a solved challenge: undefined when it is good, else the refusal. */
  const spendChallenge = async (payload: string | undefined): Promise<Response | undefined> => {
    if (!payload) {
      return json(403, {
        code: CHALLENGE_REQUIRED,
        message:
          "Several sign-ins to this address have failed. Solve the proof-of-work challenge (GET /api/captcha) and send its payload as captcha with the password.",
      });
    }
    const verdict = await verifyCaptcha(keys, payload);
    // Each solution signs in (or fails) once.
    if (verdict.ok && (await redeemCaptcha(db, verdict.signature, verdict.expiresAt))) return undefined;
    return json(403, {
      code: CHALLENGE_FAILED,
      message: "The challenge was not solved, has expired or was already used. Solve a new one.",
    });
  };

  const signUp: AuthService["signUp"] = async (credentials, headers, clientAddress) => {
    const byAddress = await countAddress(AUTH_RATE_SCOPES.signUpByAddress, clientAddress);
    if (!byAddress.allowed) return tooManyAttempts(byAddress);
    // Every sign-up for one address may send it an e-mail: at most so many an hour.
    const byAccount = await limiter.consume(
      AUTH_RATE_SCOPES.signUpByAccount,
      accountKey(credentials.email),
      SIGN_UPS_PER_ACCOUNT_PER_HOUR,
      HOUR_MS,
    );
    if (!byAccount.allowed) return tooManyAttempts(byAccount);
    // Sign-up is the only way to set a password: its rules apply here, for the page and the API.
    const broken = checkNewPassword(credentials.password, { email: credentials.email, siteWords });
    if (broken) return json(400, { code: broken, message: PASSWORD_RULE_MESSAGES[broken] });
    return auth.api.signUpEmail({
      body: {
        name: "",
        email: credentials.email,
        password: credentials.password,
        callbackURL: credentials.callbackURL,
      },
      headers: withClientAddress(headers, clientAddress),
      asResponse: true,
    });
  };

  const verifySecondFactor: AuthService["verifySecondFactor"] = async (code, headers, clientAddress) => {
    const byAddress = await countAddress(AUTH_RATE_SCOPES.secondFactorByAddress, clientAddress);
    if (!byAddress.allowed) return tooManyAttempts(byAddress);
    const proof = secondFactorCode(code);
    if (!proof)
      return json(400, { code: "CODE_REQUIRED", message: "Send the code from the app or a recovery code." });
    const withAddress = withClientAddress(headers, clientAddress);
    // better-auth counts failures per code step (5) and per account (10, then a 15-minute lock).
    try {
      return proof.kind === "app"
        ? await auth.api.verifyTOTP({ body: { code: proof.code }, headers: withAddress, asResponse: true })
        : await auth.api.verifyBackupCode({
            body: { code: proof.code },
            headers: withAddress,
            asResponse: true,
          });
    } catch (error) {
      return apiErrorResponse(error);
    }
  };

  const passkeySignInOptions: AuthService["passkeySignInOptions"] = async (headers) => {
    try {
      const { options } = await auth.api.passkeySignInOptions({ headers });
      return options ?? undefined;
    } catch (error) {
      if (error instanceof APIError) return undefined;
      throw error;
    }
  };

  const verifyPasskey: AuthService["verifyPasskey"] = async (answer, headers, clientAddress) => {
    const byAddress = await countAddress(AUTH_RATE_SCOPES.secondFactorByAddress, clientAddress);
    if (!byAddress.allowed) return tooManyAttempts(byAddress);
    try {
      return await auth.api.passkeySignIn({
        body: { answer },
        headers: withClientAddress(headers, clientAddress),
        asResponse: true,
      });
    } catch (error) {
      return apiErrorResponse(error);
    }
  };

  const confirmIdentity: AuthService["confirmIdentity"] = async (user, { password, code }, headers) => {
    const attempts = await limiter.consume(
      AUTH_RATE_SCOPES.confirmByAccount,
      user.id,
      CONFIRMATIONS_PER_ACCOUNT,
      10 * MINUTE_MS,
    );
    if (!attempts.allowed) return "TOO_MANY_ATTEMPTS";
    if (!password) return "PASSWORD_REQUIRED";
    const passwordOk = await auth.api
      .verifyPassword({ body: { password }, headers })
      .then(() => true)
      .catch(() => false);
    if (!passwordOk) return "INVALID_PASSWORD";
    if (user.secondFactor) {
      const proof = secondFactorCode(code);
      if (!proof) return "CODE_REQUIRED";
      const codeOk = await (
        proof.kind === "app"
          ? auth.api.verifyTOTP({ body: { code: proof.code }, headers })
          : auth.api.verifyBackupCode({ body: { code: proof.code, disableSession: true }, headers })
      )
        .then(() => true)
        .catch(() => false);
      if (!codeOk) return "INVALID_CODE";
    }
    await db.update(sessions).set({ confirmedAt: new Date() }).where(eq(sessions.id, user.sessionId));
    return "confirmed";
  };

  const confirmAppSetup: AuthService["confirmAppSetup"] = async (user, code, headers) => {
    // Counted with the confirmations: a session alone never gets unlimited guesses.
    const attempts = await limiter.consume(
      AUTH_RATE_SCOPES.confirmByAccount,
      user.id,
      CONFIRMATIONS_PER_ACCOUNT,
      10 * MINUTE_MS,
    );
    if (!attempts.allowed) return tooManyAttempts(attempts);
    const proof = secondFactorCode(code);
    if (proof?.kind !== "app")
      return json(400, { code: "CODE_REQUIRED", message: "Send the six digits the app shows." });
    try {
      return await auth.api.verifyTOTP({ body: { code: proof.code }, headers, asResponse: true });
    } catch (error) {
      return apiErrorResponse(error);
    }
  };

  const signOut: AuthService["signOut"] = (headers) => auth.api.signOut({ headers, asResponse: true });

  const getSessionUser: AuthService["getSessionUser"] = async (headers) => {
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    // A disabled account's sessions are deleted when it is disabled; this refuses any left.
    const access = await sessionAccess(db, session.user.id);
    if (!access || access.disabled) return null;
    const { confirmedAt } = session.session as { confirmedAt?: Date | null };
    return {
      id: session.user.id,
      email: session.user.email,
      roles: access.roles,
      isAdmin: access.roles.includes("admin"),
      isEditor: access.roles.includes("editor"),
      isSales: access.roles.includes("sales"),
      sessionId: session.session.id,
      secondFactor: access.secondFactor,
      mustSetUpSecondFactor:
        !access.secondFactor && secondFactorRequired(env.STAFF_SECOND_FACTOR, access.roles),
      confirmedAt: Math.max(
        new Date(session.session.createdAt).getTime(),
        confirmedAt ? new Date(confirmedAt).getTime() : 0,
      ),
    };
  };

  const handle: AuthService["handle"] = async (request, clientAddress) => {
    const url = new URL(request.url);
    const endpoint = `${request.method} ${url.pathname.slice(AUTH_BASE_PATH.length) || "/"}`;
    if (endpoint === "POST /sign-in/email" || endpoint === "POST /sign-up/email") {
      const credentials = await readCredentials(request);
      if (!credentials) {
        return json(400, { code: "INVALID_BODY", message: "Send a JSON object with email and password." });
      }
      return endpoint === "POST /sign-in/email"
        ? signIn(credentials, request.headers, clientAddress)
        : signUp(credentials, request.headers, clientAddress);
    }
    if (endpoint === "POST /two-factor/verify") {
      const body = await readJson(request);
      const code = body && typeof body.code === "string" ? body.code : undefined;
      if (code === undefined) {
        return json(400, { code: "INVALID_BODY", message: "Send a JSON object with code." });
      }
      return verifySecondFactor(code, request.headers, clientAddress);
    }
    if (!OPEN_ENDPOINTS.has(endpoint)) {
      return json(404, { code: "NOT_FOUND", message: `No API route for ${request.method} ${url.pathname}` });
    }
    const headers = withClientAddress(request.headers, clientAddress);
    return auth.handler(new Request(request, { headers }));
  };

  return {
    auth,
    handle,
    signIn,
    signUp,
    verifySecondFactor,
    passkeySignInOptions,
    verifyPasskey,
    confirmIdentity,
    confirmAppSetup,
    signOut,
    getSessionUser,
  };
}

/** The key an account is counted under: its address as better-auth stores it. */
function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The request's headers with the client's address as our server read it (never the client's say). */
function withClientAddress(headers: Headers, clientAddress: string | undefined): Headers {
  const copy = new Headers(headers);
  copy.delete(CLIENT_ADDRESS_HEADER);
  if (clientAddress) copy.set(CLIENT_ADDRESS_HEADER, clientAddress);
  return copy;
}

/** A small JSON object from the request's body, or undefined. */
async function readJson(request: Request): Promise<Record<string, unknown> | undefined> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json"))
    return undefined;
  const text = await request.text();
  if (text.length > AUTH_BODY_LIMIT_BYTES) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : undefined;
}

async function readCredentials(request: Request): Promise<Credentials | undefined> {
  const body = await readJson(request);
  if (!body) return undefined;
  const { email, password, callbackURL, captcha } = body;
  if (typeof email !== "string" || typeof password !== "string") return undefined;
  return {
    email,
    password,
    callbackURL: typeof callbackURL === "string" ? callbackURL : undefined,
    captcha: typeof captcha === "string" ? captcha : undefined,
  };
}

/**
 * A code as typed: six digits from the app (spaces allowed), or a recovery code (ten letters
 * and digits, the hyphen in the middle optional). Undefined when it is neither.
 */
export function secondFactorCode(typed: string): { kind: "app" | "recovery"; code: string } | undefined {
  const compact = typed.replace(/\s+/g, "");
  if (/^\d{6}$/.test(compact)) return { kind: "app", code: compact };
  const recovery = /^([A-Za-z0-9]{5})-?([A-Za-z0-9]{5})$/.exec(compact);
  return recovery ? { kind: "recovery", code: `${recovery[1]}-${recovery[2]}` } : undefined;
}

/** A refusal better-auth threw, as the answer the API sends (its status and code). */
function apiErrorResponse(error: unknown): Response {
  if (error instanceof APIError) {
    const body = (error.body ?? {}) as { code?: string; message?: string };
    return json(error.statusCode, { code: body.code ?? "UNKNOWN", message: body.message ?? error.message });
  }
  throw error;
}

export const TOO_MANY_ATTEMPTS = "TOO_MANY_ATTEMPTS";
export const CHALLENGE_REQUIRED = "CHALLENGE_REQUIRED";
export const CHALLENGE_FAILED = "CHALLENGE_FAILED";

function tooManyAttempts(limit: RateLimitResult): Response {
  const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
  return json(
    429,
    {
      code: TOO_MANY_ATTEMPTS,
      message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      retryAfterSeconds: limit.retryAfterSeconds,
    },
    { "Retry-After": String(limit.retryAfterSeconds) },
  );
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers },
  });
}
