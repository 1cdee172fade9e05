// The editor role in Chromium, in English at 1280 px: an administrator makes an account an
// editor from the users tool; the editor's dashboard opens the news (card, by keyboard, and
// navigation) and shows messages and users disabled with their reason; the users tool refuses
// the editor; the role taken back after confirming. The Spanish dashboard's HTML is checked in
// tests/integration/admin-access.test.ts; the screens (and their Spanish navigation and
// confirmation) at 375 px in Spanish and 1280 px in English, with axe, in
// admin-content-a11y.spec.ts.
import { expectHydrated } from "../support/hydrated";
import { ADMIN, expect, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

const EDITOR = `editor-${Date.now()}@example.com`;

test.beforeAll(async ({ browser, accounts }) => {
  test.setTimeout(60_000);
  await accounts.verifiedAccount(EDITOR);
  await accounts.makeEditor(browser, ADMIN, EDITOR);
});

test("an editor's dashboard opens the news and shows the office disabled (en, 1280 px)", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, EDITOR);
  await page.goto(`${origin}/admin/dashboard`);
  await expect(page.getByRole("note")).toContainText("Editor access:");

  const media = page.locator("[data-card=media]");
  await expect(media).not.toHaveAttribute("aria-disabled");
  await expect(media.getByRole("link", { name: "Media Posts" })).toHaveAttribute("href", "/admin/posts");
  for (const [card, needed] of [
    ["contact", "Sales or admin access required"],
    ["users", "Admin access required"],
  ]) {
    const disabled = page.locator(`[data-card=${card}]`);
    await expect(disabled).toHaveAttribute("aria-disabled", "true");
    await expect(disabled).toContainText(needed!);
    await expect(disabled.getByRole("link")).toHaveCount(0);
  }

  // The navigation lists only what the editor may open: the news, the site's content, its
  // translations, the media library and the account's own security page.
  const nav = page.getByRole("navigation", { name: "Admin tools" });
  await expect(nav.getByRole("link")).toHaveText([
    "Admin Dashboard",
    "Media Posts",
    "Site Content",
    "Translations",
    "Releases",
    "Media",
    "Downloads",
    "Sign-in and Security",
  ]);
  await expect(nav.getByRole("link", { name: "User Management" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Contact Submissions" })).toHaveCount(0);

  // By keyboard: the news card's link opens the posts.
  await media.getByRole("link", { name: "Media Posts" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/posts$/);
  await expect(page.locator("h1")).toBeVisible();

  // The users tool is an administrator's: refused.
  const refused = await page.goto(`${origin}/admin/users`);
  expect(refused?.status()).toBe(403);
  // Named as a refusal, before and after the page's script runs (never "403 Internal Server Error").
  await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
  await expectHydrated(page.getByRole("link", { name: "Return to Home" }));
  await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
  await expect(page.getByText("Internal Server Error")).toHaveCount(0);
  await page.context().close();
});

test("the users tool shows both roles, and takes the editor role back after confirming (en, 1280 px)", async ({
  browser,
  accounts,
  origin,
}) => {
  // A role change needs a sign-in of the last ten minutes: a session of its own, not the worker's.
  const page = await accounts.signedInPage(browser, ADMIN, { freshSession: true });
  await page.goto(`${origin}/admin/users`);
  const row = page.locator(`tr[data-user="${EDITOR}"]`);
  await expect(row).toContainText("Editor");
  // The confirmation is the scripted button's: a click before hydration posts natively.
  await expectHydrated(row.getByRole("button", { name: "Remove editor" }));
  await row.getByRole("button", { name: "Remove editor" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Remove the editor role from ${EDITOR}?`);
  await dialog.getByRole("button", { name: "Remove editor" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: `${EDITOR} is no longer an editor.` }),
  ).toBeVisible();
  await expect(row.getByRole("button", { name: "Make editor" })).toBeVisible();
  await page.context().close();

  // From the editor's next request: the dimmed dashboard of an account without a role.
  const former = await accounts.signedInPage(browser, EDITOR);
  await former.goto(`${origin}/admin/dashboard`);
  await expect(former.locator("[data-card=media]")).toHaveAttribute("aria-disabled", "true");
  await expect(former.locator("[data-card=media]")).toContainText("Editor or admin access required");
  await expect(former.getByRole("note")).toContainText("Admin Role Required:");
  await former.context().close();
});
