// The content editor keeps what an editor typed, in Chromium, in English at 1280 px. Two
// people (an administrator and an editor, each in a browser of their own) open the same item;
// the administrator publishes; the editor's save is refused with the conflict panel, their
// text still in the form, and once they choose (keep theirs, or take the saved version) they
// save. Typed text survives a reload, and a session that expired while typing: the editor
// offers it back, and a save forgets it. The panel and the notice (and their Spanish wording)
// are checked at 375 px in Spanish and 1280 px in English, with axe and for sideways
// scrolling, in admin-content-a11y.spec.ts. With SHOTS_DIR set, screenshots of both at 375
// and 1440 px land there.
import { ACCOUNT_PASSWORD } from "../support/account-server";
import { expectHydrated } from "../support/hydrated";
import { ADMIN, expect, test, type Page } from "./fixtures";
import { screenshots } from "./screenshots";

test.describe.configure({ timeout: 180_000 });
const expectSlow = expect.configure({ timeout: 20_000 });
const EDITOR = `conflict-editor-${Date.now()}@example.com`;

test.beforeAll(async ({ browser, accounts }) => {
  test.setTimeout(60_000);
  await accounts.verifiedAccount(EDITOR);
  await accounts.makeEditor(browser, ADMIN, EDITOR);
});

const LIST = "/admin/content";
const SAVED = "Draft saved.";

const keptDrafts = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith("kept-draft:")));

/** Opens an item's editor from the list, its script running (so typing is kept). */
async function openItem(page: Page, origin: string, key: string) {
  await page.goto(`${origin}${LIST}?q=${key}`);
  await page.locator(`[data-content-row="${key}"] th a`).click();
  await expectSlow(page.locator("#f-name-en")).toBeVisible();
  await expectHydrated(page.locator("#f-name-en"));
}

for (const [choice, key] of [
  ["keeps their own text", "basket-screen"],
  ["takes the saved version", "static-screen"],
] as const) {
  test(`a second editor's save is refused with the conflict panel, nothing typed lost; the editor ${choice} and saves (en, 1280 px)`, async ({
    browser,
    accounts,
    origin,
  }) => {
    const admin = await accounts.signedInPage(browser, ADMIN);
    const editor = await accounts.signedInPage(browser, EDITOR);
    await openItem(admin, origin, key);
    await openItem(editor, origin, key);
    const originalName = await editor.locator("#f-name-en").inputValue();

    // The administrator publishes a key fact.
    const theirs = `Published by the administrator ${Date.now()}`;
    await admin.locator('textarea[name="page.keyFacts.es.0"]').fill(theirs);
    await admin.getByRole("button", { name: "Publish", exact: true }).click();
    await expectSlow(
      admin.getByRole("status").filter({ hasText: "Published: the site shows it now." }),
    ).toBeVisible();

    // The editor, in the form opened before, renames the product and saves: refused.
    const mine = `${originalName} (renamed ${Date.now()})`;
    await editor.locator("#f-name-en").fill(mine);
    await editor.getByRole("button", { name: "Save draft", exact: true }).click();
    const panel = editor.locator("[data-content-conflict]");
    await expectSlow(panel).toBeVisible();
    await expect(
      panel.getByRole("heading", { name: "Someone else saved this item after you opened it" }),
    ).toBeFocused();
    // Theirs beside mine, field by field; my text still in the form.
    await expect(panel).toContainText(theirs);
    await expect(panel).toContainText("page.keyFacts.es.0");
    await expect(panel).toContainText(mine);
    await expect(editor.locator("#f-name-en")).toHaveValue(mine);
    await screenshots(editor, `content-conflict-${key}`);

    if (choice === "keeps their own text") {
      // Keeping mine: the form is saved as a draft over the published version.
      await panel.getByRole("button", { name: "Save my text as a draft over theirs" }).click();
      await expectSlow(editor.getByRole("status").filter({ hasText: SAVED })).toBeVisible();
      await expect(panel).toHaveCount(0);
      await expect(editor.locator("#f-name-en")).toHaveValue(mine);
    } else {
      // Taking theirs: the form shows the published version, and the editor saves again.
      await panel.getByRole("button", { name: "Use the saved version (discard my changes)" }).click();
      await expect(panel).toHaveCount(0);
      await expectSlow(editor.locator('textarea[name="page.keyFacts.es.0"]')).toHaveValue(theirs);
      await expect(editor.locator("#f-name-en")).toHaveValue(originalName);
      await editor.locator("#f-name-en").fill(mine);
      await editor.getByRole("button", { name: "Save draft", exact: true }).click();
      await expectSlow(editor.getByRole("status").filter({ hasText: SAVED })).toBeVisible();
      await expect(editor.locator('textarea[name="page.keyFacts.es.0"]')).toHaveValue(theirs);
    }
    expect(await keptDrafts(editor)).toEqual([]);
    // The administrator, opening the item again, finds the editor's draft.
    await openItem(admin, origin, key);
    await expect(admin.locator("#f-name-en")).toHaveValue(mine);
    await admin.context().close();
    await editor.context().close();
  });
}

test("typed text survives a reload: offered back with a notice, forgotten once saved (en, 1280 px)", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, EDITOR);
  await openItem(page, origin, "perforated-screen");
  const typed = `Perforated screen, unsaved ${Date.now()}`;
  await page.locator("#f-name-en").fill(typed);
  // The page asks before a reload loses the text; the editor reloads anyway.
  page.on("dialog", (prompt) => void prompt.accept());
  await page.reload();
  const notice = page.locator("[data-restored-notice]");
  await expectSlow(notice).toContainText("Restored unsaved changes from");
  await expect(notice.getByRole("button", { name: "Discard them" })).toBeVisible();
  await expectSlow(page.locator("#f-name-en")).toHaveValue(typed);
  await screenshots(page, "content-restored-en");

  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: SAVED })).toBeVisible();
  expect(await keptDrafts(page)).toEqual([]);
  await page.reload();
  await expectSlow(page.locator("#f-name-en")).toHaveValue(typed);
  await expect(page.locator("[data-restored-notice]")).toHaveCount(0);

  // Discarding kept text shows the saved item again.
  await expectHydrated(page.locator("#f-name-en"));
  await page.locator("#f-name-en").fill("To be discarded");
  await page.reload();
  await expectSlow(page.locator("[data-restored-notice]")).toBeVisible();
  await page.getByRole("button", { name: "Discard them" }).click();
  await expect(page.locator("[data-restored-notice]")).toHaveCount(0);
  await expectSlow(page.locator("#f-name-en")).toHaveValue(typed);
  expect(await keptDrafts(page)).toEqual([]);
  await page.context().close();
});

test("typed text survives an expired session: offered back after signing in again, forgotten once saved (en, 1280 px)", async ({
  browser,
  accounts,
  origin,
}) => {
  // A session of its own: this one is ended, and the editor signs in again through the form.
  const page = await accounts.signedInPage(browser, EDITOR, { freshSession: true });
  await openItem(page, origin, "manual-screen");
  const editorUrl = page.url();
  const typed = `Unsaved text ${Date.now()}`;
  await page.locator('textarea[name="page.keyFacts.es.0"]').fill(typed);

  // The session ends while the editor types: the save lands on the sign-in page.
  await page.context().clearCookies({ name: /session/ });
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expectSlow(page).not.toHaveURL(editorUrl);
  expect(await keptDrafts(page)).toHaveLength(1);
  await page.goto(`${origin}/auth`);
  await page.getByLabel("Email").fill(EDITOR);
  await page.getByLabel("Password").fill(ACCOUNT_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectSlow(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto(editorUrl);
  const notice = page.locator("[data-restored-notice]");
  await expectSlow(notice).toContainText("Restored unsaved changes from");
  await expectSlow(page.locator('textarea[name="page.keyFacts.es.0"]')).toHaveValue(typed);
  await screenshots(page, "content-restored-expired");

  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: SAVED })).toBeVisible();
  expect(await keptDrafts(page)).toEqual([]);
  await page.reload();
  await expectSlow(page.locator('textarea[name="page.keyFacts.es.0"]')).toHaveValue(typed);
  await expect(page.locator("[data-restored-notice]")).toHaveCount(0);
  await page.context().close();
});

test("a form the server refuses before reading it leaves the editor with its text, saying nothing was saved (en, 1280 px)", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, EDITOR);
  await openItem(page, origin, "rope-driven-grate");
  const editorUrl = page.url();
  const typed = `Rope-driven grate, refused ${Date.now()}`;
  await page.locator("#f-name-en").fill(typed);
  // More than the 2 MB the server reads from an editor: refused 413 before the editor's action.
  await page.locator('textarea[name="page.keyFacts.en.0"]').evaluate((field: HTMLTextAreaElement) => {
    field.value = "x".repeat(2_200_000);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  const refused = page.locator("[data-refused]");
  await expectSlow(refused).toContainText("Nothing was saved.");
  await expect(refused).toContainText("The form is larger than the server accepts.");
  await expect(refused).toBeFocused();
  expect(page.url()).toBe(editorUrl);
  await expect(page.locator("#f-name-en")).toHaveValue(typed);
  await screenshots(page, "content-refused-en");
  await page.context().close();
});
