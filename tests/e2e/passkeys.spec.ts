// Passkeys in Chromium (ADR 014), with its virtual authenticator standing in for a phone or a
// security key: an account whose authenticator app is on adds a passkey on its security page,
// then signs in with the password and the passkey instead of a code (a closed prompt first,
// in English). axe and the no-sideways-scroll check on every screen and state: English at
// 1280 px, Spanish at 375 px. WebAuthn refuses an IP address as the site's name, so this file
// has a server of its own reached as localhost. The server's rules (the challenge spent once,
// another site's or a forged answer refused, removal, the app turned off) are in
// tests/integration/second-factor.test.ts.
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import {
  ACCOUNT_PASSWORD as PASSWORD,
  startAccountServer,
  type AccountServer,
} from "../support/account-server";
import { expectHydrated } from "../support/hydrated";
import { keyOnPage, totpCode } from "../support/totp";
import { expectAccessibleScreen as expectAccessible } from "./axe";

const test = base.extend<object, { site: AccountServer }>({
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const site = await startAccountServer({}, { host: "localhost" });
      await provide(site);
      await site.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

const TEXTS = {
  en: {
    width: 1280,
    security: "/admin/security",
    auth: "/auth",
    heading: "Passkeys",
    none: "No passkeys yet.",
    name: "Name for the new passkey (optional)",
    add: "Add a passkey",
    added: "Passkey “Work laptop” added.",
    notYet: "Not yet",
    email: "Email",
    password: "Password",
    signIn: "Sign In",
    codeTitle: "Enter your code",
    usePasskey: "Use a passkey",
    notUsed: "The passkey was not used",
    dashboard: "/admin/dashboard",
  },
  es: {
    width: 375,
    security: "/es/admin/seguridad",
    auth: "/es/acceso",
    heading: "Llaves de acceso",
    none: "Todavía no hay llaves de acceso.",
    name: "Nombre de la nueva llave de acceso (opcional)",
    add: "Añadir una llave de acceso",
    added: "Llave de acceso «Work laptop» añadida.",
    notYet: "Todavía no",
    email: "Correo electrónico",
    password: "Contraseña",
    signIn: "Iniciar sesión",
    codeTitle: "Introduce tu código",
    usePasskey: "Usar una llave de acceso",
    notUsed: "No se usó la llave de acceso",
    dashboard: "/es/admin/panel",
  },
} as const;

/** A page form posted as a browser without script posts it (the app's set-up is not this file's subject). */
const postForm = (site: AccountServer, path: string, cookie: string, fields: Record<string, string>) =>
  fetch(`${site.origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: site.origin },
    body: new URLSearchParams(fields).toString(),
  });

/** A new account with its authenticator app on: its key, and the session cookie the app's turning on began. */
async function accountWithApp(site: AccountServer, email: string) {
  await site.verifiedAccount(email);
  const cookie = (await site.sessionCookies(email, true))
    .map(({ name, value }) => `${name}=${value}`)
    .join("; ");
  expect(
    (await postForm(site, "/admin/security", cookie, { intent: "setup", password: PASSWORD })).status,
  ).toBe(200);
  const page = await fetch(`${site.origin}/admin/security`, { headers: { Cookie: cookie } });
  const key = keyOnPage(await page.text());
  const on = await postForm(site, "/admin/security", cookie, { intent: "confirm-app", code: totpCode(key) });
  expect(on.status).toBe(200);
  const session = on.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith("site.session_token=") && !pair.endsWith("="));
  expect(session).toBeTruthy();
  const [name, ...value] = session!.split("=");
  return { key, cookie: { name: name!, value: value.join("=") } };
}

/** Chromium's virtual authenticator on this page: a platform passkey that is always touched. */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () =>
    (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  type Credential = Awaited<ReturnType<typeof credentials>>[number];
  return {
    credentials,
    clear: () => cdp.send("WebAuthn.clearCredentials", { authenticatorId }),
    add: (credential: Credential) => cdp.send("WebAuthn.addCredential", { authenticatorId, credential }),
  };
}

let counter = 0;

for (const locale of ["en", "es"] as const) {
  const text = TEXTS[locale];
  test(`adds a passkey and passes the code step with it (${locale}, ${text.width} px)`, async ({
    browser,
    site,
  }) => {
    const email = `passkey-${locale}-${Date.now().toString(36)}-${++counter}@example.com`;
    const { cookie } = await accountWithApp(site, email);
    const context = await browser.newContext({ viewport: { width: text.width, height: 900 } });
    await context.addCookies([{ ...cookie, url: site.origin }]);
    const page = await context.newPage();
    const authenticator = await virtualAuthenticator(context, page);

    await page.goto(`${site.origin}${text.security}`);
    await expect(page.getByRole("heading", { level: 2, name: text.heading })).toBeVisible();
    await expect(page.getByText(text.none)).toBeVisible();
    await expectAccessible(page, `${locale} security page, no passkeys`);

    const add = page.getByRole("button", { name: text.add });
    await expectHydrated(add);
    await page.getByLabel(text.name).fill("Work laptop");
    await add.click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: text.added })).toBeVisible();
    const row = page.locator('[data-passkey="Work laptop"]');
    await expect(row).toContainText(text.notYet);
    expect(await authenticator.credentials()).toHaveLength(1);
    await expectAccessible(page, `${locale} security page, a passkey added`);

    // Signed out: the password, then the passkey instead of a code.
    await context.clearCookies();
    await page.goto(`${site.origin}${text.auth}`);
    const submit = page.getByRole("button", { name: text.signIn });
    await expectHydrated(submit);
    await page.getByLabel(text.email).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
    await submit.click();
    await expect(page.getByRole("heading", { name: text.codeTitle })).toBeVisible();
    const usePasskey = page.getByRole("button", { name: text.usePasskey });
    await expect(usePasskey).toBeVisible();
    await expectAccessible(page, `${locale} sign-in, code step with a passkey`);

    if (locale === "en") {
      // No passkey on the authenticator: the prompt ends unused, and the step stays.
      const [credential] = await authenticator.credentials();
      await authenticator.clear();
      await usePasskey.click();
      await expect(page.getByRole("alert").filter({ hasText: text.notUsed })).toBeVisible();
      await expectAccessible(page, `${locale} sign-in, passkey not used`);
      await authenticator.add(credential!);
    }

    await usePasskey.click();
    await expect(page).toHaveURL(`${site.origin}${text.dashboard}`);
    await page.goto(`${site.origin}${text.security}`);
    await expect(row).not.toContainText(text.notYet);
    await context.close();
  });
}
