// Sign-in, sign-up, the dashboard and sign-out in Chromium, in both languages, with and
// without JavaScript. A server of its own (no SMTP: the verification links are read from
// its log, as an operator without mail would), so accounts can be verified.
import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  ACCOUNT_PASSWORD as PASSWORD,
  startAccountServer,
  type AccountServer,
} from "../support/account-server";
import { expectNoAxeViolations } from "./axe";
import { expectHydrated } from "../support/hydrated";

interface Texts {
  auth: string;
  dashboard: string;
  title: string;
  signInSubtitle: string;
  signUpSubtitle: string;
  email: string;
  password: string;
  signIn: string;
  signUp: string;
  busy: string;
  toSignUp: string;
  toSignIn: string;
  error: string;
  invalid: string;
  success: string;
  signedIn: string;
  signedUp: string;
  signedOutTitle: string;
  signedOut: string;
  dashboardTitle: string;
  welcome: (email: string) => string;
  signOut: string;
  adminRequired: string;
  editorRequired: string;
  roleRequired: string;
  quickActions: string;
  loading: string;
  challengeRequired: string;
  challengeLabel: string;
  challengeNoScript: string;
}

const EN: Texts = {
  auth: "/auth",
  dashboard: "/admin/dashboard",
  title: "Admin Access",
  signInSubtitle: "Sign in to your account",
  signUpSubtitle: "Create a new account",
  email: "Email",
  password: "Password",
  signIn: "Sign In",
  signUp: "Sign Up",
  busy: "Please wait",
  toSignUp: "Don't have an account? Sign up",
  toSignIn: "Already have an account? Sign in",
  error: "Error",
  invalid: "Invalid email or password",
  success: "Success",
  signedIn: "Logged in successfully",
  signedUp: "Account created! Please check your email to verify your account.",
  signedOutTitle: "Signed out",
  signedOut: "You have been signed out successfully",
  dashboardTitle: "Admin Dashboard",
  welcome: (email) => `Welcome back, ${email}`,
  signOut: "Sign Out",
  adminRequired: "Admin access required",
  editorRequired: "Editor or admin access required",
  roleRequired: "Your account does not have admin privileges.",
  quickActions: "Quick Actions",
  loading: "Loading...",
  challengeRequired:
    "Several sign-ins to this address have failed. Please complete the check below, then sign in again.",
  challengeLabel: "Security check",
  challengeNoScript: "This check needs JavaScript: turn it on in your browser to sign in now",
};

const ES: Texts = {
  auth: "/es/acceso",
  dashboard: "/es/admin/panel",
  title: "Acceso de administración",
  signInSubtitle: "Inicia sesión en tu cuenta",
  signUpSubtitle: "Crea una cuenta nueva",
  email: "Correo electrónico",
  password: "Contraseña",
  signIn: "Iniciar sesión",
  signUp: "Registrarse",
  busy: "Espera un momento",
  toSignUp: "¿No tienes una cuenta? Regístrate",
  toSignIn: "¿Ya tienes una cuenta? Inicia sesión",
  error: "Error",
  invalid: "Correo electrónico o contraseña incorrectos",
  success: "Éxito",
  signedIn: "Sesión iniciada correctamente",
  signedUp: "¡Cuenta creada! Revisa tu correo electrónico para verificar tu cuenta.",
  signedOutTitle: "Sesión cerrada",
  signedOut: "Has cerrado la sesión correctamente",
  dashboardTitle: "Panel de administración",
  welcome: (email) => `Hola de nuevo, ${email}`,
  signOut: "Cerrar sesión",
  adminRequired: "Se requiere acceso de administrador",
  editorRequired: "Se requiere acceso de editor o de administrador",
  roleRequired: "Tu cuenta no tiene privilegios de administrador.",
  quickActions: "Acciones rápidas",
  loading: "Cargando...",
  challengeRequired:
    "Han fallado varios inicios de sesión con esta dirección. Completa la comprobación de abajo y vuelve a iniciar sesión.",
  challengeLabel: "Comprobación de seguridad",
  challengeNoScript:
    "Esta comprobación necesita JavaScript: actívalo en tu navegador para iniciar sesión ahora",
};

const ADMIN = "admin-e2e@example.com";
let accounts: AccountServer;
let origin: string;
let counter = 0;

test.beforeAll(async () => {
  // An easy proof-of-work challenge, for the sign-in that needs one.
  accounts = await startAccountServer({ ADMIN_EMAILS: ADMIN, CAPTCHA_MAX_NUMBER: "1000" });
  origin = accounts.origin;
  // ADMIN_EMAILS makes this account an administrator once verified.
  await accounts.verifiedAccount(ADMIN);
});
test.afterAll(async () => {
  await accounts?.stop();
});

const freshEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;
const verifiedAccount = (email = freshEmail("member")) => accounts.verifiedAccount(email);

async function signIn(page: Page, texts: Texts, email: string, password = PASSWORD) {
  const submit = page.getByRole("button", { name: texts.signIn });
  // With scripts, the form's toasts are what is tested: wait until the form listens.
  if (await page.evaluate(() => "__reactRouterContext" in window)) await expectHydrated(submit);
  await page.getByLabel(texts.email).fill(email);
  await page.getByLabel(texts.password).fill(password);
  await submit.click();
}

const toast = (page: Page, title: string, description: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).filter({ hasText: description });

/** Fails `count` sign-ins to `email` (through the API), so that signing in needs the challenge. */
async function failSignIns(email: string, count = 3) {
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({ email, password: `wrong-password-${i}` }),
    });
    expect(response.status).toBe(401);
  }
}

async function newPage(browser: Browser, javaScriptEnabled = true, width = 1280) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  return context.newPage();
}

for (const texts of [EN, ES]) {
  test.describe(`sign-in area (${texts.auth})`, () => {
    test("switches modes, shows the busy state and the sign-up and error toasts", async ({ browser }) => {
      const page = await newPage(browser);
      await page.goto(`${origin}${texts.auth}`);
      await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
      await expect(page.getByText(texts.signInSubtitle)).toBeVisible();
      await expect(page.getByRole("button", { name: texts.signIn })).toBeVisible();

      await page.getByRole("link", { name: texts.toSignUp }).click();
      await expect(page.getByText(texts.signUpSubtitle)).toBeVisible();
      await expect(page.getByRole("button", { name: texts.signUp })).toBeVisible();
      await expect(page.getByRole("link", { name: texts.toSignIn })).toBeVisible();

      // Slow the answer down to see the busy state.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/*.data*", async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      });
      await page.getByLabel(texts.email).fill(freshEmail("new"));
      await page.getByLabel(texts.password).fill(PASSWORD);
      await page.getByRole("button", { name: texts.signUp }).click();
      await expect(page.getByRole("button", { name: texts.busy })).toBeDisabled();
      await expect(page.getByLabel(texts.email)).toBeDisabled();
      await expect(page.getByLabel(texts.password)).toBeDisabled();
      release();
      await expect(toast(page, texts.success, texts.signedUp)).toBeVisible();
      await page.unroute("**/*.data*");

      await page.getByRole("link", { name: texts.toSignIn }).click();
      // The sign-in form replaces the sign-up one when its page arrives: type into that one.
      await expect(page.getByText(texts.signInSubtitle)).toBeVisible();
      await signIn(page, texts, freshEmail("nobody"), "wrong-password-1");
      await expect(toast(page, texts.error, texts.invalid)).toBeVisible();
      await expect(page).toHaveURL(`${origin}${texts.auth}`);
      await page.context().close();
    });

    test("signs a member in to the dimmed dashboard, and out again", async ({ browser }) => {
      const email = await verifiedAccount();
      const page = await newPage(browser);
      await page.goto(`${origin}${texts.auth}`);
      await signIn(page, texts, email);
      await expect(page).toHaveURL(`${origin}${texts.dashboard}`);
      await expect(toast(page, texts.success, texts.signedIn)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: texts.dashboardTitle })).toBeVisible();
      await expect(page.getByText(texts.welcome(email))).toBeVisible();
      // Messages and users need an administrator; the news, an editor or an administrator.
      await expect(page.getByText(texts.adminRequired, { exact: true })).toHaveCount(2);
      await expect(page.getByText(texts.editorRequired, { exact: true })).toHaveCount(1);
      await expect(page.getByText(texts.roleRequired)).toBeVisible();
      await expect(page.getByText(texts.quickActions)).toHaveCount(0);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page, `member dashboard ${width}px`);
      }

      // Signed in, the sign-in page leads to the dashboard.
      await page.goto(`${origin}${texts.auth}`);
      await expect(page).toHaveURL(`${origin}${texts.dashboard}`);

      await page.getByRole("button", { name: texts.signOut }).click();
      await expect(page).toHaveURL(`${origin}${texts.auth}`);
      await expect(toast(page, texts.signedOutTitle, texts.signedOut)).toBeVisible();
      await page.goto(`${origin}${texts.dashboard}`);
      await expect(page).toHaveURL(`${origin}${texts.auth}`);
      await page.context().close();
    });

    test("gives an administrator the enabled cards and Quick Actions", async ({ browser }) => {
      const page = await newPage(browser);
      await page.goto(`${origin}${texts.auth}`);
      await signIn(page, texts, ADMIN);
      await expect(page).toHaveURL(`${origin}${texts.dashboard}`);
      await expect(page.getByRole("heading", { name: texts.quickActions })).toBeVisible();
      await expect(page.getByText(texts.adminRequired)).toHaveCount(0);
      await expect(page.getByText(texts.editorRequired)).toHaveCount(0);
      await expect(page.getByText(texts.roleRequired)).toHaveCount(0);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page, `admin dashboard ${width}px`);
      }
      await page.context().close();
    });

    test("works without JavaScript: errors, sign-in and sign-out shown on the page", async ({ browser }) => {
      const email = await verifiedAccount();
      const page = await newPage(browser, false);
      await page.goto(`${origin}${texts.auth}`);
      await signIn(page, texts, email, "wrong-password-1");
      await expect(page.getByRole("alert")).toContainText(texts.invalid);
      await expect(page.getByLabel(texts.email)).toHaveValue(email);

      await page.getByLabel(texts.password).fill(PASSWORD);
      await page.getByRole("button", { name: texts.signIn }).click();
      await expect(page).toHaveURL(`${origin}${texts.dashboard}`);
      await expect(page.getByRole("status")).toContainText(texts.signedIn);
      await expect(page.getByText(texts.welcome(email))).toBeVisible();

      await page.getByRole("button", { name: texts.signOut }).click();
      await expect(page).toHaveURL(`${origin}${texts.auth}`);
      await expect(page.getByRole("status")).toContainText(texts.signedOut);

      await page.getByRole("link", { name: texts.toSignUp }).click();
      await expect(page.getByText(texts.signUpSubtitle)).toBeVisible();
      await page.getByLabel(texts.email).fill(freshEmail("nojs"));
      await page.getByLabel(texts.password).fill(PASSWORD);
      await page.getByRole("button", { name: texts.signUp }).click();
      await expect(page.getByRole("status")).toContainText(texts.signedUp);
      await page.context().close();
    });

    test("asks for the challenge after failed sign-ins, and signs the owner in once it is solved", async ({
      browser,
    }) => {
      const email = await verifiedAccount();
      await failSignIns(email);
      const page = await newPage(browser);
      await page.goto(`${origin}${texts.auth}`);
      await signIn(page, texts, email);
      await expect(toast(page, texts.error, texts.challengeRequired)).toBeVisible();
      await expect(page).toHaveURL(`${origin}${texts.auth}`);
      const challenge = page.getByRole("group", { name: texts.challengeLabel });
      await expect(challenge.locator("altcha-widget label")).toBeVisible();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page, `sign-in challenge ${width}px`);
      }
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: test.info().outputPath(`challenge-${width}.png`), fullPage: true });
      }
      // Solved, the right password (still in its field) signs in.
      await challenge.locator("altcha-widget label").click();
      await expect(page.locator('input[name="captcha"]')).not.toHaveValue("", { timeout: 20_000 });
      await page.getByRole("button", { name: texts.signIn }).click();
      await expect(page).toHaveURL(`${origin}${texts.dashboard}`);
      await expect(page.getByText(texts.welcome(email))).toBeVisible();
      await page.context().close();
    });

    test("says without JavaScript that the challenge needs it", async ({ browser }) => {
      const email = await verifiedAccount();
      await failSignIns(email);
      const page = await newPage(browser, false);
      await page.goto(`${origin}${texts.auth}`);
      await signIn(page, texts, email);
      await expect(page.getByRole("alert")).toContainText(texts.challengeRequired);
      // The note is the <noscript> paragraph (read in the page, as Playwright's text locators
      // skip <noscript>): shown, with its text.
      const notes = await page.locator("noscript > p").evaluateAll((elements) =>
        elements.map((element) => ({
          text: element.textContent ?? "",
          shown: element.getBoundingClientRect().height > 0,
        })),
      );
      expect(notes).toEqual([{ text: expect.stringContaining(texts.challengeNoScript), shown: true }]);
      await expect(page.getByLabel(texts.email)).toHaveValue(email);
      await page.context().close();
    });

    test("has no axe violations in either mode, at 375 and 1280 px", async ({ browser }) => {
      for (const width of [375, 1280]) {
        const page = await newPage(browser, true, width);
        await page.goto(`${origin}${texts.auth}`);
        await expectNoAxeViolations(page, `sign-in ${width}px`);
        await page.getByRole("link", { name: texts.toSignUp }).click();
        await expect(page.getByText(texts.signUpSubtitle)).toBeVisible();
        await expectNoAxeViolations(page, `sign-up ${width}px`);
        await page.context().close();
      }
    });
  });
}

test("a sign-out in another tab takes this one to the sign-in page when it is looked at again", async ({
  browser,
}) => {
  const email = await verifiedAccount();
  const context = await browser.newContext();
  const first = await context.newPage();
  await first.goto(`${origin}/auth`);
  await signIn(first, EN, email);
  await expect(first).toHaveURL(`${origin}/admin/dashboard`);
  const second = await context.newPage();
  await second.goto(`${origin}/admin/dashboard`);
  await second.getByRole("button", { name: EN.signOut }).click();
  await expect(second).toHaveURL(`${origin}/auth`);
  await first.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(first).toHaveURL(`${origin}/auth`);
  await context.close();
});

test("shows 'Loading...' while the next admin page loads", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto(`${origin}/auth`);
  await signIn(page, EN, ADMIN);
  await expect(page).toHaveURL(`${origin}/admin/dashboard`);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/es/admin/panel.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.locator("header summary[aria-label^='Change language']").first().click();
  await page.getByRole("link", { name: "Español" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: EN.loading })).toBeVisible();
  release();
  await expect(page).toHaveURL(`${origin}/es/admin/panel`);
  await expect(page.getByText(EN.loading)).toHaveCount(0);
  await page.context().close();
});
