// Sign-in, sign-up, the dashboard and sign-out in Chromium, in English at 1280 px, with and
// without JavaScript: the one place where the sign-in form itself is exercised. On the shared
// account server (tests/e2e/fixtures.ts; no SMTP: verification links are read from its log).
// The Spanish pages' words, their routes (/es/acceso, /es/admin/panel) and the pages' HTML are
// checked in tests/integration/auth.test.ts; every screen and state is checked by axe, with its
// Spanish toasts and labels, in forms-a11y.spec.ts.
import { ACCOUNT_PASSWORD as PASSWORD } from "../support/account-server";
import { expectHydrated } from "../support/hydrated";
import { ADMIN, expect, test, type Browser, type Page } from "./fixtures";

const EN = {
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
  welcome: (email: string) => `Welcome back, ${email}`,
  signOut: "Sign Out",
  adminRequired: "Admin access required",
  salesRequired: "Sales or admin access required",
  editorRequired: "Editor or admin access required",
  roleRequired: "Your account does not have admin privileges.",
  quickActions: "Quick Actions",
  loading: "Loading...",
  challengeRequired:
    "Several sign-ins to this address have failed. Please complete the check below, then sign in again.",
  challengeLabel: "Security check",
  challengeNoScript: "This check needs JavaScript: turn it on in your browser to sign in now",
};

let counter = 0;
const freshEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

async function signIn(page: Page, email: string, password = PASSWORD) {
  const submit = page.getByRole("button", { name: EN.signIn });
  // With scripts, the form's toasts are what is tested: wait until the form listens.
  if (await page.evaluate(() => "__reactRouterContext" in window)) await expectHydrated(submit);
  await page.getByLabel(EN.email).fill(email);
  await page.getByLabel(EN.password).fill(password);
  await submit.click();
}

const toast = (page: Page, title: string, description: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).filter({ hasText: description });

/** Fails `count` sign-ins to `email` (through the API), so that signing in needs the challenge. */
async function failSignIns(origin: string, email: string, count = 3) {
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({ email, password: `wrong-password-${i}` }),
    });
    expect(response.status).toBe(401);
  }
}

async function newPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test("switches modes, shows the busy state and the sign-up and error toasts", async ({ browser, origin }) => {
  const page = await newPage(browser);
  await page.goto(`${origin}${EN.auth}`);
  await expect(page.getByRole("heading", { level: 1, name: EN.title })).toBeVisible();
  await expect(page.getByText(EN.signInSubtitle)).toBeVisible();
  await expect(page.getByRole("button", { name: EN.signIn })).toBeVisible();

  const toSignUp = page.getByRole("link", { name: EN.toSignUp });
  // The switch is a client-side navigation once the page listens (a plain link before).
  await expectHydrated(toSignUp);
  await toSignUp.click();
  await expect(page.getByText(EN.signUpSubtitle)).toBeVisible();
  await expect(page.getByRole("button", { name: EN.signUp })).toBeVisible();
  await expect(page.getByRole("link", { name: EN.toSignIn })).toBeVisible();

  // Hold the answer until the busy state has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.data*", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.getByLabel(EN.email).fill(freshEmail("new"));
  await page.getByLabel(EN.password).fill(PASSWORD);
  await page.getByRole("button", { name: EN.signUp }).click();
  await expect(page.getByRole("button", { name: EN.busy })).toBeDisabled();
  await expect(page.getByLabel(EN.email)).toBeDisabled();
  await expect(page.getByLabel(EN.password)).toBeDisabled();
  release();
  await expect(toast(page, EN.success, EN.signedUp)).toBeVisible();
  await page.unroute("**/*.data*");

  await page.getByRole("link", { name: EN.toSignIn }).click();
  // The sign-in form replaces the sign-up one when its page arrives: type into that one.
  await expect(page.getByText(EN.signInSubtitle)).toBeVisible();
  await signIn(page, freshEmail("nobody"), "wrong-password-1");
  await expect(toast(page, EN.error, EN.invalid)).toBeVisible();
  await expect(page).toHaveURL(`${origin}${EN.auth}`);
  await page.context().close();
});

test("signs a member in to the dimmed dashboard, and out again", async ({ browser, accounts, origin }) => {
  const email = await accounts.verifiedAccount(freshEmail("member"));
  const page = await newPage(browser);
  await page.goto(`${origin}${EN.auth}`);
  await signIn(page, email);
  await expect(page).toHaveURL(`${origin}${EN.dashboard}`);
  await expect(toast(page, EN.success, EN.signedIn)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: EN.dashboardTitle })).toBeVisible();
  await expect(page.getByText(EN.welcome(email))).toBeVisible();
  // Users need an administrator; the requests, the sales team or an administrator; the news,
  // an editor or an administrator.
  await expect(page.getByText(EN.adminRequired, { exact: true })).toHaveCount(1);
  await expect(page.getByText(EN.salesRequired, { exact: true })).toHaveCount(1);
  await expect(page.getByText(EN.editorRequired, { exact: true })).toHaveCount(1);
  await expect(page.getByText(EN.roleRequired)).toBeVisible();
  await expect(page.getByText(EN.quickActions)).toHaveCount(0);

  // Signed in, the sign-in page leads to the dashboard.
  await page.goto(`${origin}${EN.auth}`);
  await expect(page).toHaveURL(`${origin}${EN.dashboard}`);

  const signOut = page.getByRole("button", { name: EN.signOut });
  await expectHydrated(signOut);
  await signOut.click();
  await expect(page).toHaveURL(`${origin}${EN.auth}`);
  await expect(toast(page, EN.signedOutTitle, EN.signedOut)).toBeVisible();
  await page.goto(`${origin}${EN.dashboard}`);
  await expect(page).toHaveURL(`${origin}${EN.auth}`);
  await page.context().close();
});

test("gives an administrator the enabled cards and Quick Actions", async ({ browser, accounts, origin }) => {
  const page = await accounts.signedInPage(browser, ADMIN);
  await page.goto(`${origin}${EN.dashboard}`);
  await expect(page.getByRole("heading", { name: EN.quickActions })).toBeVisible();
  await expect(page.getByText(EN.adminRequired)).toHaveCount(0);
  await expect(page.getByText(EN.editorRequired)).toHaveCount(0);
  await expect(page.getByText(EN.roleRequired)).toHaveCount(0);
  await page.context().close();
});

test("works without JavaScript: errors, sign-in and sign-out shown on the page", async ({
  browser,
  accounts,
  origin,
}) => {
  const email = await accounts.verifiedAccount(freshEmail("nojs-member"));
  const page = await newPage(browser, false);
  await page.goto(`${origin}${EN.auth}`);
  await signIn(page, email, "wrong-password-1");
  await expect(page.getByRole("alert")).toContainText(EN.invalid);
  await expect(page.getByLabel(EN.email)).toHaveValue(email);

  await page.getByLabel(EN.password).fill(PASSWORD);
  await page.getByRole("button", { name: EN.signIn }).click();
  await expect(page).toHaveURL(`${origin}${EN.dashboard}`);
  await expect(page.getByRole("status")).toContainText(EN.signedIn);
  await expect(page.getByText(EN.welcome(email))).toBeVisible();

  await page.getByRole("button", { name: EN.signOut }).click();
  await expect(page).toHaveURL(`${origin}${EN.auth}`);
  await expect(page.getByRole("status")).toContainText(EN.signedOut);

  await page.getByRole("link", { name: EN.toSignUp }).click();
  await expect(page.getByText(EN.signUpSubtitle)).toBeVisible();
  await page.getByLabel(EN.email).fill(freshEmail("nojs"));
  await page.getByLabel(EN.password).fill(PASSWORD);
  await page.getByRole("button", { name: EN.signUp }).click();
  await expect(page.getByRole("status")).toContainText(EN.signedUp);
  await page.context().close();
});

test("asks for the challenge after failed sign-ins, and signs the owner in once it is solved", async ({
  browser,
  accounts,
  origin,
}) => {
  const email = await accounts.verifiedAccount(freshEmail("challenged"));
  await failSignIns(origin, email);
  const page = await newPage(browser);
  await page.goto(`${origin}${EN.auth}`);
  await signIn(page, email);
  await expect(toast(page, EN.error, EN.challengeRequired)).toBeVisible();
  await expect(page).toHaveURL(`${origin}${EN.auth}`);
  const challenge = page.getByRole("group", { name: EN.challengeLabel });
  await expect(challenge.locator("altcha-widget label")).toBeVisible();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`challenge-${width}.png`), fullPage: true });
  }
  // Solved, the right password (still in its field) signs in.
  await challenge.locator("altcha-widget label").click();
  await expect(page.locator('input[name="captcha"]')).not.toHaveValue("", { timeout: 20_000 });
  await page.getByRole("button", { name: EN.signIn }).click();
  await expect(page).toHaveURL(`${origin}${EN.dashboard}`);
  await expect(page.getByText(EN.welcome(email))).toBeVisible();
  await page.context().close();
});

test("says without JavaScript that the challenge needs it", async ({ browser, accounts, origin }) => {
  const email = await accounts.verifiedAccount(freshEmail("challenged-nojs"));
  await failSignIns(origin, email);
  const page = await newPage(browser, false);
  await page.goto(`${origin}${EN.auth}`);
  await signIn(page, email);
  await expect(page.getByRole("alert")).toContainText(EN.challengeRequired);
  // The note is the <noscript> paragraph (read in the page, as Playwright's text locators
  // skip <noscript>): shown, with its text.
  const notes = await page.locator("noscript > p").evaluateAll((elements) =>
    elements.map((element) => ({
      text: element.textContent ?? "",
      shown: element.getBoundingClientRect().height > 0,
    })),
  );
  expect(notes).toEqual([{ text: expect.stringContaining(EN.challengeNoScript), shown: true }]);
  await expect(page.getByLabel(EN.email)).toHaveValue(email);
  await page.context().close();
});

test("a sign-out in another tab takes this one to the sign-in page when it is looked at again", async ({
  browser,
  accounts,
  origin,
}) => {
  const email = await accounts.verifiedAccount(freshEmail("two-tabs"));
  // A session of its own: this test ends it.
  const first = await accounts.signedInPage(browser, email, { freshSession: true });
  await first.goto(`${origin}/admin/dashboard`);
  await expect(first.getByText(EN.welcome(email))).toBeVisible();
  // The dashboard watches its session once it has hydrated.
  await expectHydrated(first.getByRole("button", { name: EN.signOut }));
  const second = await first.context().newPage();
  await second.goto(`${origin}/admin/dashboard`);
  const signOut = second.getByRole("button", { name: EN.signOut });
  await expectHydrated(signOut);
  await signOut.click();
  await expect(second).toHaveURL(`${origin}/auth`);
  await first.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(first).toHaveURL(`${origin}/auth`);
  await first.context().close();
});

test("shows 'Loading...' while the next admin page loads", async ({ browser, accounts, origin }) => {
  const page = await accounts.signedInPage(browser, ADMIN);
  await page.goto(`${origin}/admin/dashboard`);
  const language = page.locator("header summary[aria-label*='Change language']").first();
  // The language link must be a client-side navigation for the pending state to show.
  await expectHydrated(language);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/es/admin/panel.data*", async (route) => {
    await held;
    await route.continue();
  });
  await language.click();
  await page.getByRole("link", { name: "Español" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: EN.loading })).toBeVisible();
  release();
  await expect(page).toHaveURL(`${origin}/es/admin/panel`);
  await expect(page.getByText(EN.loading)).toHaveCount(0);
  await page.context().close();
});
