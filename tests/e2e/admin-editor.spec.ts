// The editor role in Chromium, in English at 1280 px: an administrator makes an account an
// editor from the users tool; the editor's dashboard counts the content's work and opens a new post (by
// keyboard, and the navigation), nothing of the requests or users; the users tool refuses
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

test("an editor's dashboard counts the content's work and opens the news, nothing of the office (en, 1280 px)", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, EDITOR);
  await page.goto(`${origin}/admin/dashboard`);
  await expect(page.getByRole("note")).toContainText("Editor access:");

  // The content's counts, none of the requests' (the sales team's).
  await expect(page.locator("[data-attention]")).toHaveCount(5);
  await expect(page.locator("[data-attention=newRequests]")).toHaveCount(0);
  const newPost = page.getByRole("link", { name: "New post" });
  await expect(newPost).toHaveAttribute("href", "/admin/posts/new");

  // The navigation lists only what the editor may open: the news, the site's content, its
  // translations, the media library and the account's own security page.
  const nav = page.getByRole("navigation", { name: "Admin tools" });
  await expect(nav.getByRole("link")).toHaveText([
    "Admin Dashboard",
    "Media Posts",
    "Site Content",
    "Translations",
    "Media",
    "Downloads",
    "Sign-in and Security",
  ]);
  await expect(nav.getByRole("link", { name: "User Management" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Contact Submissions" })).toHaveCount(0);

  // By keyboard: the quick action opens a new post.
  await newPost.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/posts\/new$/);
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

  // From the editor's next request: the dashboard of an account without a role, nothing to count.
  const former = await accounts.signedInPage(browser, EDITOR);
  await former.goto(`${origin}/admin/dashboard`);
  await expect(former.getByRole("note")).toContainText("Admin Role Required:");
  await expect(former.locator("[data-attention]")).toHaveCount(0);
  await expect(former.getByRole("link", { name: "New post" })).toHaveCount(0);
  await former.context().close();
});
