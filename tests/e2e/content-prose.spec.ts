// A content paragraph in the rich-text editor, in Chromium, in English at 1280 px: an editor
// makes a word bold with the toolbar and another with Ctrl+B, links a text to a page of the
// site (an address a paragraph may not have is refused first), publishes, and a visitor finds
// the bold text and the link on the product page. Without JavaScript the paragraphs are a
// text area with the markup typed. The editor with its link field and the product page with
// bold text and a link (and the toolbar's Spanish labels) are checked at 375 px in Spanish
// and 1280 px in English, with axe, in admin-content-a11y.spec.ts.
import { ADMIN, expect, test, type Page } from "./fixtures";
import { expectEditorCaret } from "./prose-caret";

test.describe.configure({ timeout: 180_000 });
const expectSlow = expect.configure({ timeout: 20_000 });

/** Selects the last `count` characters before the caret. */
async function selectBack(page: Page, count: number) {
  for (let n = 0; n < count; n += 1) await page.keyboard.press("Shift+ArrowLeft");
}

const texts = {
  list: "/admin/content",
  publish: "Publish",
  published: "Published: the site shows it now.",
  bold: "Bold",
  link: "Link",
  address: "Link address",
  invalid: "Enter an address starting with https://",
  contact: "/en/contact",
  product: "/drum-screen",
};

test("an editor publishes a paragraph with bold text and a link (en, 1280 px)", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN);
  await page.goto(`${origin}${texts.list}?q=drum-screen`);
  await page.locator('[data-content-row="drum-screen"] th a').click();
  const field = page.locator('[data-prose-editor="page.paragraphs.en"]');
  const editor = field.getByRole("textbox");
  await expectSlow(editor).toBeVisible();
  const stamp = String(Date.now()).slice(-6);
  const word = `Proven${stamp}`;

  // A word typed at the start of the first paragraph, made bold with the toolbar.
  // Focused, not clicked: a click's caret, read by the editor a moment later on a slow
  // machine, could land after the key that moves it and put the text mid-paragraph.
  await editor.focus();
  await page.keyboard.press("Control+Home");
  await expectEditorCaret(editor, "start");
  await page.keyboard.type(`${word} `);
  await page.keyboard.press("ArrowLeft");
  await selectBack(page, word.length);
  // The editor holds the word selected, as typed: plain.
  await expectEditorCaret(editor, { selected: word });
  await expect(field.getByRole("button", { name: texts.bold, exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await field.getByRole("button", { name: texts.bold, exact: true }).click();
  await expect(field.getByRole("button", { name: texts.bold, exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // A new paragraph at the end: a bold word with Ctrl+B, then a link to a page of the site.
  // The editor learns of a caret the browser moved (Ctrl+End) from a selection event that
  // comes a moment later; an Enter pressed before it would replace the bold word still
  // selected. The toolbar shows when the editor has the caret at the (plain) end.
  const bold = field.getByRole("button", { name: texts.bold, exact: true });
  await editor.focus();
  await page.keyboard.press("Control+End");
  await expectEditorCaret(editor, "end");
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(`Ask${stamp}`);
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" or see our page");
  await selectBack(page, "our page".length);
  await expectEditorCaret(editor, { selected: "our page" });
  await field.getByRole("button", { name: texts.link, exact: true }).click();
  const address = field.getByLabel(texts.address);
  await expect(address).toBeFocused();
  // An address a paragraph may not have is refused, with the reason.
  await address.fill("javascript:alert(1)");
  await address.press("Enter");
  await expect(field.getByText(texts.invalid)).toBeVisible();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await address.fill(texts.contact);
  await address.press("Enter");

  const posted = field.locator('input[type="hidden"][name="page.paragraphs.en"]');
  await expect(posted).toHaveValue(new RegExp(`^\\*\\*${word}\\*\\* `));
  await expect(posted).toHaveValue(
    new RegExp(
      `\\n\\n\\*\\*Ask${stamp}\\*\\* or see \\[our page\\]\\(${texts.contact.replace(/\//g, "\\/")}\\)$`,
    ),
  );
  await page.getByRole("button", { name: texts.publish, exact: true }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: texts.published })).toBeVisible();

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const publicPage = await visitor.newPage();
  await publicPage.goto(`${origin}${texts.product}`);
  const description = publicPage.locator("[data-product-description]");
  await expect(description.locator("strong", { hasText: word })).toBeVisible();
  await expect(description.locator("strong", { hasText: `Ask${stamp}` })).toBeVisible();
  // This run's paragraph: the page may hold links of the same name from other tests.
  await expect(
    description.locator("p", { hasText: `Ask${stamp}` }).getByRole("link", { name: "our page" }),
  ).toHaveAttribute("href", texts.contact);
  // The page's description is the product's summary, a plain field of its own: the paragraphs'
  // words and markup do not reach it (the summary, and the first sentence where it is empty, are
  // admin-content.test.ts's subject).
  const summary = await publicPage.locator('meta[name="description"]').getAttribute("content");
  expect(summary).toBeTruthy();
  expect(summary).not.toContain(word);
  expect(summary).not.toContain("**");
  await visitor.close();
  await page.context().close();
});

test("without JavaScript the paragraphs are a text area: blank lines between them, the markup typed (es, 375 px)", async ({
  browser,
  accounts,
  origin,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 900 },
  });
  const cookies = await accounts.sessionCookies(ADMIN);
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin })));
  const page = await context.newPage();
  await page.goto(`${origin}/es/admin/contenido?q=wastewater-treatment`);
  await page.locator('[data-content-row="wastewater-treatment"] th a').click();
  const intro = page.locator('textarea[name="intro.es"]');
  await expect(intro).toBeVisible();
  await expect(page.locator("#f-intro-es-hint")).toContainText("Separe los párrafos con una línea en blanco");
  const before = await intro.inputValue();
  expect(before).toContain("\n\n");
  const stamp = String(Date.now()).slice(-6);
  await intro.fill(`${before}\n\n*Escrito${stamp}* sin script, con [enlace](/es/contacto).`);
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await expectSlow(
    page.getByRole("status").filter({ hasText: "Publicado: el sitio ya lo muestra." }),
  ).toBeVisible();
  await page.goto(`${origin}/es/tratamiento-de-aguas-residuales`);
  await expect(page.locator("em", { hasText: `Escrito${stamp}` })).toBeVisible();
  await expect(
    page.locator("p", { hasText: `Escrito${stamp}` }).getByRole("link", { name: "enlace", exact: true }),
  ).toHaveAttribute("href", "/es/contacto");
  await context.close();
});
