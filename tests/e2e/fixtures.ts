// The browser tests' shared pieces. Public pages are read from Playwright's own server (the
// webServer in playwright.config.ts, never written to). Everything that signs in or writes
// uses `accounts`: one production server per worker, where an administrator is made once;
// tests isolate by their own data (their own product, post, address), not by a server of
// their own. A signed-in page is made from a session cookie: the sign-in form itself is
// exercised in auth.spec.ts only.
import { test as base } from "@playwright/test";
import { startAccountServer, type AccountServer } from "../support/account-server";

export { expect } from "@playwright/test";
export type { Browser, Locator, Page } from "@playwright/test";

/** The administrator every test may act as (ADMIN_EMAILS of the shared server). */
export const ADMIN = "admin-e2e@example.com";

/**
 * The shared server's settings: a light proof-of-work keeps the real captcha quick to solve, and
 * the contact limit per address (5 in 10 minutes) is out of the way of the many files that send
 * messages from this one address (the limit itself is an integration test's subject).
 */
const SHARED_ENV = { ADMIN_EMAILS: ADMIN, CAPTCHA_MAX_NUMBER: "300", CONTACT_RATE_LIMIT: "1000" };

export const test = base.extend<object, { accounts: AccountServer; origin: string }>({
  accounts: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const accounts = await startAccountServer(SHARED_ENV);
      await accounts.verifiedAccount(ADMIN);
      await provide(accounts);
      await accounts.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  origin: [async ({ accounts }, provide) => provide(accounts.origin), { scope: "worker" }],
});
