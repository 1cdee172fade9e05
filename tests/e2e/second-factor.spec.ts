// The second factor in Chromium (ADR 014): an account sets up an authenticator app on its
// security page (the password, the QR code and key, a first code from the app: a known key's
// codes stand in for the phone), is shown its recovery codes once, and then signs in with the
// password and a code (a wrong one first). axe and the no-sideways-scroll check on every screen
// and state: the flow in English at 1280 px, the same screens in Spanish at 375 px. The
// server's rules (the requirement for administrators, recovery codes, other sessions, the
// confirmation before role changes) are in tests/integration/second-factor.test.ts.
import { ACCOUNT_PASSWORD as PASSWORD } from "../support/account-server";
import { expectHydrated } from "../support/hydrated";
import { totpCode } from "../support/totp";
import { expectAccessibleScreen as expectAccessible } from "./axe";
import { expect, test } from "./fixtures";

const TEXTS = {
  en: {
    width: 1280,
    security: "/admin/security",
    auth: "/auth",
    password: "Your password",
    setUp: "Set up an authenticator app",
    scanTitle: "Add this account to your app",
    qr: "QR code for the authenticator app",
    firstCode: "6-digit code from the app",
    turnOn: "Turn on",
    codesTitle: "Your recovery codes",
    appOn: "On. Signing in asks for a code from your app.",
    email: "Email",
    signInPassword: "Password",
    signIn: "Sign In",
    codeTitle: "Enter your code",
    code: "Code",
    verify: "Verify",
    wrongCode: "That code is not right.",
    dashboard: "/admin/dashboard",
  },
  es: {
    width: 375,
    security: "/es/admin/seguridad",
    auth: "/es/acceso",
    password: "Tu contraseña",
    setUp: "Configurar una aplicación de autenticación",
    scanTitle: "Añade esta cuenta a tu aplicación",
    qr: "Código QR para la aplicación de autenticación",
    firstCode: "Código de 6 dígitos de la aplicación",
    turnOn: "Activar",
    codesTitle: "Tus códigos de recuperación",
    appOn: "Activada. Al iniciar sesión se pide un código de tu aplicación.",
    email: "Correo electrónico",
    signInPassword: "Contraseña",
    signIn: "Iniciar sesión",
    codeTitle: "Introduce tu código",
    code: "Código",
    verify: "Verificar",
    wrongCode: "Ese código no es correcto.",
    dashboard: "/es/admin/panel",
  },
} as const;

let counter = 0;

for (const locale of ["en", "es"] as const) {
  const text = TEXTS[locale];
  test(`sets up an authenticator app and signs in with its code (${locale}, ${text.width} px)`, async ({
    accounts,
    browser,
    origin,
  }) => {
    const email = `second-factor-${locale}-${Date.now().toString(36)}-${++counter}@example.com`;
    await accounts.verifiedAccount(email);
    const page = await accounts.signedInPage(browser, email, { width: text.width, freshSession: true });
    await page.goto(`${origin}${text.security}`);
    await expectAccessible(page, `${locale} security page, app off`);

    const setUp = page.getByRole("button", { name: text.setUp });
    await expectHydrated(setUp);
    await page.getByLabel(text.password).fill(PASSWORD);
    await setUp.click();
    await expect(page.getByRole("heading", { name: text.scanTitle })).toBeVisible();
    await expect(page.getByRole("img", { name: text.qr })).toBeVisible();
    await expectAccessible(page, `${locale} security page, app being set up`);

    const key = (await page.locator("[data-key]").textContent())!.replace(/\s+/g, "");
    await page.getByLabel(text.firstCode).fill(totpCode(key));
    await page.getByRole("button", { name: text.turnOn }).click();
    const codesHeading = page.getByRole("heading", { name: text.codesTitle });
    await expect(codesHeading).toBeFocused();
    await expect(page.locator("[data-recovery-codes] li")).toHaveCount(10);
    await expect(page.locator("[data-app-on]")).toHaveText(text.appOn);
    await expectAccessible(page, `${locale} security page, recovery codes shown`);
    await page.context().close();

    // Signing in now takes the password, then a code.
    const context = await browser.newContext({ viewport: { width: text.width, height: 900 } });
    const signIn = await context.newPage();
    await signIn.goto(`${origin}${text.auth}`);
    const submit = signIn.getByRole("button", { name: text.signIn });
    await expectHydrated(submit);
    await signIn.getByLabel(text.email).fill(email);
    await signIn.getByLabel(text.signInPassword, { exact: true }).fill(PASSWORD);
    await submit.click();
    await expect(signIn.getByRole("heading", { name: text.codeTitle })).toBeVisible();
    const code = signIn.getByLabel(text.code, { exact: true });
    await expect(code).toBeFocused();
    await expectAccessible(signIn, `${locale} sign-in, code step`);

    await code.fill("000000");
    await signIn.getByRole("button", { name: text.verify }).click();
    await expect(signIn.getByRole("alert").filter({ hasText: text.wrongCode })).toBeVisible();
    await expect(code).toBeFocused();
    await expectAccessible(signIn, `${locale} sign-in, wrong code`);

    await code.fill(totpCode(key));
    await signIn.getByRole("button", { name: text.verify }).click();
    await expect(signIn).toHaveURL(`${origin}${text.dashboard}`);
    await context.close();
  });
}
