// The content editor in Chromium, in English at 1280 px: an editor changes a product's Spanish
// text, publishes it and finds it on the public page (the page cache follows the change); a
// field left empty is named in the summary and beside the field; the history compares two
// versions. The list, the editors, the errors and the history (and the Spanish wording of
// the messages) are checked at 375 px in Spanish and 1280 px in English, with axe, in
// admin-content-a11y.spec.ts.
import { expectHydrated } from "../support/hydrated";
import { ADMIN, expect, test } from "./fixtures";

test.describe.configure({ timeout: 180_000 });
const expectSlow = expect.configure({ timeout: 20_000 });

test("an editor publishes a product's Spanish text (en, 1280 px)", async ({ browser, accounts, origin }) => {
  const page = await accounts.signedInPage(browser, ADMIN);
  await page.goto(`${origin}/admin/content?q=drum-screen`);
  await expect(page.getByRole("heading", { level: 1, name: "Site Content" })).toBeVisible();

  await page.locator('[data-content-row="drum-screen"] th a').click();
  const keyFacts = page.getByRole("group", { name: "Key facts", exact: true });
  const fact = keyFacts.locator('textarea[name="page.keyFacts.es.0"]');
  await expectSlow(fact).toBeVisible();
  const text = `Criba de prueba en ${Date.now()}`;
  await fact.fill(text);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectSlow(
    page.getByRole("status").filter({ hasText: "Published: the site shows it now." }),
  ).toBeVisible();

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const publicPage = await visitor.newPage();
  await publicPage.goto(`${origin}/es/tamiz-de-tambor-rotativo`);
  await expect(publicPage.getByText(text)).toBeVisible();
  await visitor.close();
  await page.context().close();
});

test("a field left empty is named beside it and in the summary (en, 1280 px)", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN);
  await page.goto(`${origin}/admin/content?q=drum-screen`);
  await page.locator('[data-content-row="drum-screen"] th a').click();
  const nameGroup = page.getByRole("group", { name: "Name", exact: true }).first();
  const english = nameGroup.getByLabel("English", { exact: true });
  await expectSlow(english).toBeVisible();
  await english.fill("");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const summary = page.locator("[data-error-summary]");
  await expectSlow(summary).toBeVisible();
  await expect(summary).toContainText("Please correct these fields:");
  await expect(summary.getByRole("link", { name: /name\.en/ })).toBeVisible();
  await expect(english).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#f-name-en-error")).toHaveText("Enter this field.");
  // The typed form is kept: the field is still empty, the others as they were.
  await expect(english).toHaveValue("");
  // The summary's link takes the keyboard to the field.
  await summary.getByRole("link", { name: /name\.en/ }).click();
  await expect(english).toBeFocused();
  await page.context().close();
});

test("the history compares two versions (en, 1280 px)", async ({ browser, accounts, origin }) => {
  const page = await accounts.signedInPage(browser, ADMIN);
  // A draft of its own: the two newest versions differ in one key fact.
  await page.goto(`${origin}/admin/content?q=drum-screen`);
  await page.locator('[data-content-row="drum-screen"] th a').click();
  const fact = page.locator('textarea[name="page.keyFacts.es.0"]');
  await expectSlow(fact).toBeVisible();
  // Typed only once the editor listens: text typed before it hydrates is replaced by the
  // draft it renders, and the two newest versions were then the same.
  const save = page.getByRole("button", { name: "Save draft", exact: true });
  await expectHydrated(save);
  await fact.fill(`Borrador en ${Date.now()}`);
  await save.click();
  await expectSlow(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await page.goto(`${origin}/admin/content?q=drum-screen`);
  await page
    .locator('[data-content-row="drum-screen"]')
    .getByRole("link", { name: /^History/ })
    .click();
  await expectSlow(page.locator("[data-version]").first()).toBeVisible();
  await page.getByRole("button", { name: "Compare", exact: true }).click();
  await expect(page.locator("[data-compare-table]")).toContainText("page.keyFacts.es.0");
  await page.context().close();
});
