// Accounts and sessions end to end: the site's /api/auth endpoints over HTTP, a real SMTP
// server for the verification links, the database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountServerEnv,
  PUBLIC_URL,
  STRONG_PASSWORD,
  cookieHeader,
  freshEmail,
  signIn,
  signUp,
  verificationLink,
  verifiedAccount,
} from "../support/auth";
import { freshAddress, rows, waitFor } from "../support/contact";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { engine, startTestServer, type TestServer } from "../support/test-server";

const CONFIGURED_ADMIN = "Chief.Engineer@example.com";
let smtp: SmtpSink;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({
    env: accountServerEnv(smtp, {
      // The defaults (5 a minute per address, 10 failures an hour per account). Each call
      // comes from an address of its own unless a test says otherwise.
      AUTH_RATE_LIMIT: "5",
      AUTH_ACCOUNT_FAILURE_LIMIT: "10",
      ADMIN_EMAILS: `${CONFIGURED_ADMIN}, other-admin@example.com`,
    }),
    mailDelivery: { pollIntervalMs: 100, retryBaseMs: 200 },
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const sessionCount = async (email: string) =>
  (
    await rows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = ${email}`,
    )
  )[0]?.n ?? 0;

const currentUser = async (cookie: string) => {
  const response = await fetch(new URL("/api/auth/get-session", server.baseUrl), {
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
};

describe(`accounts and sessions (${engine})`, () => {
  it("signs up, e-mails the verification link, verifies, signs in, keeps and ends the session", async () => {
    const email = freshEmail();
    const created = await signUp(server.baseUrl, email, STRONG_PASSWORD);
    expect(created.status).toBe(200);
    expect(created.headers.getSetCookie()).toEqual([]); // no session before verification

    // The e-mail went through the outbox, to the new account, from MAIL_FROM.
    const link = await verificationLink(smtp, email, server.baseUrl);
    const mail = smtp.messages.find((message) => message.envelopeTo.includes(email))!;
    expect(mail.envelopeFrom).toBe("no-reply@example.com");
    expect(mail.subject).toMatch(/^Verify your email address/);
    expect(mail.html).toContain("Verify email address");
    // The worker records "sent" just after the SMTP server's answer, which the sink has seen.
    const outbox = await waitFor(
      async () => {
        const [row] = await rows<{ kind: string; status: string; contact_message_id: string | null }>(
          server.database.db,
          sql`select kind, status, contact_message_id from mail_outbox where recipient = ${email}`,
        );
        return row?.status === "sent" ? row : undefined;
      },
      10_000,
      "the verification e-mail recorded as sent",
    );
    expect(outbox).toEqual({ kind: "verification", status: "sent", contact_message_id: null });

    // Before verification the account cannot sign in, and is told why.
    const early = await signIn(server.baseUrl, email, STRONG_PASSWORD);
    expect(early.status).toBe(403);
    expect(((await early.json()) as { code: string }).code).toBe("EMAIL_NOT_VERIFIED");
    expect(early.headers.getSetCookie()).toEqual([]);

    const verified = await fetch(link, { redirect: "manual" });
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/admin/dashboard");
    const [user] = await rows<{ email_verified: boolean }>(
      server.database.db,
      sql`select email_verified from users where email = ${email}`,
    );
    expect(user?.email_verified).toBe(true);

    const before = await sessionCount(email);
    const signedIn = await signIn(server.baseUrl, email, STRONG_PASSWORD);
    expect(signedIn.status).toBe(200);
    const [sessionCookie] = signedIn.headers
      .getSetCookie()
      .filter((c) => c.startsWith("site.session_token="));
    expect(sessionCookie).toMatch(/; HttpOnly/i);
    expect(sessionCookie).toMatch(/; SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/; Secure/i); // PUBLIC_URL is http here
    expect(await sessionCount(email)).toBe(before + 1); // a new session at sign-in
    const cookie = cookieHeader(signedIn);
    expect(await currentUser(cookie)).toBe(email);

    const signedOut = await fetch(new URL("/api/auth/sign-out", server.baseUrl), {
      method: "POST",
      headers: { Cookie: cookie, Origin: PUBLIC_URL, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(signedOut.status).toBe(200);
    expect(await sessionCount(email)).toBe(before);
    expect(await currentUser(cookie)).toBeNull();
  });
});

const errorOf = async (response: Response) =>
  (await response.json()) as { code: string; message: string; retryAfterSeconds?: number };
const roleCount = async (email: string) =>
  (
    await rows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from user_roles r join users u on u.id = r.user_id
          where u.email = ${email.toLowerCase()} and r.role = 'admin'`,
    )
  )[0]?.n ?? 0;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe(`sign-in answers (${engine})`, () => {
  it("answers a wrong password and an unknown e-mail alike, in about the same time", async () => {
    const { email } = await verifiedAccount(server.baseUrl, smtp);
    const unknown = freshEmail("nobody");
    const wrong = await signIn(server.baseUrl, email, "not-the-password-at-all");
    const missing = await signIn(server.baseUrl, unknown, "not-the-password-at-all");
    expect(wrong.status).toBe(401);
    expect(missing.status).toBe(401);
    expect(await wrong.json()).toEqual(await missing.json());

    const timings = { wrong: [] as number[], missing: [] as number[] };
    for (let i = 0; i < 5; i++) {
      for (const [kind, address] of [
        ["wrong", email],
        ["missing", unknown],
      ] as const) {
        const started = performance.now();
        expect((await signIn(server.baseUrl, address, `attempt-${i}-wrong-password`)).status).toBe(401);
        timings[kind].push(performance.now() - started);
      }
    }
    // Both hash the password once (better-auth hashes it for an unknown address too).
    const ratio = median(timings.wrong) / median(timings.missing);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it("refuses short, weak and common passwords at sign-up with the rule they break, and creates no account", async () => {
    for (const [password, code, address] of [
      ["short7!", "PASSWORD_TOO_SHORT"],
      ["        ", "PASSWORD_REPETITIVE"],
      ["\0\0\0\0\0\0\0\0", "PASSWORD_CONTROL_CHARACTERS"],
      ["a passphrase\nwith a line break", "PASSWORD_CONTROL_CHARACTERS"],
      ["aaaaaaaa", "PASSWORD_REPETITIVE"],
      ["12341234", "PASSWORD_REPETITIVE"],
      ["abcdefgh", "PASSWORD_SEQUENTIAL"],
      ["12345678", "PASSWORD_SEQUENTIAL"],
      ["akvaris-2026", "PASSWORD_CONTAINS_SITE_NAME"],
      ["password1", "PASSWORD_TOO_COMMON"],
      ["Sunshine1", "PASSWORD_TOO_COMMON"],
      // The account's own address, whole or its local part.
      ["SAME@example.com", "PASSWORD_CONTAINS_EMAIL", "same@example.com"],
      ["maria.lopez!!", "PASSWORD_CONTAINS_EMAIL", "maria.lopez@example.com"],
    ] as const) {
      const email = address ? address.replace("@", `@${Date.now().toString(36)}.`) : freshEmail("weak");
      const typed = code === "PASSWORD_CONTAINS_EMAIL" && address?.startsWith("same") ? email.toUpperCase() : password;
      const response = await signUp(server.baseUrl, email, typed);
      expect(response.status, JSON.stringify(password)).toBe(400);
      const answer = await errorOf(response);
      expect(answer.code, JSON.stringify(password)).toBe(code);
      expect(answer.message.length, JSON.stringify(password)).toBeGreaterThan(20);
      const [count] = await rows<{ n: number }>(
        server.database.db,
        sql`select count(*)::int as n from users where email = ${email.toLowerCase()}`,
      );
      expect(count?.n).toBe(0);
    }
    // Spaces, capitals or none, and any script are welcome.
    for (const password of ["correct horse battery staple", "Ñandú pingüino 2026", "水処理の装置を作る会社"]) {
      expect((await signUp(server.baseUrl, freshEmail("good"), password)).status, password).toBe(200);
    }
  });

  it("names the broken rule on the sign-up page in English and Spanish", async () => {
    for (const [path, text] of [
      ["/auth?mode=sign-up", "This password is a sequence of characters (such as abcd or 1234)."],
      ["/es/acceso?mode=sign-up", "Esta contraseña es una secuencia de caracteres (como abcd o 1234)."],
    ] as const) {
      const response = await fetch(new URL(path, server.baseUrl), {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: server.baseUrl,
          "X-Forwarded-For": freshAddress(),
        },
        body: new URLSearchParams({ intent: "sign-up", email: freshEmail("page"), password: "abcdefgh" }),
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(text);
    }
  });

  it(
    "limits sign-in and sign-up attempts per client address, with Retry-After",
    { timeout: 150_000 },
    async () => {
      for (const attempt of [signIn, signUp]) {
        await clearOfWindowEdge(60_000, 15_000);
        const clientAddress = freshAddress();
        for (let i = 0; i < 5; i++) {
          const response = await attempt(server.baseUrl, freshEmail("limited"), STRONG_PASSWORD, {
            clientAddress,
          });
          expect(response.status).not.toBe(429);
        }
        const refused = await attempt(server.baseUrl, freshEmail("limited"), STRONG_PASSWORD, {
          clientAddress,
        });
        expect(refused.status).toBe(429);
        const retryAfter = Number(refused.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect((await errorOf(refused)).code).toBe("TOO_MANY_ATTEMPTS");
        // Another address is not affected.
        const other = await attempt(server.baseUrl, freshEmail("limited"), STRONG_PASSWORD);
        expect(other.status).not.toBe(429);
      }
    },
  );

  it(
    "locks an account for the hour after 10 failed sign-ins, known or not, even to the right password",
    { timeout: 150_000 },
    async () => {
      const { email, password } = await verifiedAccount(server.baseUrl, smtp);
      const unknown = freshEmail("nobody");
      // The hour is the database clock's hour (fixed windows): the lock lasts until it ends.
      await clearOfWindowEdge(3_600_000, 90_000);
      for (const address of [email, unknown]) {
        for (let i = 0; i < 10; i++) {
          expect((await signIn(server.baseUrl, address, `wrong-password-${i}`)).status).toBe(401);
        }
      }
      const locked = await signIn(server.baseUrl, email, password);
      const lockedUnknown = await signIn(server.baseUrl, unknown, password);
      expect(locked.status).toBe(429);
      expect(lockedUnknown.status).toBe(429);
      const untilWindowEnd = Math.ceil((3_600_000 - (Date.now() % 3_600_000)) / 1000);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(60);
      expect(Math.abs(Number(locked.headers.get("retry-after")) - untilWindowEnd)).toBeLessThanOrEqual(2);
      // The same answer for a known and an unknown address, but for the time left, which
      // may tick over a second between the two.
      const [known, unknownAnswer] = [await errorOf(locked), await errorOf(lockedUnknown)];
      expect(
        Math.abs(Number(unknownAnswer.retryAfterSeconds) - Number(known.retryAfterSeconds)),
      ).toBeLessThanOrEqual(1);
      const timeless = (answer: typeof known) => ({
        ...answer,
        retryAfterSeconds: typeof answer.retryAfterSeconds,
        message: answer.message.replace(/\d+/g, "N"),
      });
      expect(timeless(unknownAnswer)).toEqual(timeless(known));
      // Others still sign in.
      const other = await verifiedAccount(server.baseUrl, smtp);
      expect((await signIn(server.baseUrl, other.email, other.password)).status).toBe(200);
    },
  );
});

describe(`ADMIN_EMAILS (${engine})`, () => {
  it("makes a listed address an administrator once it is verified, and no other", async () => {
    const created = await signUp(server.baseUrl, CONFIGURED_ADMIN, STRONG_PASSWORD);
    expect(created.status).toBe(200);
    expect(await roleCount(CONFIGURED_ADMIN)).toBe(0); // not before verification
    const link = await verificationLink(smtp, CONFIGURED_ADMIN.toLowerCase(), server.baseUrl);
    expect((await fetch(link, { redirect: "manual" })).status).toBe(302);
    expect(await roleCount(CONFIGURED_ADMIN)).toBe(1);

    const member = await verifiedAccount(server.baseUrl, smtp);
    expect(await roleCount(member.email)).toBe(0);
  });

  it("grants the role at sign-in to a verified account listed later (it was revoked meanwhile)", async () => {
    await server.database.db.execute(
      sql`delete from user_roles where user_id = (select id from users where email = ${CONFIGURED_ADMIN.toLowerCase()})`,
    );
    expect(await roleCount(CONFIGURED_ADMIN)).toBe(0);
    expect((await signIn(server.baseUrl, CONFIGURED_ADMIN, STRONG_PASSWORD)).status).toBe(200);
    expect(await roleCount(CONFIGURED_ADMIN)).toBe(1);
  });
});

/**
 * Waits while the rate limits' current fixed window (aligned to the clock, as the database
 * counts them) ends within `marginMs`, so a test's attempts all fall in one window.
 */
async function clearOfWindowEdge(windowMs: number, marginMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}
