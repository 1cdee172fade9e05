// Releases in Chromium (issue 46, ADR 034). In English at 1280 px: drafts of a product's key
// fact, a category's summary and a new post are gathered into a release, which is published by
// keyboard, and the three public pages show the changes. In Spanish at 375 px: an item saved
// again after it was added shows "Changed since added" and a publish is refused naming it; the
// release is deleted through the confirmation dialog. Every screen (the list, a release with its
// add-drafts list, with items, with the conflict shown) passes axe at 375 and 1280 px. The
// pages' forms without JavaScript, and the publishing itself, are the subject of
// tests/integration/content-releases.test.ts.
import { expectHydrated } from "../support/hydrated";
import { createPost } from "./admin-posts-helpers";
import { expectAccessibleScreen } from "./axe";
import { ADMIN, expect, test, type Page } from "./fixtures";

test.describe.configure({ timeout: 240_000 });
const expectSlow = expect.configure({ timeout: 20_000 });

/** One screen in its state at both widths; the page's own width comes back. */
async function bothWidths(page: Page, what: string) {
  const size = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessibleScreen(page, `${what} at ${width}`);
  }
  await page.setViewportSize(size);
}

/** Saves a draft of one field of a content item in its editor (in English). */
async function saveDraft(page: Page, origin: string, key: string, field: string, text: string) {
  await page.goto(`${origin}/admin/content?q=${key}`);
  await page.locator(`[data-content-row="${key}"] th a`).click();
  const save = page.getByRole("button", { name: "Save draft", exact: true });
  // Typed only once the editor listens: text typed before it hydrates is set back.
  await expectHydrated(save);
  await page.locator(`[name="${field}"]`).fill(text);
  await save.click();
  await expectSlow(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
}

/** Creates a release from the list's form; answers the release page's address. */
async function newRelease(page: Page, listUrl: string, label: string, button: string, name: string) {
  await page.goto(listUrl);
  const create = page.getByRole("button", { name: button, exact: true });
  await expectHydrated(create);
  await page.getByRole("textbox", { name: label }).fill(name);
  await create.click();
  await expectSlow(page.getByRole("heading", { level: 1 })).toContainText(name);
  return page.url().replace(/\?.*$/, "");
}

test("an editor gathers three drafts into a release and publishes it by keyboard (en, 1280 px)", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN);
  const mark = Date.now();
  const fact = `Basket screen fact ${mark}`;
  const summary = `Screening summary ${mark}`;
  const title = `Release news ${mark}`;
  await saveDraft(page, origin, "basket-screen", "page.keyFacts.en.0", fact);
  await saveDraft(page, origin, "screening-equipment", "summary.en", summary);
  const post = await createPost(page, origin, title);

  const name = `Spring catalogue ${mark}`;
  const releaseUrl = await newRelease(page, `${origin}/admin/releases`, "Name", "Create release", name);
  const drafts = page.getByRole("group", { name: "Add drafts" });
  await expect(drafts.getByRole("checkbox", { name: /^Basket Screen/ })).toBeVisible();
  await bothWidths(page, "release with the add-drafts list (en)");

  const add = page.getByRole("button", { name: "Add to release", exact: true });
  await expectHydrated(add);
  await drafts.getByRole("checkbox", { name: /^Basket Screen/ }).check();
  await drafts.getByRole("checkbox", { name: /^Screening Equipment/ }).check();
  await drafts.getByRole("checkbox", { name: new RegExp(`^${title}`) }).check();
  await add.click();
  const items = page.locator("[data-release-item]");
  await expectSlow(items).toHaveCount(3);
  await expect(items.filter({ hasText: "Basket Screen" })).toContainText("Product · Version");
  await expect(page.getByText("Changed since added")).toHaveCount(0);
  await bothWidths(page, "release with items (en)");

  await page.goto(`${origin}/admin/releases`);
  const row = page.locator(`[data-release="${name}"]`);
  await expect(row).toContainText("Open");
  await expect(row.getByRole("cell").nth(2)).toHaveText("3");
  await bothWidths(page, "releases list (en)");

  // Published by keyboard: the button takes the focus and Enter presses it.
  await row.getByRole("link", { name }).focus();
  await page.keyboard.press("Enter");
  await expectSlow(page).toHaveURL(releaseUrl);
  const publish = page.getByRole("button", { name: "Publish now", exact: true });
  await expectHydrated(publish);
  await publish.focus();
  await page.keyboard.press("Enter");
  await expectSlow(page.getByText("Published: every item of the release is on the site.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.getByText("Published", { exact: true })).toBeVisible();

  // A visitor sees all three. PostgreSQL notifies a moment after the commit: each page is waited for.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const publicPage = await visitor.newPage();
  for (const [path, text] of [
    ["/basket-screen", fact],
    ["/screening-equipment", summary],
    [`/media-center/post/${post.id}`, title],
  ] as const) {
    await expect
      .poll(
        async () => {
          await publicPage.goto(`${origin}${path}`);
          return publicPage.getByText(text).count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
  }
  await visitor.close();
  await page.context().close();
});

test("an item changed since it was added is named, and the release deleted after a confirmation (es, 375 px)", async ({
  browser,
  accounts,
  origin,
}) => {
  // The drafts are made in the English editor at 1280 px; the release's screens are Spanish at 375.
  const editor = await accounts.signedInPage(browser, ADMIN);
  const mark = Date.now();
  await saveDraft(editor, origin, "chain-driven-screen", "page.keyFacts.es.0", `Dato de prueba ${mark}`);

  const page = await accounts.signedInPage(browser, ADMIN, { width: 375 });
  const name = `Lanzamiento de otoño ${mark}`;
  await newRelease(page, `${origin}/es/admin/lanzamientos`, "Nombre", "Crear lanzamiento", name);
  const drafts = page.getByRole("group", { name: "Añadir borradores" });
  const chain = drafts.getByRole("checkbox", { name: /^Reja de limpieza por cadenas/ });
  await expect(chain).toBeVisible();
  await bothWidths(page, "release with the add-drafts list (es)");
  const add = page.getByRole("button", { name: "Añadir al lanzamiento", exact: true });
  await expectHydrated(add);
  await chain.check();
  await add.click();
  const items = page.locator("[data-release-item]");
  await expectSlow(items).toHaveCount(1);

  // Saved again after it was added: the release shows it changed, and a publish names it.
  await saveDraft(editor, origin, "chain-driven-screen", "page.keyFacts.es.0", `Dato cambiado ${mark}`);
  await page.reload();
  await expect(items).toContainText("Cambiado desde que se añadió");
  const publish = page.getByRole("button", { name: "Publicar ahora", exact: true });
  await expectHydrated(publish);
  await publish.click();
  await expectSlow(
    page.getByRole("alert").filter({ hasText: "«Reja de limpieza por cadenas»" }),
  ).toBeVisible();
  await bothWidths(page, "release with the conflict shown (es)");

  await page.goto(`${origin}/es/admin/lanzamientos`);
  // At 375 px a release is a card (the table is for wider screens).
  const row = page.locator(`[data-release-card="${name}"]`);
  await expect(row).toContainText("Abierto");
  await bothWidths(page, "releases list (es)");

  // Delete asks first: Cancel keeps the release, Delete removes it.
  await row.getByRole("link", { name }).click();
  const remove = page.getByRole("button", { name: "Eliminar el lanzamiento", exact: true });
  await expectHydrated(remove);
  await remove.click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`¿Eliminar el lanzamiento «${name}»?`);
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await remove.click();
  await dialog.getByRole("button", { name: "Eliminar el lanzamiento" }).click();
  await expectSlow(page).toHaveURL(`${origin}/es/admin/lanzamientos`);
  await expect(page.locator(`[data-release-card="${name}"]`)).toHaveCount(0);
  await editor.context().close();
  await page.context().close();
});
