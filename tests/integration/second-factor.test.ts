// Second factors for staff (ADR 014): with STAFF_SECOND_FACTOR=admins an administrator's back
// office opens only its security page until an authenticator app is set up (the password,
// then a first code); sign-in then asks for a code (the page's step and the API's), a
// recovery code signs in once, the app cannot be turned off while the role needs it; the
// browsers signed in are listed and the others signed out; a role change needs the password
// and a code again once the sign-in is older than ten minutes. A member may turn the app on
// and off, in Spanish.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditRows,
  getPage,
  postForm,
  rows,
  shownMessages,
  startAdminWorld,
  type AdminWorld,
} from "../support/admin";
import {
  cookieHeader,
  postAuth,
  PUBLIC_URL,
  signedInCookie,
  STRONG_PASSWORD,
  verifiedAccount,
} from "../support/auth";
import { softAuthenticator, strangerKey } from "../support/soft-authenticator";
import { engine } from "../support/test-server";
import { keyOnPage, totpCode } from "../support/totp";

let world: AdminWorld;
/** The sign-in page's code step, as rendered (its texts are also in the page's data). */
const CODE_STEP = /<h1[^>]*>Enter your code<\/h1>/;

beforeAll(async () => {
  world = await startAdminWorld({ STAFF_SECOND_FACTOR: "admins", AUTH_RATE_LIMIT: "100" });
});
afterAll(async () => {
  await world?.stop();
});

const base = () => world.server.baseUrl;
const idOf = async (email: string) =>
  (await rows<{ id: string }>(world.db, sql`select id from users where email = ${email}`))[0]!.id;
/** The `name=value` of one cookie among a response's. */
const cookieNamed = (response: Response, name: string) =>
  cookieHeader(response)
    .split("; ")
    .filter((pair) => pair.startsWith(`${name}=`))
    .join("; ");

/** Sets the app up for `cookie`'s account on the page at `path`: its key, codes and new session cookie. */
async function setUpApp(cookie: string, path = "/admin/security") {
  const started = await postForm(base(), path, cookie, { intent: "setup", password: STRONG_PASSWORD });
  expect(started.status).toBe(200);
  const page = await getPage(base(), path, cookie);
  const key = keyOnPage(await page.text());
  const confirmed = await postForm(base(), path, cookie, { intent: "confirm-app", code: totpCode(key) });
  expect(confirmed.status).toBe(200);
  const html = await confirmed.text();
  const codes = [...html.matchAll(/<li>([A-Za-z0-9]{5}-[A-Za-z0-9]{5})<\/li>/g)].map((match) => match[1]!);
  // better-auth starts a new session when the app is turned on; the old one ends.
  const session = cookieNamed(confirmed, "site.session_token");
  expect(session).not.toBe("");
  return { key, codes, cookie: session, html };
}

/** The password step of the sign-in page: its answer and the code step's cookie. */
async function passwordStep(email: string) {
  const response = await postForm(base(), "/auth", undefined, {
    intent: "sign-in",
    email,
    password: STRONG_PASSWORD,
  });
  return { response, html: await response.text(), cookie: cookieNamed(response, "site.two_factor") };
}

describe(`second factors (${engine})`, () => {
  let app: Awaited<ReturnType<typeof setUpApp>>;

  it("opens only the security page to an administrator without one, and turns the app on with a first code", async () => {
    const cookie = world.admin.cookie;
    for (const path of ["/admin/dashboard", "/admin/users", "/es/admin/mensajes"]) {
      const response = await getPage(base(), path, cookie);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location")).toBe(
        path.startsWith("/es/") ? "/es/admin/seguridad" : "/admin/security",
      );
    }
    const page = await getPage(base(), "/admin/security", cookie);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("data-second-factor-required");
    expect(shownMessages(html).join("\n")).toContain("Set up a second factor to continue");
    // The navigation offers nothing the account may not open yet.
    expect(html).not.toContain('href="/admin/users"');

    const wrongPassword = await postForm(base(), "/admin/security", cookie, {
      intent: "setup",
      password: "not-the-password-1",
    });
    expect(wrongPassword.status).toBe(400);
    expect(shownMessages(await wrongPassword.text()).join("\n")).toContain("That password is not right.");

    const started = await postForm(base(), "/admin/security", cookie, {
      intent: "setup",
      password: STRONG_PASSWORD,
    });
    expect(started.status).toBe(200);
    const pending = await (await getPage(base(), "/admin/security", cookie)).text();
    expect(pending).toMatch(/<h3[^>]*>Add this account to your app<\/h3>/);
    expect(pending).toMatch(/href="otpauth:\/\/totp\/Akvaris:[^"]*secret=/);
    expect(pending).toContain("<svg");
    const key = keyOnPage(pending);
    const wrongCode = await postForm(base(), "/admin/security", cookie, {
      intent: "confirm-app",
      code: totpCode(key, Date.now() - 10 * 60_000),
    });
    expect(wrongCode.status).toBe(400);
    expect(shownMessages(await wrongCode.text()).join("\n")).toContain("That code is not right.");
    // Still off: the back office stays closed.
    expect((await getPage(base(), "/admin/dashboard", cookie)).status).toBe(302);

    const confirmed = await postForm(base(), "/admin/security", cookie, {
      intent: "confirm-app",
      code: totpCode(key),
    });
    expect(confirmed.status).toBe(200);
    const shown = await confirmed.text();
    const codes = [...shown.matchAll(/<li>([A-Za-z0-9]{5}-[A-Za-z0-9]{5})<\/li>/g)].map((match) => match[1]!);
    expect(codes).toHaveLength(10);
    expect(shown).toContain("data-recovery-codes");
    const session = cookieNamed(confirmed, "site.session_token");
    app = { key, codes, cookie: session, html: shown };

    expect((await getPage(base(), "/admin/dashboard", session)).status).toBe(200);
    expect((await getPage(base(), "/admin/users", session)).status).toBe(200);
    expect((await getPage(base(), "/admin/dashboard", cookie)).status, "the old session ended").toBe(302);
    const security = await (await getPage(base(), "/admin/security", session)).text();
    expect(security).toContain("Recovery codes left: 10 of 10.");
    expect(security).not.toContain(codes[0]!);
    const audit = await auditRows(world.db, await idOf(world.admin.email));
    expect(audit.map((row) => row.action)).toContain("user.second_factor_on");
  });

  it("asks for a code after the right password, on the page and over the API; a recovery code works once", async () => {
    const email = world.admin.email;
    const step = await passwordStep(email);
    expect(step.response.status).toBe(200);
    expect(step.html).toMatch(CODE_STEP);
    expect(cookieNamed(step.response, "site.session_token"), "no session before the code").toBe("");
    expect(step.cookie).not.toBe("");

    const wrong = await postForm(base(), "/auth", step.cookie, { intent: "code", code: "000000" });
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(shownMessages(wrongHtml).join("\n")).toContain("That code is not right.");
    expect(wrongHtml).toMatch(CODE_STEP);

    const right = await postForm(base(), "/auth", step.cookie, { intent: "code", code: totpCode(app.key) });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin/dashboard");
    const signedIn = cookieNamed(right, "site.session_token");
    expect((await getPage(base(), "/admin/dashboard", signedIn)).status).toBe(200);

    // A recovery code, typed without its hyphen: once.
    const recovery = app.codes[0]!;
    const first = await passwordStep(email);
    const used = await postForm(base(), "/auth", first.cookie, {
      intent: "code",
      code: recovery.replace("-", ""),
    });
    expect(used.status).toBe(302);
    const again = await passwordStep(email);
    const reused = await postForm(base(), "/auth", again.cookie, { intent: "code", code: recovery });
    expect(reused.status).toBe(401);
    expect(shownMessages(await reused.text()).join("\n")).toContain("That code is not right.");

    // A code step that was never started (or has ended) asks for the password again.
    const stale = await postForm(base(), "/auth", undefined, { intent: "code", code: totpCode(app.key) });
    expect(stale.status).toBe(401);
    const staleHtml = await stale.text();
    expect(shownMessages(staleHtml).join("\n")).toContain("Please enter your password again.");
    expect(staleHtml).not.toMatch(CODE_STEP);

    // The API: the password answers with the step, /two-factor/verify with the session.
    const api = await postAuth(base(), "sign-in/email", { email, password: STRONG_PASSWORD });
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ twoFactorRedirect: true });
    const verified = await postAuth(
      base(),
      "two-factor/verify",
      { code: totpCode(app.key) },
      { cookie: cookieNamed(api, "site.two_factor") },
    );
    expect(verified.status).toBe(200);
    expect(cookieNamed(verified, "site.session_token")).not.toBe("");

    const security = await (await getPage(base(), "/admin/security", signedIn)).text();
    expect(security).toContain("Recovery codes left: 9 of 10.");
  });

  it("keeps the app on while the role needs it, and makes new recovery codes with the password and a code", async () => {
    const cookie = app.cookie;
    const off = await postForm(base(), "/admin/security", cookie, {
      intent: "turn-off",
      password: STRONG_PASSWORD,
      code: totpCode(app.key),
    });
    expect(off.status).toBe(409);
    expect(shownMessages(await off.text()).join("\n")).toContain(
      "Your role needs a second factor, so the app cannot be turned off.",
    );

    const noCode = await postForm(base(), "/admin/security", cookie, {
      intent: "new-codes",
      password: STRONG_PASSWORD,
    });
    expect(noCode.status).toBe(400);
    expect(shownMessages(await noCode.text()).join("\n")).toContain(
      "Enter the code from your app or a recovery code.",
    );
    const renewed = await postForm(base(), "/admin/security", cookie, {
      intent: "new-codes",
      password: STRONG_PASSWORD,
      code: totpCode(app.key),
    });
    expect(renewed.status).toBe(200);
    const fresh = [...(await renewed.text()).matchAll(/<li>([A-Za-z0-9]{5}-[A-Za-z0-9]{5})<\/li>/g)].map(
      (match) => match[1]!,
    );
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(app.codes[1]);
    // An old code no longer signs in; a new one does.
    const old = await passwordStep(world.admin.email);
    expect(
      (await postForm(base(), "/auth", old.cookie, { intent: "code", code: app.codes[1]! })).status,
    ).toBe(401);
    const next = await passwordStep(world.admin.email);
    expect((await postForm(base(), "/auth", next.cookie, { intent: "code", code: fresh[0]! })).status).toBe(
      302,
    );
    app.codes = fresh.slice(1);
  });

  it("lists the browsers signed in and signs out all but this one", async () => {
    const step = await passwordStep(world.admin.email);
    const signedIn = await postForm(base(), "/auth", step.cookie, {
      intent: "code",
      code: totpCode(app.key),
    });
    const other = cookieNamed(signedIn, "site.session_token");
    expect((await getPage(base(), "/admin/dashboard", other)).status).toBe(200);

    const page = await (await getPage(base(), "/admin/security", app.cookie)).text();
    expect(page.match(/data-session="current"/g)).toHaveLength(1);
    expect((page.match(/data-session="other"/g) ?? []).length).toBeGreaterThanOrEqual(1);
    expect(page).toMatch(/data-session="current"[\s\S]*?>This browser</);

    const ended = await postForm(base(), "/admin/security", app.cookie, { intent: "sign-out-elsewhere" });
    expect(ended.status).toBe(200);
    expect(shownMessages(await ended.text()).join("\n")).toMatch(/Other browsers signed out: \d+\./);
    expect((await getPage(base(), "/admin/dashboard", other)).status).toBe(302);
    expect((await getPage(base(), "/admin/dashboard", app.cookie)).status).toBe(200);
    const after = await (await getPage(base(), "/admin/security", app.cookie)).text();
    expect(after).toMatch(/<p[^>]*>You are signed in on this browser only.<\/p>/);
    const audit = await auditRows(world.db, await idOf(world.admin.email));
    expect(audit.map((row) => row.action)).toContain("user.sign_out_elsewhere");
  });

  it("asks for the password and a code again before a role change, once the sign-in is ten minutes old", async () => {
    const memberId = await idOf(world.member.email);
    const version = (
      await rows<{ version: number }>(world.db, sql`select version from users where id = ${memberId}`)
    )[0]!.version;
    const grant = () =>
      postForm(base(), "/admin/users", app.cookie, {
        intent: "grant_editor",
        userId: memberId,
        email: world.member.email,
        version: String(version),
      });
    await world.db.execute(
      sql`update sessions set created_at = now() - interval '11 minutes', confirmed_at = null
          where user_id = ${await idOf(world.admin.email)}`,
    );
    const list = await (await getPage(base(), "/admin/users", app.cookie)).text();
    expect(list).toContain("data-confirm-identity");
    expect(list).toMatch(/<h2 id="confirm-identity-title"[^>]*>Confirm it&#x27;s you</);

    const refused = await grant();
    expect(refused.status).toBe(403);
    expect(shownMessages(await refused.text()).join("\n")).toContain(
      "Confirm it's you first, then try again.",
    );
    const editors = async () =>
      (
        await rows<{ n: number }>(
          world.db,
          sql`select count(*)::int as n from user_roles where user_id = ${memberId}`,
        )
      )[0]!.n;
    expect(await editors()).toBe(0);

    const passwordOnly = await postForm(base(), "/admin/users", app.cookie, {
      intent: "confirm",
      password: STRONG_PASSWORD,
    });
    expect(passwordOnly.status).toBe(400);
    expect(shownMessages(await passwordOnly.text()).join("\n")).toContain(
      "Enter the code from your app or a recovery code.",
    );
    const wrongCode = await postForm(base(), "/admin/users", app.cookie, {
      intent: "confirm",
      password: STRONG_PASSWORD,
      code: "123456",
    });
    expect(wrongCode.status).toBe(400);
    const confirmed = await postForm(base(), "/admin/users", app.cookie, {
      intent: "confirm",
      password: STRONG_PASSWORD,
      code: totpCode(app.key),
    });
    expect(confirmed.status).toBe(200);
    expect(shownMessages(await confirmed.text()).join("\n")).toContain("Confirmed: for the next 10 minutes");
    expect((await grant()).status).toBe(200);
    expect(await editors()).toBe(1);
    expect(await (await getPage(base(), "/admin/users", app.cookie)).text()).not.toContain(
      "data-confirm-identity",
    );
  });

  it("lets an account whose role does not need it turn the app on and off, in Spanish", async () => {
    // The member is an editor now: with STAFF_SECOND_FACTOR=admins that needs no second factor.
    const cookie = world.member.cookie;
    expect((await getPage(base(), "/es/admin/panel", cookie)).status).toBe(200);
    const page = await (await getPage(base(), "/es/admin/seguridad", cookie)).text();
    expect(page).toMatch(/<p[^>]*>Desactivada. Con ella activada/);
    expect(page).not.toContain("data-second-factor-required");
    const member = await setUpApp(cookie, "/es/admin/seguridad");
    expect(member.html).toMatch(/<h2[^>]*>Tus códigos de recuperación<\/h2>/);
    const on = await (await getPage(base(), "/es/admin/seguridad", member.cookie)).text();
    expect(on).toMatch(/data-app-on[^>]*>Activada. Al iniciar sesión se pide un código de tu aplicación.</);

    const wrong = await postForm(base(), "/es/admin/seguridad", member.cookie, {
      intent: "turn-off",
      password: STRONG_PASSWORD,
      code: "000000",
    });
    expect(wrong.status).toBe(400);
    expect(shownMessages(await wrong.text()).join("\n")).toContain("Ese código no es correcto.");
    const off = await postForm(base(), "/es/admin/seguridad", member.cookie, {
      intent: "turn-off",
      password: STRONG_PASSWORD,
      code: member.codes[0]!,
    });
    expect(off.status).toBe(200);
    expect(shownMessages(await off.text()).join("\n")).toContain(
      "La aplicación de autenticación está desactivada.",
    );
    const signIn = await postAuth(base(), "sign-in/email", {
      email: world.member.email,
      password: STRONG_PASSWORD,
    });
    expect(await signIn.json()).not.toHaveProperty("twoFactorRedirect");
    const audit = await auditRows(world.db, await idOf(world.member.email));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["user.second_factor_on", "user.second_factor_off"]),
    );
  });

  describe("passkeys", () => {
    let account: { email: string; cookie: string; key: string; codes: string[] };
    const laptop = softAuthenticator(PUBLIC_URL);
    /** The challenge of the prompt a page or step last asked for (kept for the session or step). */
    const challenge = async (kind: "registration" | "sign-in") =>
      (
        await rows<{ value: string }>(
          world.db,
          sql`select value from verifications where identifier like ${`passkey-${kind}:%`}
              order by created_at desc limit 1`,
        )
      )[0]?.value ?? "";
    const passkeysOf = async (email: string) =>
      rows<{ name: string; counter: number; last_used_at: Date | null }>(
        world.db,
        sql`select name, counter, last_used_at from passkeys
            where user_id = (select id from users where email = ${email}) order by created_at`,
      );

    it("adds a passkey once the app is on and the sign-in is recent; refuses another site's, a replayed and a scriptless one", async () => {
      const { email } = await verifiedAccount(base(), world.smtp, "passkeys");
      const first = await signedInCookie(base(), email, STRONG_PASSWORD);
      const off = await (await getPage(base(), "/admin/security", first)).text();
      expect(off).toMatch(/<p[^>]*data-passkeys-need-app[^>]*>Turn on the authenticator app first/);
      const early = await postForm(base(), "/admin/security", first, { intent: "add-passkey", answer: "{}" });
      expect(early.status).toBe(409);

      const app = await setUpApp(first);
      account = { email, ...app };
      const page = await (await getPage(base(), "/admin/security", account.cookie)).text();
      expect(page).toMatch(/<h2[^>]*>Passkeys<\/h2>/);
      expect(page).toMatch(/<p[^>]*>No passkeys yet.<\/p>/);
      expect(page).toMatch(/<button[^>]*type="submit"[^>]*>Add a passkey<\/button>/);

      const add = (answer: string, name = "Work laptop") =>
        postForm(base(), "/admin/security", account.cookie, { intent: "add-passkey", name, answer });
      // Made for another site: refused, and the prompt's challenge is spent.
      const elsewhere = await add(laptop.register(await challenge("registration"), "https://evil.test"));
      expect(elsewhere.status).toBe(400);
      expect(shownMessages(await elsewhere.text()).join("\n")).toContain("That passkey was not accepted.");
      expect(await passkeysOf(email)).toHaveLength(0);

      await getPage(base(), "/admin/security", account.cookie);
      const answer = laptop.register(await challenge("registration"));
      const added = await add(answer);
      expect(added.status).toBe(200);
      expect(shownMessages(await added.text()).join("\n")).toContain("Passkey “Work laptop” added.");
      // Posted again: the page that answered the first asked for a new challenge, which it does not answer.
      const replayed = await add(answer);
      expect(replayed.status).toBe(400);
      expect(shownMessages(await replayed.text()).join("\n")).toContain("That passkey was not accepted.");
      const scriptless = await add("");
      expect(shownMessages(await scriptless.text()).join("\n")).toContain(
        "Adding a passkey needs JavaScript",
      );
      expect(await passkeysOf(email)).toMatchObject([
        { name: "Work laptop", counter: 0, last_used_at: null },
      ]);
      const listed = await (await getPage(base(), "/admin/security", account.cookie)).text();
      expect(listed).toMatch(/data-passkey="Work laptop"[\s\S]*?>Not yet</);
      expect(listed).toContain("Turning the app off also removes your passkeys.");
      const audit = await auditRows(world.db, await idOf(email));
      expect(audit.map((row) => row.action)).toContain("user.passkey_added");
    });

    it("passes the code step with the passkey, not with a forged signature or a spent step", async () => {
      const step = await passwordStep(account.email);
      expect(step.html).toMatch(CODE_STEP);
      const forged = softAuthenticator(PUBLIC_URL, { signWith: strangerKey() });
      // The registered passkey's id, signed with another key.
      const forgedAnswer = JSON.parse(forged.authenticate(await challenge("sign-in"))) as Record<
        string,
        unknown
      >;
      forgedAnswer.id = forgedAnswer.rawId = laptop.credentialId;
      const refused = await postForm(base(), "/auth", step.cookie, {
        intent: "passkey",
        answer: JSON.stringify(forgedAnswer),
      });
      expect(refused.status).toBe(401);
      expect(await refused.text()).toMatch(CODE_STEP);
      expect(cookieNamed(refused, "site.session_token")).toBe("");

      // Each answer spends the challenge: the refusal's page asked for a new one.
      const answer = laptop.authenticate(await challenge("sign-in"));
      const signedIn = await postForm(base(), "/auth", step.cookie, { intent: "passkey", answer });
      expect(signedIn.status).toBe(302);
      expect(signedIn.headers.get("location")).toBe("/admin/dashboard");
      const session = cookieNamed(signedIn, "site.session_token");
      expect((await getPage(base(), "/admin/security", session)).status).toBe(200);
      const again = await postForm(base(), "/auth", step.cookie, { intent: "passkey", answer });
      expect(again.status).toBe(401);
      expect(await again.text()).not.toMatch(CODE_STEP);
      expect(await passkeysOf(account.email)).toMatchObject([
        { counter: 1, last_used_at: expect.anything() },
      ]);
    });

    it("asks who it is before a passkey is removed once the sign-in is old, and forgets them all with the app, in Spanish", async () => {
      const userId = await idOf(account.email);
      await world.db.execute(
        sql`update sessions set created_at = now() - interval '11 minutes', confirmed_at = null
            where user_id = ${userId}`,
      );
      const [passkeyId] = (
        await rows<{ id: string }>(world.db, sql`select id from passkeys where user_id = ${userId}`)
      ).map((row) => row.id);
      const page = await (await getPage(base(), "/es/admin/seguridad", account.cookie)).text();
      expect(page).toMatch(/<h3 id="confirm-identity-title"[^>]*>Confirma que eres tú</);
      expect(page).not.toMatch(/>Añadir una llave de acceso</);
      const early = await postForm(base(), "/es/admin/seguridad", account.cookie, {
        intent: "remove-passkey",
        passkey: passkeyId!,
      });
      expect(early.status).toBe(403);
      const confirmed = await postForm(base(), "/es/admin/seguridad", account.cookie, {
        intent: "confirm",
        password: STRONG_PASSWORD,
        code: totpCode(account.key),
      });
      expect(confirmed.status).toBe(200);
      expect(shownMessages(await confirmed.text()).join("\n")).toContain(
        "Confirmado: durante los próximos 10 minutos puedes añadir y quitar llaves de acceso.",
      );

      // A second passkey (named by the page), then the first removed.
      await getPage(base(), "/es/admin/seguridad", account.cookie);
      const phone = softAuthenticator(PUBLIC_URL);
      const second = await postForm(base(), "/es/admin/seguridad", account.cookie, {
        intent: "add-passkey",
        name: " ",
        answer: phone.register(await challenge("registration")),
      });
      expect(shownMessages(await second.text()).join("\n")).toContain(
        "Llave de acceso «Llave de acceso 2» añadida.",
      );
      const removed = await postForm(base(), "/es/admin/seguridad", account.cookie, {
        intent: "remove-passkey",
        passkey: passkeyId!,
      });
      expect(removed.status).toBe(200);
      expect(shownMessages(await removed.text()).join("\n")).toContain(
        "Llave de acceso «Work laptop» quitada.",
      );
      expect((await passkeysOf(account.email)).map((row) => row.name)).toEqual(["Llave de acceso 2"]);

      const off = await postForm(base(), "/es/admin/seguridad", account.cookie, {
        intent: "turn-off",
        password: STRONG_PASSWORD,
        code: account.codes[0]!,
      });
      expect(off.status).toBe(200);
      expect(await passkeysOf(account.email)).toHaveLength(0);
      const audit = await auditRows(world.db, userId);
      expect(audit.map((row) => row.action)).toEqual(
        expect.arrayContaining(["user.passkey_added", "user.passkey_removed", "user.second_factor_off"]),
      );
    });
  });
});
