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
  postAuth,
  signIn,
  signUp,
  verificationLink,
  verifiedAccount,
} from "../support/auth";
import { fetchSolvedCaptcha } from "../support/captcha-solver";
import { freshAddress, rows, waitFor } from "../support/contact";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { engine, startTestServer, type TestServer } from "../support/test-server";
import { deadline } from "../support/deadline";

const CONFIGURED_ADMIN = "Chief.Engineer@example.com";
let smtp: SmtpSink;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({
    env: accountServerEnv(smtp, {
      // The defaults (5 a minute per address, the challenge after 3 failures an hour per
      // account). Each call comes from an address of its own unless a test says otherwise.
      AUTH_RATE_LIMIT: "5",
      AUTH_CHALLENGE_AFTER_FAILURES: "3",
      // An easy challenge, solved here in a few milliseconds.
      CAPTCHA_MAX_NUMBER: "300",
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

describe(`sign-up answers (${engine})`, () => {
  it("answers an address with an account exactly like a new one, and queues one e-mail to it either way", async () => {
    const { email: existing } = await verifiedAccount(server.baseUrl, smtp);
    const fresh = freshEmail("fresh");
    const outboxRows = async (email: string) =>
      (
        await rows<{ n: number }>(
          server.database.db,
          sql`select count(*)::int as n from mail_outbox where recipient = ${email}`,
        )
      )[0]?.n ?? 0;
    const before = { existing: await outboxRows(existing), fresh: await outboxRows(fresh) };
    const answers = [];
    for (const email of [existing, fresh]) {
      const response = await signUp(server.baseUrl, email, "another strong passphrase 7");
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([]);
      const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
      answers.push({
        ...body,
        user: { ...body.user, id: typeof body.user.id, createdAt: "", updatedAt: "" },
      });
    }
    // The same answer (but for the address), and the same work behind it: better-auth hashes
    // the password on both paths, and each queues one e-mail to the address.
    expect({ ...answers[0], user: { ...answers[0]!.user, email: "" } }).toEqual({
      ...answers[1],
      user: { ...answers[1]!.user, email: "" },
    });
    expect(await outboxRows(existing)).toBe(before.existing + 1);
    expect(await outboxRows(fresh)).toBe(before.fresh + 1);
    // The owner is told, in English and Spanish, and how to sign in; no account is made.
    await waitFor(
      async () =>
        smtp.messages.some(
          (m) => m.envelopeTo.includes(existing) && m.subject.startsWith("You already have an account"),
        ),
      10_000,
      "the e-mail to the existing account",
    );
    const notice = smtp.messages.find(
      (m) => m.envelopeTo.includes(existing) && m.subject.startsWith("You already"),
    )!;
    expect(notice.subject).toContain("Ya tienes una cuenta");
    expect(notice.text).toContain(`${PUBLIC_URL}/auth`);
    expect(notice.text).toContain(`${PUBLIC_URL}/es/acceso`);
    const [users] = await rows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from users where email = ${existing}`,
    );
    expect(users?.n).toBe(1);
  });
});

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
        // Past three failures each attempt needs a solved challenge (checked for both alike).
        const captcha = await fetchSolvedCaptcha(server.baseUrl);
        const started = performance.now();
        const attempt = await postAuth(server.baseUrl, "sign-in/email", {
          email: address,
          password: `attempt-${i}-wrong-password`,
          captcha,
        });
        expect(attempt.status).toBe(401);
        timings[kind].push(performance.now() - started);
      }
    }
    // Both hash the password once (better-auth hashes it for an unknown address too): an
    // answer that skipped the hash would take a small fraction of the other's time. A busy
    // machine only ever adds time to an attempt, so each kind's fastest attempt is its own
    // cost (a median of five took 0.48 of the other's beside the browser tests).
    const ratio = Math.min(...timings.wrong) / Math.min(...timings.missing);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
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
      const typed =
        code === "PASSWORD_CONTAINS_EMAIL" && address?.startsWith("same") ? email.toUpperCase() : password;
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
    for (const password of [
      "correct horse battery staple",
      "Ñandú pingüino 2026",
      "水処理の装置を作る会社",
    ]) {
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
    { timeout: deadline(150_000) },
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
    "after 3 failed sign-ins, known address or not, asks for the challenge: the owner signs in with a solved one, never locked out",
    { timeout: deadline(150_000) },
    async () => {
      const { email, password } = await verifiedAccount(server.baseUrl, smtp);
      const unknown = freshEmail("nobody");
      // Failures are counted in the database clock's hours (fixed windows), and the challenge is
      // asked while this hour and the one before hold three; clear of the edge, so the failures
      // and the attempts after them fall in one hour.
      await clearOfWindowEdge(3_600_000, 90_000);
      for (const address of [email, unknown]) {
        for (let i = 0; i < 3; i++) {
          expect((await signIn(server.baseUrl, address, `wrong-password-${i}`)).status).toBe(401);
        }
      }
      // Without a solution, even the right password is answered with a request for one, the
      // same for a known and an unknown address, and no session.
      const asked = await signIn(server.baseUrl, email, password);
      const askedUnknown = await signIn(server.baseUrl, unknown, password);
      expect(asked.status).toBe(403);
      expect(askedUnknown.status).toBe(403);
      expect(asked.headers.getSetCookie()).toEqual([]);
      const answer = await errorOf(asked);
      expect(answer.code).toBe("CHALLENGE_REQUIRED");
      expect(answer.message).toMatch(/proof-of-work challenge/);
      expect(await errorOf(askedUnknown)).toEqual(answer);

      // A solution that is not one is refused as such.
      const garbage = await postAuth(server.baseUrl, "sign-in/email", {
        email,
        password,
        captcha: "bm90IGEgc29sdXRpb24=",
      });
      expect(garbage.status).toBe(403);
      expect((await errorOf(garbage)).code).toBe("CHALLENGE_FAILED");

      // The owner: the right password and a solved challenge sign in, however many failures.
      for (let i = 0; i < 5; i++) {
        expect((await signIn(server.baseUrl, email, `more-wrong-${i}`)).status).toBe(403);
      }
      const captcha = await fetchSolvedCaptcha(server.baseUrl);
      const owner = await postAuth(server.baseUrl, "sign-in/email", { email, password, captcha });
      expect(owner.status).toBe(200);
      expect(owner.headers.getSetCookie().some((c) => c.startsWith("site.session_token="))).toBe(true);
      // Each solution is spent by one attempt.
      const replay = await postAuth(server.baseUrl, "sign-in/email", { email, password, captcha });
      expect(replay.status).toBe(403);
      expect((await errorOf(replay)).code).toBe("CHALLENGE_FAILED");
      // A solved challenge with a wrong password is an ordinary failure, for either address.
      for (const address of [email, unknown]) {
        const guess = await postAuth(server.baseUrl, "sign-in/email", {
          email: address,
          password: "still-not-the-password",
          captcha: await fetchSolvedCaptcha(server.baseUrl),
        });
        expect(guess.status).toBe(401);
        expect((await errorOf(guess)).code).toBe("INVALID_EMAIL_OR_PASSWORD");
      }
      // Others sign in without a challenge.
      const other = await verifiedAccount(server.baseUrl, smtp);
      expect((await signIn(server.baseUrl, other.email, other.password)).status).toBe(200);
    },
  );

  it("shows the sign-in page's challenge when the server asks for one, in English and Spanish", async () => {
    const { email, password } = await verifiedAccount(server.baseUrl, smtp);
    await clearOfWindowEdge(3_600_000, 30_000);
    for (let i = 0; i < 3; i++) {
      expect((await signIn(server.baseUrl, email, `wrong-password-${i}`)).status).toBe(401);
    }
    for (const [path, texts] of [
      [
        "/auth",
        [
          "Several sign-ins to this address have failed. Please complete the check below, then sign in again.",
          'aria-label="Security check"',
          "This check needs JavaScript: turn it on in your browser to sign in now",
        ],
      ],
      [
        "/es/acceso",
        [
          "Han fallado varios inicios de sesión con esta dirección. Completa la comprobación de abajo y vuelve a iniciar sesión.",
          'aria-label="Comprobación de seguridad"',
          "Esta comprobación necesita JavaScript: actívalo en tu navegador para iniciar sesión ahora",
        ],
      ],
    ] as const) {
      const post = (fields: Record<string, string>) =>
        fetch(new URL(path, server.baseUrl), {
          method: "POST",
          redirect: "manual",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: server.baseUrl,
            "X-Forwarded-For": freshAddress(),
          },
          body: new URLSearchParams({ intent: "sign-in", email, password, ...fields }),
        });
      const asked = await post({});
      expect(asked.status).toBe(403);
      const html = await asked.text();
      for (const text of texts) expect(html).toContain(text);
      expect(html).toContain('name="captcha"');
      // The address typed is kept in its field.
      expect(html).toContain(`value="${email}"`);
      // The page's form, with a solved challenge, signs in.
      const signedIn = await post({ captcha: await fetchSolvedCaptcha(server.baseUrl) });
      expect(signedIn.status).toBe(302);
      expect(signedIn.headers.get("location")).toMatch(/^\/(es\/admin\/panel|admin\/dashboard)$/);
    }
  });
});

describe(`the Spanish sign-in pages without JavaScript (${engine})`, () => {
  /** The page's form posted as a browser without JavaScript posts it, from an address of its own. */
  const postPage = (path: string, fields: Record<string, string>, cookie = "") =>
    fetch(new URL(path, server.baseUrl), {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.baseUrl,
        "X-Forwarded-For": freshAddress(),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(fields),
    });
  const getPage = (path: string, cookie = "") =>
    fetch(new URL(path, server.baseUrl), { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  /** A cookie jar's header after `response`: its cookies set, those it clears gone. */
  const jar = (cookie: string, response: Response) => {
    const pairs = new Map(
      cookie
        .split("; ")
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
    );
    for (const set of response.headers.getSetCookie()) {
      const pair = set.split(";")[0]!;
      const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
      if (value && !/max-age=0/i.test(set)) pairs.set(name, value);
      else pairs.delete(name);
    }
    return [...pairs].map(([name, value]) => `${name}=${value}`).join("; ");
  };
  const count = (html: string, text: string) => html.split(text).length - 1;
  /** A page's HTML without the markers React leaves between text parts. */
  const htmlOf = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

  it("names the sign-in and sign-up screens in Spanish, each linking to the other", async () => {
    const signInPage = await htmlOf(await getPage("/es/acceso"));
    expect(signInPage).toContain("Acceso de administración</h1>");
    expect(signInPage).toContain("Inicia sesión en tu cuenta");
    expect(signInPage).toMatch(/<button type="submit"[^>]*>Iniciar sesión<\/button>/);
    expect(signInPage).toMatch(
      /<a [^>]*href="\/es\/acceso\?mode=sign-up"[^>]*>¿No tienes una cuenta\? Regístrate<\/a>/,
    );
    const signUpPage = await htmlOf(await getPage("/es/acceso?mode=sign-up"));
    expect(signUpPage).toContain("Crea una cuenta nueva");
    expect(signUpPage).toMatch(/<button type="submit"[^>]*>Registrarse<\/button>/);
    expect(signUpPage).toMatch(/<a [^>]*href="\/es\/acceso"[^>]*>¿Ya tienes una cuenta\? Inicia sesión<\/a>/);
  });

  it("says why a sign-in failed, signs in to /es/admin/panel (dimmed for a member), signs out to /es/acceso, and signs up", async () => {
    const { email, password } = await verifiedAccount(server.baseUrl, smtp, "es-page");
    const refused = await postPage("/es/acceso", { intent: "sign-in", email, password: "wrong-password-1" });
    expect(refused.status).toBe(401);
    const refusedPage = await htmlOf(refused);
    expect(refusedPage).toMatch(
      /role="alert"[^>]*><strong>Error<\/strong>: Correo electrónico o contraseña incorrectos/,
    );
    expect(refusedPage).toContain(`value="${email}"`);

    const signedIn = await postPage("/es/acceso", { intent: "sign-in", email, password });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/es/admin/panel");
    let cookie = jar("", signedIn);
    const dashboard = await getPage("/es/admin/panel", cookie);
    expect(dashboard.status).toBe(200);
    cookie = jar(cookie, dashboard);
    const panel = await htmlOf(dashboard);
    expect(panel).toMatch(/role="status"[^>]*><strong>Éxito<\/strong>: Sesión iniciada correctamente/);
    expect(panel).toContain("Panel de administración</h1>");
    expect(panel).toContain(`Hola de nuevo, ${email}`);
    // Users need an administrator; the requests, the sales team or an administrator; the
    // news, an editor or an administrator.
    expect(count(panel, "Se requiere acceso de administrador<")).toBe(1);
    expect(count(panel, "Se requiere acceso de ventas o de administrador<")).toBe(1);
    expect(count(panel, "Se requiere acceso de editor o de administrador<")).toBe(1);
    expect(panel).toContain("Tu cuenta no tiene privilegios de administrador.");
    expect(panel).not.toContain("Acciones rápidas");
    // Signed in, the sign-in page leads to the dashboard.
    const again = await getPage("/es/acceso", cookie);
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/es/admin/panel");

    const signedOut = await postPage("/es/admin/panel", { intent: "sign-out" }, cookie);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/es/acceso");
    cookie = jar(cookie, signedOut);
    const back = await htmlOf(await getPage("/es/acceso", cookie));
    expect(back).toMatch(
      /role="status"[^>]*><strong>Sesión cerrada<\/strong>: Has cerrado la sesión correctamente/,
    );
    const guarded = await getPage("/es/admin/panel", cookie);
    expect(guarded.status).toBe(302);
    expect(guarded.headers.get("location")).toMatch(/^\/es\/acceso/);

    const signedUp = await postPage("/es/acceso?mode=sign-up", {
      intent: "sign-up",
      email: freshEmail("es-page-new"),
      password: STRONG_PASSWORD,
    });
    expect(signedUp.status).toBe(200);
    expect(await htmlOf(signedUp)).toMatch(
      /role="status"[^>]*><strong>Éxito<\/strong>: ¡Cuenta creada! Revisa tu correo electrónico para verificar tu cuenta\./,
    );
  });
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
