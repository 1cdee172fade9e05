// A production server where accounts can be made: no SMTP, so a new account's verification
// link is read from the server's log and followed. The browser tests share one per worker
// (tests/e2e/fixtures.ts); a signed-in page is made from a session cookie, not the form.
import { expect, type Browser, type Page } from "@playwright/test";
import { startChildServer, type ChildServer } from "./child-server";
import { freePort } from "./free-port";
import { expectHydrated } from "./hydrated";
import { deadline } from "./deadline";

export const ACCOUNT_PASSWORD = "clarifier-sludge-42-weir";

export interface SignedInOptions {
  width?: number;
  acceptDownloads?: boolean;
  /**
   * A session of its own rather than the one this account's pages share: for a test that
   * signs out or otherwise ends its session.
   */
  freshSession?: boolean;
}

export interface AccountServer {
  origin: string;
  server: ChildServer;
  /** Signs up through the API and follows the verification link the server logged. */
  verifiedAccount(email: string): Promise<string>;
  /** The session cookies of `email` (signed in through the API once, then shared). */
  sessionCookies(email: string, fresh?: boolean): Promise<{ name: string; value: string }[]>;
  /** A new browser context holding `email`'s session, its page still blank. */
  signedInPage(browser: Browser, email: string, options?: SignedInOptions): Promise<Page>;
  /** The administrator `admin` makes `email` an editor as an operator would: from the users tool. */
  makeEditor(browser: Browser, admin: string, email: string): Promise<void>;
  /** The same, for the sales role. */
  makeSales(browser: Browser, admin: string, email: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the server with ADMIN_EMAILS and a relaxed sign-in rate limit, plus `env`. `host`: the
 * name the site is reached by (passkeys need a domain name; WebAuthn refuses an IP address).
 */
export async function startAccountServer(
  env: Record<string, string>,
  { host = "127.0.0.1" }: { host?: "127.0.0.1" | "localhost" } = {},
): Promise<AccountServer> {
  const port = await freePort();
  const origin = `http://${host}:${port}`;
  const server = await startChildServer(
    {
      PORT: String(port),
      PUBLIC_URL: origin,
      AUTH_RATE_LIMIT: "1000",
      // A password alone signs administrators in here; the second factor's own tests turn it on.
      STAFF_SECOND_FACTOR: "none",
      ...env,
    },
    // No browser test reads a rendered document (integration tests do: document-rendering,
    // documents), so a publish here does not render the catalogs and datasheets again on a
    // worker thread, a few seconds of both cores that Chromium would wait for.
    { startOptions: { documents: { render: false } } },
  );
  const sessions = new Map<string, { name: string; value: string }[]>();
  const signIn = async (email: string) => {
    const response = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({ email, password: ACCOUNT_PASSWORD }),
    });
    expect(response.status, `sign-in of ${email}`).toBe(200);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0]!)
      .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1) }))
      .filter((cookie) => cookie.name && cookie.value);
  };
  const grantFromUsersTool = async (
    browser: Browser,
    admin: string,
    email: string,
    role: { button: string; done: string; badge: string },
  ) => {
    // A role change needs a sign-in of the last ten minutes: a session of its own.
    const page = await accounts.signedInPage(browser, admin, { freshSession: true });
    await page.goto(`${origin}/admin/users`);
    const grant = page.locator(`tr[data-user="${email}"]`).getByRole("button", { name: role.button });
    // The toast comes from the scripted form: a click before hydration posts natively.
    await expectHydrated(grant);
    await grant.click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: role.done })).toBeVisible();
    await expect(page.locator(`tr[data-user="${email}"]`)).toContainText(role.badge);
    await page.context().close();
  };
  const accounts: AccountServer = {
    origin,
    server,
    async verifiedAccount(email) {
      const response = await fetch(`${origin}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin },
        body: JSON.stringify({ email, password: ACCOUNT_PASSWORD, callbackURL: "/auth" }),
      });
      expect(response.status).toBe(200);
      const logged = () =>
        server
          .output()
          .split("\n")
          .find((entry) => entry.includes(`"email":"${email}"`));
      await expect.poll(() => Boolean(logged()), { timeout: deadline(10_000) }).toBe(true);
      const link = (JSON.parse(logged()!) as { url: string }).url;
      expect((await fetch(link, { redirect: "manual" })).status).toBe(302);
      return email;
    },
    async sessionCookies(email, fresh = false) {
      if (fresh) return signIn(email);
      let cookies = sessions.get(email);
      if (!cookies) {
        cookies = await signIn(email);
        sessions.set(email, cookies);
      }
      return cookies;
    },
    async signedInPage(browser, email, { width = 1280, acceptDownloads = false, freshSession = false } = {}) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads });
      const cookies = await accounts.sessionCookies(email, freshSession);
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin })));
      return context.newPage();
    },
    makeEditor: (browser, admin, email) =>
      grantFromUsersTool(browser, admin, email, {
        button: "Make editor",
        done: `${email} is now an editor.`,
        badge: "Editor",
      }),
    makeSales: (browser, admin, email) =>
      grantFromUsersTool(browser, admin, email, {
        button: "Add to sales",
        done: `${email} now works the sales requests.`,
        badge: "Sales",
      }),
    async stop() {
      server.child.kill("SIGTERM");
      await server.exited;
    },
  };
  return accounts;
}
