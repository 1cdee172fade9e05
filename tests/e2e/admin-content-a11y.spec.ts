// The content area's screens in every state that matters, checked by axe (WCAG 2.x A/AA) and
// for sideways scrolling, once at 375 px in Spanish and once at 1280 px in English: the
// content list, a product's and the company's editors, the editor with an error, the history
// (comparing two versions, and the company's), the conflict panel, the notice of restored
// text, the paragraphs' editor with its link field refusing an address, a product page with
// bold text and a link, the translations overview (with a stale text's field list open, a
// refused and an accepted import), and an editor's dashboard, the users tool's refusal, and
// the users tool with an editor and its confirmation. The Spanish pass also checks the wording
// the English flows (admin-content, admin-content-conflict, content-prose, admin-translations,
// admin-editor) check in English. The new project reference's form refused and a reference's
// editor are checked too. A news post's editor is the content editor too: it, and the
// posts' list, new post form and preview, are checked in admin-office-a11y.spec.ts.
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expectHydrated } from "../support/hydrated";
import { expectNoAxeViolations } from "./axe";
import { expectEditorCaret } from "./prose-caret";
import { ADMIN, expect, test, type Page } from "./fixtures";

test.describe.configure({ timeout: 180_000 });
const expectSlow = expect.configure({ timeout: 20_000 });

const stamp = Date.now();
const EDITOR = `a11y-editor-${stamp}@example.com`;
const PLAIN = `a11y-plain-${stamp}@example.com`;

test.beforeAll(async ({ browser, accounts }) => {
  test.setTimeout(60_000);
  await accounts.verifiedAccount(EDITOR);
  await accounts.verifiedAccount(PLAIN);
  await accounts.makeEditor(browser, ADMIN, EDITOR);
});

const TEXTS = {
  en: {
    list: "/admin/content",
    contentHeading: "Site Content",
    keyFacts: "Key facts",
    name: "Name",
    english: "English",
    publish: "Publish",
    published: "Published: the site shows it now.",
    saveDraft: "Save draft",
    saved: "Draft saved.",
    required: "Enter this field.",
    summary: "Please correct these fields:",
    history: "History",
    historyPath: "/history",
    compare: "Compare",
    conflict: "Someone else saved this item after you opened it",
    keepMine: "Save my text as a draft over theirs",
    useTheirs: "Use the saved version (discard my changes)",
    restored: "Restored unsaved changes from",
    discard: "Discard them",
    bold: "Bold",
    link: "Link",
    address: "Link address",
    invalid: "Enter an address starting with https://",
    seeOur: " or see our page",
    ourPage: "our page",
    contact: "/en/contact",
    product: "/drum-screen",
    translations: "/admin/translations",
    translationsHeading: "Translations",
    bySummary: "By content type",
    scopeAll: "Every text",
    type: "Content type",
    download: "Download the XLIFF file",
    file: "XLIFF file (.xlf, .xliff)",
    importButton: "Import",
    drafts: "Imported 1 texts into 1 items as drafts.",
    refused: "Nothing was imported: the file has 1 problem(s).",
    editorPath: "/admin/content/",
    unit: "title",
    dashboard: "/admin/dashboard",
    users: "/admin/users",
    nav: "Admin tools",
    navLinks: [
      "Admin Dashboard",
      "Media Posts",
      "Site Content",
      "Translations",
      "Releases",
      "Media",
      "Downloads",
      "Sign-in and Security",
    ],
    note: "Editor access:",
    grant: "Make editor",
    revoke: "Remove editor",
    confirm: `Remove the editor role from ${EDITOR}?`,
  },
  es: {
    list: "/es/admin/contenido",
    contentHeading: "Contenido del sitio",
    keyFacts: "Datos clave",
    name: "Nombre",
    english: "Inglés",
    publish: "Publicar",
    published: "Publicado: el sitio ya lo muestra.",
    saveDraft: "Guardar borrador",
    saved: "Borrador guardado.",
    required: "Rellene este campo.",
    summary: "Corrija estos campos:",
    history: "Historial",
    historyPath: "/historial",
    compare: "Comparar",
    conflict: "Otra persona guardó este elemento después de que usted lo abriera",
    keepMine: "Guardar mi texto como borrador sobre el suyo",
    useTheirs: "Usar la versión guardada (descartar mis cambios)",
    restored: "Se han recuperado cambios sin guardar del",
    discard: "Descartarlos",
    bold: "Negrita",
    link: "Enlace",
    address: "Dirección del enlace",
    invalid: "Escriba una dirección que empiece por https://",
    seeOur: " o vea nuestra página",
    ourPage: "nuestra página",
    contact: "/es/contacto",
    product: "/es/tamiz-de-tambor-rotativo",
    translations: "/es/admin/traducciones",
    translationsHeading: "Traducciones",
    bySummary: "Por tipo de contenido",
    scopeAll: "Todos los textos",
    type: "Tipo de contenido",
    download: "Descargar el archivo XLIFF",
    file: "Archivo XLIFF (.xlf, .xliff)",
    importButton: "Importar",
    drafts: "Se importaron 1 textos en 1 elementos como borradores.",
    refused: "No se importó nada: el archivo tiene 1 problema(s).",
    editorPath: "/es/admin/contenido/",
    unit: "tagline",
    dashboard: "/es/admin/panel",
    users: "/es/admin/usuarios",
    nav: "Herramientas de administración",
    navLinks: [
      "Panel de administración",
      "Publicaciones",
      "Contenido del sitio",
      "Traducciones",
      "Lanzamientos",
      "Medios",
      "Descargas",
      "Acceso y seguridad",
    ],
    note: "Acceso de editor:",
    grant: "Hacer editor",
    revoke: "Quitar editor",
    confirm: `¿Quitar el rol de editor a ${EDITOR}?`,
  },
} as const;

/** axe finds nothing, and the page does not scroll sideways. */
async function expectAccessible(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, what);
}

/** Opens an item's editor from the list, its script running (so typing is kept). */
async function openItem(page: Page, origin: string, list: string, key: string) {
  await page.goto(`${origin}${list}?q=${key}`);
  await page.locator(`[data-content-row="${key}"] th a`).click();
  await expectSlow(page.locator("#f-name-en")).toBeVisible();
  await expectHydrated(page.locator("#f-name-en"));
}

/** The document with one unit's target replaced (or added). */
function setTarget(xml: string, unit: string, target: string): string {
  const start = xml.indexOf(`<unit id="${unit}">`);
  expect(start).toBeGreaterThan(-1);
  const end = xml.indexOf("</unit>", start);
  const body = xml.slice(start, end);
  const changed = body.includes("<target>")
    ? body.replace(/<target>[\s\S]*?<\/target>/, `<target>${target}</target>`)
    : body.replace("</source>", `</source><target>${target}</target>`);
  return xml.slice(0, start) + changed + xml.slice(end);
}

for (const [locale, width] of [
  ["es", 375],
  ["en", 1280],
] as const) {
  const t = TEXTS[locale];
  const at = `(${locale}, ${width} px)`;

  test(`the content list, the editors, an error and the history ${at}`, async ({
    browser,
    accounts,
    origin,
  }) => {
    const page = await accounts.signedInPage(browser, ADMIN, { width });
    // Leaving the editor with the emptied field: the page asks first; the editor leaves anyway.
    page.on("dialog", (prompt) => void prompt.accept());
    await page.goto(`${origin}${t.list}`);
    await expect(page.getByRole("heading", { level: 1, name: t.contentHeading })).toBeVisible();
    await expectAccessible(page, `the content list ${at}`);

    // A product's editor, found by its key.
    await page.goto(`${origin}${t.list}?q=drum-screen`);
    await page.locator('[data-content-row="drum-screen"] th a').click();
    const fact = page
      .getByRole("group", { name: t.keyFacts, exact: true })
      .locator('textarea[name="page.keyFacts.es.0"]');
    await expectSlow(fact).toBeVisible();
    await expectAccessible(page, `a product's editor ${at}`);

    // A draft of its own, then the history comparing the two newest versions.
    await fact.fill(`Borrador a11y ${locale} ${Date.now()}`);
    await page.getByRole("button", { name: t.saveDraft, exact: true }).click();
    await expectSlow(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
    await page.goto(`${origin}${t.list}?q=drum-screen`);
    await page
      .locator('[data-content-row="drum-screen"]')
      .getByRole("link", { name: new RegExp(`^${t.history}`) })
      .click();
    await expectSlow(page.locator("[data-version]").first()).toBeVisible();
    await page.getByRole("button", { name: t.compare, exact: true }).click();
    await expect(page.locator("[data-compare-table]")).toContainText("page.keyFacts.es.0");
    await expectAccessible(page, `the history comparing two versions ${at}`);

    // A field left empty: named in the summary and beside the field (last: the emptied field
    // is kept in this browser, and offered back whenever the product's editor opens again).
    await page.goto(`${origin}${t.list}?q=drum-screen`);
    await page.locator('[data-content-row="drum-screen"] th a').click();
    await expectSlow(fact).toBeVisible();
    const english = page
      .getByRole("group", { name: t.name, exact: true })
      .first()
      .getByLabel(t.english, { exact: true });
    await english.fill("");
    await page.getByRole("button", { name: t.publish, exact: true }).click();
    const summary = page.locator("[data-error-summary]");
    await expectSlow(summary).toContainText(t.summary);
    await expect(page.locator("#f-name-en-error")).toHaveText(t.required);
    await expectAccessible(page, `the editor with an error ${at}`);

    // The company's editor and its history.
    await page.goto(`${origin}${t.list}?type=company`);
    await page.locator('[data-content-row="company"] th a').click();
    await expectSlow(page.locator('input[name="email"]')).toBeVisible();
    await expectAccessible(page, `the company's editor ${at}`);
    await page.goto(page.url() + t.historyPath);
    await expectSlow(page.locator("[data-version]").first()).toBeVisible();
    await expectAccessible(page, `the company's history ${at}`);
    await page.context().close();
  });

  test(`the new project reference's form refused, and a reference's editor ${at}`, async ({
    browser,
    accounts,
    origin,
  }) => {
    const page = await accounts.signedInPage(browser, ADMIN, { width });
    await page.goto(`${origin}${t.list}`);
    const group = page.locator('[data-content-type="project"]');
    await group.locator("summary").click();
    const add = group.locator('button[value="add-project"]');
    await expectHydrated(add);
    // Sent empty: each fact is asked for beside its field.
    await add.click();
    await expectSlow(group.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, `the new project reference's form refused ${at}`);
    // A reference's editor (the demo one): its choices of products, services and countries by name.
    await page.goto(`${origin}${t.list}?q=demo-konya-inlet-works`);
    await page.locator('[data-content-row="demo-konya-inlet-works"] th a').click();
    await expectSlow(page.locator("#f-products-0-productId")).toBeVisible();
    await expectHydrated(page.locator("#f-title-en"));
    await expectAccessible(page, `a project reference's editor ${at}`);
  });

  test(`the conflict panel and the notice of restored text ${at}`, async ({ browser, accounts, origin }) => {
    const key = locale === "es" ? "static-screen" : "basket-screen";
    const first = await accounts.signedInPage(browser, ADMIN, { width });
    const second = await accounts.signedInPage(browser, ADMIN, { width });
    await openItem(first, origin, t.list, key);
    await openItem(second, origin, t.list, key);

    // One saves; the other, in the form opened before, saves too: the panel.
    await first.locator('textarea[name="page.keyFacts.es.0"]').fill(`Saved first ${locale} ${Date.now()}`);
    await first.getByRole("button", { name: t.saveDraft, exact: true }).click();
    await expectSlow(first.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
    await first.context().close();
    const typed = `${await second.locator("#f-name-en").inputValue()} (a11y ${locale})`;
    await second.locator("#f-name-en").fill(typed);
    await second.getByRole("button", { name: t.saveDraft, exact: true }).click();
    const panel = second.locator("[data-content-conflict]");
    await expectSlow(panel).toBeVisible();
    await expect(panel.getByRole("heading", { name: t.conflict })).toBeFocused();
    await expect(panel.getByRole("button", { name: t.keepMine })).toBeVisible();
    await expect(panel.getByRole("button", { name: t.useTheirs })).toBeVisible();
    await expectAccessible(second, `the conflict panel ${at}`);
    await panel.getByRole("button", { name: t.useTheirs }).click();
    await expect(panel).toHaveCount(0);

    // Text typed and not saved, offered back after a reload.
    await second.locator("#f-name-en").fill(typed);
    second.on("dialog", (prompt) => void prompt.accept());
    await second.reload();
    const notice = second.locator("[data-restored-notice]");
    await expectSlow(notice).toContainText(t.restored);
    await expect(notice.getByRole("button", { name: t.discard })).toBeVisible();
    await expectSlow(second.locator("#f-name-en")).toHaveValue(typed);
    await expectAccessible(second, `the notice of restored text ${at}`);
    await notice.getByRole("button", { name: t.discard }).click();
    await expect(notice).toHaveCount(0);
    await second.context().close();
  });

  test(`the paragraphs' editor with its link field, and a product page with bold text and a link ${at}`, async ({
    browser,
    accounts,
    origin,
  }) => {
    const page = await accounts.signedInPage(browser, ADMIN, { width });
    await page.goto(`${origin}${t.list}?q=drum-screen`);
    await page.locator('[data-content-row="drum-screen"] th a').click();
    const field = page.locator(`[data-prose-editor="page.paragraphs.${locale}"]`);
    const editor = field.getByRole("textbox");
    await expectSlow(editor).toBeVisible();
    const bold = field.getByRole("button", { name: t.bold, exact: true });
    const word = `Ask${String(Date.now()).slice(-6)}`;

    // A new paragraph at the end (see content-prose.spec.ts for why the caret is awaited):
    // a bold word, then a text linked to an address a paragraph may not have.
    await editor.focus();
    await page.keyboard.press("Control+End");
    await expectEditorCaret(editor, "end");
    await expect(bold).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Control+b");
    await page.keyboard.type(word);
    await page.keyboard.press("Control+b");
    await page.keyboard.type(t.seeOur);
    for (let n = 0; n < t.ourPage.length; n += 1) await page.keyboard.press("Shift+ArrowLeft");
    await expectEditorCaret(editor, { selected: t.ourPage });
    await field.getByRole("button", { name: t.link, exact: true }).click();
    const address = field.getByLabel(t.address);
    await expect(address).toBeFocused();
    await address.fill("javascript:alert(1)");
    await address.press("Enter");
    await expect(field.getByText(t.invalid)).toBeVisible();
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, `the paragraphs' editor with its link field ${at}`);

    await address.fill(t.contact);
    await address.press("Enter");
    await page.getByRole("button", { name: t.publish, exact: true }).click();
    await expectSlow(page.getByRole("status").filter({ hasText: t.published })).toBeVisible();
    await page.context().close();

    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`${origin}${t.product}`);
    const description = publicPage.locator("[data-product-description]");
    const paragraph = description.locator("p", { hasText: word });
    await expect(paragraph.locator("strong", { hasText: word })).toBeVisible();
    await expect(paragraph.getByRole("link", { name: t.ourPage })).toHaveAttribute("href", t.contact);
    await expectAccessible(publicPage, `a product page with bold text and a link ${at}`);
    await visitor.close();
  });

  test(`the translations overview, a field list open, a refused and an accepted import ${at}`, async ({
    browser,
    accounts,
    origin,
  }) => {
    const page = await accounts.signedInPage(browser, ADMIN, { width, acceptDownloads: true });
    // A service's English title changed in a draft: its Spanish title is stale.
    // The services by name: an order the other tests' changes do not reshuffle.
    await page.goto(`${origin}${t.list}?type=service&sort=name`);
    const rows = await page
      .locator("[data-content-row]")
      .evaluateAll((found) => found.map((row) => row.getAttribute("data-content-row")!));
    const key = rows[locale === "es" ? 0 : 1]!;
    await page.locator(`[data-content-row="${key}"] th a`).click();
    const title = page.locator('[name="title.en"]');
    await expectSlow(title).toBeVisible();
    await title.fill(`${await title.inputValue()} (a11y ${locale})`);
    await page.getByRole("button", { name: t.saveDraft, exact: true }).click();
    await expectSlow(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();

    await page.goto(`${origin}${t.translations}`);
    await expect(page.getByRole("heading", { level: 1, name: t.translationsHeading })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t.bySummary })).toBeVisible();
    await expect(page.locator('[data-summary-type="total"]')).toBeVisible();
    await expect(page.locator("[data-translation-item]").first()).toBeVisible();
    await expectAccessible(page, `the translations overview ${at}`);

    const item = page.locator(`[data-translation-item="${key}"]`);
    await item.locator("details summary").click();
    await expect(item.locator(`[data-unit="service.${key}.title"] a`)).toBeVisible();
    await expectAccessible(page, `the translations overview with a field list open ${at}`);

    // The service texts' file, one unit broken: refused, the problem listed.
    await page.getByLabel(t.scopeAll).check();
    await page.getByRole("combobox", { name: t.type }).selectOption("service");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: t.download }).click(),
    ]);
    const xml = await readFile((await download.path())!, "utf8");
    const unit = `service.${key}.${t.unit}`;
    const broken = path.join(tmpdir(), `translations-a11y-broken-${locale}-${Date.now()}.xlf`);
    await writeFile(broken, setTarget(xml, unit, '<pc id="99">?</pc>'));
    await page.getByLabel(t.file).setInputFiles(broken);
    await page.getByRole("button", { name: t.importButton, exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: t.refused })).toBeVisible();
    await expect(page.locator(`[data-problem-unit="${unit}"]`)).toBeVisible();
    await expectAccessible(page, `a refused import ${at}`);

    // The translated file: imported as a draft, its summary linking to the editor.
    const translated = path.join(tmpdir(), `translations-a11y-${locale}-${Date.now()}.xlf`);
    const spanish = `Traducción a11y ${locale} ${width} ${Date.now()}`;
    await writeFile(translated, setTarget(xml, unit, spanish));
    await page.getByLabel(t.file).setInputFiles(translated);
    await page.getByRole("button", { name: t.importButton, exact: true }).click();
    const status = page.getByRole("status").filter({ hasText: t.drafts });
    await expect(status).toBeVisible();
    await expectAccessible(page, `an accepted import ${at}`);
    await status.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`${t.editorPath}[0-9a-f-]+$`));
    await expect(page.locator(`[name="${t.unit}.es"]`)).toHaveValue(spanish);
    await page.context().close();
  });

  test(`an editor's dashboard, the users tool's refusal, and the users tool with an editor ${at}`, async ({
    browser,
    accounts,
    origin,
  }) => {
    const page = await accounts.signedInPage(browser, EDITOR, { width });
    await page.goto(`${origin}${t.dashboard}`);
    await expect(page.getByRole("note")).toContainText(t.note);
    // The side navigation's links (on a phone, in its drawer, closed until the menu opens it).
    const navLinks = page
      .getByRole("navigation", { name: t.nav, includeHidden: true })
      .getByRole("link", { includeHidden: true });
    await expect(navLinks).toHaveText([...t.navLinks]);
    await expectAccessible(page, `an editor's dashboard ${at}`);
    const refused = await page.goto(`${origin}${t.users}`);
    expect(refused?.status()).toBe(403);
    await expectAccessible(page, `the users tool's refusal ${at}`);
    await page.context().close();

    // A sign-in of the last ten minutes, so the tool is shown without "Confirm it's you".
    const admin = await accounts.signedInPage(browser, ADMIN, { width, freshSession: true });
    await admin.goto(`${origin}${t.users}`);
    const row = admin.locator(`tr[data-user="${EDITOR}"]`);
    await expect(row).toContainText("Editor");
    await expect(
      admin.locator(`tr[data-user="${PLAIN}"]`).getByRole("button", { name: t.grant }),
    ).toBeVisible();
    await expectAccessible(admin, `the users tool with an editor ${at}`);
    const revoke = row.getByRole("button", { name: t.revoke });
    await expectHydrated(revoke);
    await revoke.click();
    const dialog = admin.getByRole("alertdialog");
    await expect(dialog).toContainText(t.confirm);
    await expect(dialog.getByRole("button", { name: t.revoke })).toBeVisible();
    await expectAccessible(admin, `the editor role's confirmation ${at}`);
    // Not confirmed: the role stays.
    await admin.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(row.getByRole("button", { name: t.revoke })).toBeVisible();
    await admin.context().close();
  });
}
