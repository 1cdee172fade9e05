// The content editor in Chromium, in English and Spanish at 375 and 1280 px: an editor
// changes a product's Spanish text, publishes it and finds it on the public page; a field
// left empty is named in the summary and beside the field; the history compares two
// versions; axe finds nothing on the list, the editor (with its errors) and the history.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { startAccountServer, type AccountServer } from "../support/account-server";
import { expectNoAxeViolations } from "./axe";

test.describe.configure({ timeout: 180_000 });
const expectSlow = expect.configure({ timeout: 20_000 });
const ADMIN = "content-e2e@example.com";
let accounts: AccountServer;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // The page cache does not follow content changes yet (a change of its own).
  accounts = await startAccountServer({ ADMIN_EMAILS: ADMIN, PAGE_CACHE: "off" });
  origin = accounts.origin;
  await accounts.verifiedAccount(ADMIN);
});
test.afterAll(async () => {
  await accounts?.stop();
});

const signedInPage = (browser: Browser, width: number): Promise<Page> =>
  accounts.signedInPage(browser, ADMIN, { width });

for (const [locale, width] of [
  ["en", 1280],
  ["es", 375],
] as const) {
  const texts =
    locale === "en"
      ? {
          list: "/admin/content",
          heading: "Site Content",
          publish: "Publish",
          saveDraft: "Save draft",
          saved: "Draft saved.",
          published: "Published: the site shows it now.",
          keyFacts: "Key facts",
          spanish: "Spanish",
          required: "Enter this field.",
          summary: "Please correct these fields:",
          name: "Name",
          english: "English",
          history: "History",
          compare: "Compare",
          product: "/es/tamiz-de-tambor-rotativo",
        }
      : {
          list: "/es/admin/contenido",
          heading: "Contenido del sitio",
          publish: "Publicar",
          saveDraft: "Guardar borrador",
          saved: "Borrador guardado.",
          published: "Publicado: el sitio ya lo muestra.",
          keyFacts: "Datos clave",
          spanish: "Español",
          required: "Rellene este campo.",
          summary: "Corrija estos campos:",
          name: "Nombre",
          english: "Inglés",
          history: "Historial",
          compare: "Comparar",
          product: "/es/tamiz-de-tambor-rotativo",
        };

  test(`an editor publishes a product's Spanish text (${locale}, ${width} px)`, async ({ browser }) => {
    const page = await signedInPage(browser, width);
    await page.goto(`${origin}${texts.list}`);
    await expect(page.getByRole("heading", { level: 1, name: texts.heading })).toBeVisible();
    await expectNoAxeViolations(page, `the content list (${locale}, ${width} px)`);

    await page.locator('[data-content-row="drum-screen"] th a').click();
    const keyFacts = page.getByRole("group", { name: texts.keyFacts, exact: true });
    const fact = keyFacts.locator('textarea[name="page.keyFacts.es.0"]');
    await expectSlow(fact).toBeVisible();
    await expectNoAxeViolations(page, `the editor (${locale}, ${width} px)`);
    const text = `Criba de prueba ${locale} ${Date.now()}`;
    await fact.fill(text);
    await page.getByRole("button", { name: texts.publish, exact: true }).click();
    await expectSlow(page.getByRole("status").filter({ hasText: texts.published })).toBeVisible();

    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`${origin}${texts.product}`);
    await expect(publicPage.getByText(text)).toBeVisible();
    await visitor.close();
    await page.context().close();
  });

  test(`a field left empty is named beside it and in the summary (${locale}, ${width} px)`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, width);
    await page.goto(`${origin}${texts.list}`);
    await page.locator('[data-content-row="drum-screen"] th a').click();
    const nameGroup = page.getByRole("group", { name: texts.name, exact: true }).first();
    const english = nameGroup.getByLabel(texts.english, { exact: true });
    await expectSlow(english).toBeVisible();
    await english.fill("");
    await page.getByRole("button", { name: texts.publish, exact: true }).click();
    const summary = page.locator("[data-error-summary]");
    await expectSlow(summary).toBeVisible();
    await expect(summary).toContainText(texts.summary);
    await expect(summary.getByRole("link", { name: /name\.en/ })).toBeVisible();
    await expect(english).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#f-name-en-error")).toHaveText(texts.required);
    // The typed form is kept: the field is still empty, the others as they were.
    await expect(english).toHaveValue("");
    await expectNoAxeViolations(page, `the editor with an error (${locale}, ${width} px)`);
    // The summary's link takes the keyboard to the field.
    await summary.getByRole("link", { name: /name\.en/ }).click();
    await expect(english).toBeFocused();
    await page.context().close();
  });

  test(`the history compares two versions (${locale}, ${width} px)`, async ({ browser }) => {
    const page = await signedInPage(browser, width);
    // A draft of its own: the two newest versions differ in one key fact.
    await page.goto(`${origin}${texts.list}`);
    await page.locator('[data-content-row="drum-screen"] th a').click();
    const fact = page.locator('textarea[name="page.keyFacts.es.0"]');
    await expectSlow(fact).toBeVisible();
    await fact.fill(`Borrador ${locale} ${Date.now()}`);
    await page.getByRole("button", { name: texts.saveDraft, exact: true }).click();
    await expectSlow(page.getByRole("status").filter({ hasText: texts.saved })).toBeVisible();
    await page.goto(`${origin}${texts.list}`);
    await page
      .locator('[data-content-row="drum-screen"]')
      .getByRole("link", { name: new RegExp(`^${texts.history}`) })
      .click();
    await expectSlow(page.locator("[data-version]").first()).toBeVisible();
    await page.getByRole("button", { name: texts.compare, exact: true }).click();
    await expect(page.locator("[data-compare-table]")).toContainText("page.keyFacts.es.0");
    await expectNoAxeViolations(page, `the history (${locale}, ${width} px)`);
    await page.context().close();
  });
}

test("the other widths: list, editor and history have no axe violations", async ({ browser }) => {
  for (const [list, width] of [
    ["/admin/content", 375],
    ["/es/admin/contenido", 1280],
  ] as const) {
    const page = await signedInPage(browser, width);
    await page.goto(`${origin}${list}`);
    await expectNoAxeViolations(page, `${list} at ${width} px`);
    await page.locator('[data-content-row="company"] th a').click();
    await expectSlow(page.locator('input[name="email"]')).toBeVisible();
    await expectNoAxeViolations(page, `the company's editor at ${width} px`);
    await page.goto(page.url() + (list.startsWith("/es") ? "/historial" : "/history"));
    await expectNoAxeViolations(page, `the company's history at ${width} px`);
    await page.context().close();
  }
});
