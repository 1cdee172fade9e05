// The content editor keeps what an editor typed, in Chromium, in English at 1280 px and in
// Spanish at 375 px. Two people (an administrator and an editor, each in a browser of their
// own) open the same item; the administrator publishes; the editor's save is refused with
// the conflict panel, their text still in the form, and once they choose (keep theirs, or
// take the saved version) they save. Typed text survives a reload, and a session that
// expired while typing: the editor offers it back, and a save forgets it. Axe finds
// nothing with the panel or the notice open. With SHOTS_DIR set, screenshots of both at
// 375 and 1440 px land there.
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNT_PASSWORD } from "../support/account-server";
import { startAccountServer, type AccountServer } from "../support/account-server";
import { expectNoAxeViolations } from "./axe";

test.describe.configure({ timeout: 180_000 });
const expectSlow = expect.configure({ timeout: 20_000 });
const ADMIN = "conflict-admin-e2e@example.com";
const EDITOR = "conflict-editor-e2e@example.com";
let accounts: AccountServer;
let origin: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  accounts = await startAccountServer({ ADMIN_EMAILS: ADMIN, PAGE_CACHE: "off" });
  origin = accounts.origin;
  await accounts.verifiedAccount(ADMIN);
  await accounts.verifiedAccount(EDITOR);
  await accounts.makeEditor(browser, ADMIN, EDITOR);
});
test.afterAll(async () => {
  await accounts?.stop();
});

const TEXTS = {
  en: {
    list: "/admin/content",
    publish: "Publish",
    saveDraft: "Save draft",
    saved: "Draft saved.",
    published: "Published: the site shows it now.",
    conflict: "Someone else saved this item after you opened it",
    keepMine: "Save my text as a draft over theirs",
    useTheirs: "Use the saved version (discard my changes)",
    restored: "Restored unsaved changes from",
    discard: "Discard them",
  },
  es: {
    list: "/es/admin/contenido",
    publish: "Publicar",
    saveDraft: "Guardar borrador",
    saved: "Borrador guardado.",
    published: "Publicado: el sitio ya lo muestra.",
    conflict: "Otra persona guardó este elemento después de que usted lo abriera",
    keepMine: "Guardar mi texto como borrador sobre el suyo",
    useTheirs: "Usar la versión guardada (descartar mis cambios)",
    restored: "Se han recuperado cambios sin guardar del",
    discard: "Descartarlos",
  },
} as const;

const keptDrafts = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith("kept-draft:")));

/** Opens an item's editor from the list, its script running (so typing is kept). */
async function openItem(page: Page, list: string, key: string) {
  await page.goto(`${origin}${list}`);
  await page.locator(`[data-content-row="${key}"] th a`).click();
  await expectSlow(page.locator("#f-name-en")).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** With SHOTS_DIR set: the page as it is, at 375 and 1440 px (the width it had comes back). */
async function screenshots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize()!;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const [locale, width, key] of [
  ["en", 1280, "basket-screen"],
  ["es", 375, "static-screen"],
] as const) {
  const l = TEXTS[locale];

  test(`a second editor's save is refused with the conflict panel, nothing typed lost, then saved (${locale}, ${width} px)`, async ({
    browser,
  }) => {
    const admin = await accounts.signedInPage(browser, ADMIN, { width });
    const editor = await accounts.signedInPage(browser, EDITOR, { width });
    await openItem(admin, l.list, key);
    await openItem(editor, l.list, key);
    const originalName = await editor.locator("#f-name-en").inputValue();

    // The administrator publishes a key fact.
    const theirs = `Published by the administrator ${locale} ${Date.now()}`;
    await admin.locator('textarea[name="page.keyFacts.es.0"]').fill(theirs);
    await admin.getByRole("button", { name: l.publish, exact: true }).click();
    await expectSlow(admin.getByRole("status").filter({ hasText: l.published })).toBeVisible();

    // The editor, in the form opened before, renames the product and saves: refused.
    const mine = `${originalName} (renamed ${locale})`;
    await editor.locator("#f-name-en").fill(mine);
    await editor.getByRole("button", { name: l.saveDraft, exact: true }).click();
    const panel = editor.locator("[data-content-conflict]");
    await expectSlow(panel).toBeVisible();
    await expect(panel.getByRole("heading", { name: l.conflict })).toBeFocused();
    // Theirs beside mine, field by field; my text still in the form.
    await expect(panel).toContainText(theirs);
    await expect(panel).toContainText("page.keyFacts.es.0");
    await expect(panel).toContainText(mine);
    await expect(editor.locator("#f-name-en")).toHaveValue(mine);
    await expectNoAxeViolations(editor, `the conflict panel (${locale}, ${width} px)`);
    expect(await sidewaysScroll(editor), "the conflict panel scrolls sideways").toBeLessThanOrEqual(0);
    await screenshots(editor, `content-conflict-${locale}`);

    if (locale === "en") {
      // Keeping mine: the form is saved as a draft over the published version.
      await panel.getByRole("button", { name: l.keepMine }).click();
      await expectSlow(editor.getByRole("status").filter({ hasText: l.saved })).toBeVisible();
      await expect(panel).toHaveCount(0);
      await expect(editor.locator("#f-name-en")).toHaveValue(mine);
    } else {
      // Taking theirs: the form shows the published version, and the editor saves again.
      await panel.getByRole("button", { name: l.useTheirs }).click();
      await expect(panel).toHaveCount(0);
      await expectSlow(editor.locator('textarea[name="page.keyFacts.es.0"]')).toHaveValue(theirs);
      await expect(editor.locator("#f-name-en")).toHaveValue(originalName);
      await editor.locator("#f-name-en").fill(mine);
      await editor.getByRole("button", { name: l.saveDraft, exact: true }).click();
      await expectSlow(editor.getByRole("status").filter({ hasText: l.saved })).toBeVisible();
      await expect(editor.locator('textarea[name="page.keyFacts.es.0"]')).toHaveValue(theirs);
    }
    expect(await keptDrafts(editor)).toEqual([]);
    // The administrator, opening the item again, finds the editor's draft.
    await openItem(admin, l.list, key);
    await expect(admin.locator("#f-name-en")).toHaveValue(mine);
    await admin.context().close();
    await editor.context().close();
  });
}

test("typed text survives a reload: offered back with a notice, forgotten once saved (en, 1280 px)", async ({
  browser,
}) => {
  const l = TEXTS.en;
  const page = await accounts.signedInPage(browser, EDITOR, { width: 1280 });
  await openItem(page, l.list, "perforated-screen");
  const typed = `Perforated screen, unsaved ${Date.now()}`;
  await page.locator("#f-name-en").fill(typed);
  // The page asks before a reload loses the text; the editor reloads anyway.
  page.on("dialog", (prompt) => void prompt.accept());
  await page.reload();
  const notice = page.locator("[data-restored-notice]");
  await expectSlow(notice).toContainText(l.restored);
  await expect(notice.getByRole("button", { name: l.discard })).toBeVisible();
  await expectSlow(page.locator("#f-name-en")).toHaveValue(typed);
  await expectNoAxeViolations(page, "the restored notice (en, 1280 px)");
  await screenshots(page, "content-restored-en");

  await page.getByRole("button", { name: l.saveDraft, exact: true }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: l.saved })).toBeVisible();
  expect(await keptDrafts(page)).toEqual([]);
  await page.reload();
  await expectSlow(page.locator("#f-name-en")).toHaveValue(typed);
  await expect(page.locator("[data-restored-notice]")).toHaveCount(0);

  // Discarding kept text shows the saved item again.
  await page.locator("#f-name-en").fill("To be discarded");
  await page.reload();
  await expectSlow(page.locator("[data-restored-notice]")).toBeVisible();
  await page.getByRole("button", { name: l.discard }).click();
  await expect(page.locator("[data-restored-notice]")).toHaveCount(0);
  await expectSlow(page.locator("#f-name-en")).toHaveValue(typed);
  expect(await keptDrafts(page)).toEqual([]);
  await page.context().close();
});

test("typed text survives an expired session: offered back after signing in again, forgotten once saved (es, 375 px)", async ({
  browser,
}) => {
  const l = TEXTS.es;
  const page = await accounts.signedInPage(browser, EDITOR, { width: 375 });
  await openItem(page, l.list, "manual-screen");
  const editorUrl = page.url();
  const typed = `Texto sin guardar ${Date.now()}`;
  await page.locator('textarea[name="page.keyFacts.es.0"]').fill(typed);

  // The session ends while the editor types: the save lands on the sign-in page.
  await page.context().clearCookies({ name: /session/ });
  await page.getByRole("button", { name: l.saveDraft, exact: true }).click();
  await expectSlow(page).not.toHaveURL(editorUrl);
  expect(await keptDrafts(page)).toHaveLength(1);
  await page.goto(`${origin}/auth`);
  await page.getByLabel("Email").fill(EDITOR);
  await page.getByLabel("Password").fill(ACCOUNT_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectSlow(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto(editorUrl);
  const notice = page.locator("[data-restored-notice]");
  await expectSlow(notice).toContainText(l.restored);
  await expectSlow(page.locator('textarea[name="page.keyFacts.es.0"]')).toHaveValue(typed);
  await expectNoAxeViolations(page, "the restored notice (es, 375 px)");
  expect(await sidewaysScroll(page), "the restored notice scrolls sideways").toBeLessThanOrEqual(0);
  await screenshots(page, "content-restored-es");

  await page.getByRole("button", { name: l.saveDraft, exact: true }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: l.saved })).toBeVisible();
  expect(await keptDrafts(page)).toEqual([]);
  await page.reload();
  await expectSlow(page.locator('textarea[name="page.keyFacts.es.0"]')).toHaveValue(typed);
  await expect(page.locator("[data-restored-notice]")).toHaveCount(0);
  await page.context().close();
});
