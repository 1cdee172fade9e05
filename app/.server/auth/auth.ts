// better-auth on our database: e-mail and password, sessions in the database, the address
// verified by a link sent through the mail outbox. It is reached only through the auth
// service (auth-service.ts), which adds rate limits and the common-password rule, and
// serves only the endpoints the site uses (so no other endpoint can set a password).
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/auth-schema";
import type { Database } from "../db/client";
import { accounts, sessions, twoFactors, users, verifications } from "../db/schema";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { passkeySignIn } from "./passkey-sign-in";
import { relyingParty } from "./passkeys";
import { grantConfiguredAdmin } from "./roles";
import {
  composeExistingAccountMail,
  composeVerificationMail,
  queueVerificationMail,
} from "./verification-mail";

/** The refusal's code when a disabled account signs in. */
export const ACCOUNT_DISABLED = "ACCOUNT_DISABLED";
export const AUTH_BASE_PATH = "/api/auth";
/** How long the code step after a right password lasts. */
export const SECOND_FACTOR_STEP_SECONDS = 10 * 60;
/** How many recovery codes an account gets (each signs in once). */
export const RECOVERY_CODES = 10;
/** The header our server sets to the client's address (as Express reads it). */
export const CLIENT_ADDRESS_HEADER = "x-site-client-address";

export interface AuthDependencies {
  db: Database;
  env: Env;
  logger: Logger;
  /** Whether SMTP is configured; without it the verification link is logged instead. */
  mailEnabled: boolean;
  /** Called after a verification e-mail was queued. */
  onMailQueued: () => void;
}

export function createAuth({ db, env, logger, mailEnabled, onMailQueued }: AuthDependencies) {
  return betterAuth({
    appName: "Akvaris Water Technologies",
    baseURL: env.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret: env.AUTH_SECRET,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: false,
      // A sign-up for an address that has an account gets the same answer (better-auth's), the
      // same password hash (better-auth's too), and, like a new account, one e-mail queued to
      // the address: so neither the answer nor the work behind it tells the two apart.
      onExistingUserSignUp: async ({ user }) => {
        if (!mailEnabled) {
          logger.warn(
            { email: user.email },
            "mail is not configured: sign-up for an existing account not e-mailed",
          );
          return;
        }
        await queueVerificationMail(db, composeExistingAccountMail(user.email, env.PUBLIC_URL));
        onMailQueued();
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified account signing in with the right password gets a new link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        if (!mailEnabled) {
          logger.warn(
            { email: user.email, url },
            "mail is not configured: the verification link is logged instead",
          );
          return;
        }
        await queueVerificationMail(db, composeVerificationMail(user.email, url));
        onMailQueued();
      },
      afterEmailVerification: async (user) => {
        if (await grantConfiguredAdmin(db, env.ADMIN_EMAILS, user)) {
          logger.info({ userId: user.id }, "ADMIN_EMAILS: administrator role granted at verification");
        }
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account gets no session, whichever way in (password, verification link).
          before: async (session) => {
            const [user] = await db
              .select({ disabledAt: users.disabledAt })
              .from(users)
              .where(eq(users.id, session.userId));
            if (user?.disabledAt) {
              throw new APIError("FORBIDDEN", {
                code: ACCOUNT_DISABLED,
                message: "This account is disabled.",
              });
            }
          },
          after: async (session) => {
            await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, session.userId));
          },
        },
      },
    },
    session: {
      // When the person last proved who they are again for a sensitive change (ADR 014).
      additionalFields: { confirmedAt: { type: "date", required: false, input: false } },
      // Read from the database on every request: a sign-out or a revoked role elsewhere
      // applies at once (no signed cookie cache).
      cookieCache: { enabled: false },
    },
    plugins: [
      // An authenticator app (TOTP) with ten recovery codes. Sign-in with the password leaves
      // no session for an account that has one, only a short-lived cookie for the code step.
      twoFactor({
        issuer: "Akvaris",
        twoFactorCookieMaxAge: SECOND_FACTOR_STEP_SECONDS,
        backupCodeOptions: { amount: RECOVERY_CODES, length: 10 },
      }),
      // The same code step passed with one of the account's passkeys (passkeys.ts).
      passkeySignIn({ db, rp: relyingParty(env.PUBLIC_URL) }),
    ],
    // Our own limits (per address and per account, in our table) replace better-auth's.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: env.isHttps,
      cookiePrefix: "site",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        const log = level === "error" ? logger.error : level === "warn" ? logger.warn : logger.debug;
        log.call(logger, { details: args.length > 0 ? args : undefined }, `auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
