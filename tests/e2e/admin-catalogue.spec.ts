// The catalogue from the content list in Chromium, in English at 1440 px and Spanish at 375 px:
// a product added with its name left out comes back with the field named and the rest kept;
// added properly it opens in the editor as a draft; it moves up within its category; deleting
// asks first. axe finds nothing on the list with the form and its error open, or in the dialog.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { startAccountServer, type AccountServer } from "../support/account-server";
import { expectNoAxeViolations } from "./axe";

test.describe.configure({ timeout: 180_000 });
const ADMIN = "catalogue-e2e@example.com";
let accounts: AccountServer;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  accounts = await startAccountServer({ ADMIN_EMAILS: ADMIN });
  origin = accounts.origin;
  await accounts.verifiedAccount(ADMIN);
});
test.afterAll(async () => {
  await accounts?.stop();
});

const signedInPage = (browser: Browser, width: number): Promise<Page> =>
  accounts.signedInPage(browser, ADMIN, { width });

for (const [locale, width] of [
  ["en", 1440],
  ["es", 375],
] as const) {
  const texts =
    locale === "en"
      ? {
          list: "/admin/content",
          add: "Add a product",
          nameEn: "Name in English",
          nameEs: "Name in Spanish",
          category: "Category",
          submit: "Add as a draft",
          required: "Enter this field.",
          created: "Product added as a draft.",
          moveUp: "Move up",
          moved: "Order changed",
          remove: "Delete",
          confirm: "Yes, delete it",
          cancel: "Cancel",
          deleted: "Product deleted.",
          product: "Grit Washer Mini",
          productEs: "Lavador de arena mini",
          categoryName: "Screening Equipment",
        }
      : {
          list: "/es/admin/contenido",
          add: "Añadir un producto",
          nameEn: "Nombre en inglés",
          nameEs: "Nombre en español",
          category: "Categoría",
          submit: "Añadir como borrador",
          required: "Rellene este campo.",
          created: "Producto añadido como borrador.",
          moveUp: "Subir",
          moved: "Orden cambiado",
          remove: "Eliminar",
          confirm: "Sí, eliminarlo",
          cancel: "Cancelar",
          deleted: "Producto eliminado.",
          product: "Sand Classifier Mini",
          productEs: "Clasificador de arena mini",
          categoryName: "Equipos de desbaste",
        };

  test(`an editor adds, moves and deletes a product (${locale}, ${width} px)`, async ({ browser }) => {
    const page = await signedInPage(browser, width);
    await page.goto(`${origin}${texts.list}`);
    await page.getByText(texts.add, { exact: true }).click();
    // Sent without the English name: named, and the Spanish one kept.
    await page.getByLabel(texts.nameEs, { exact: true }).fill(texts.productEs);
    await page.getByRole("button", { name: texts.submit }).click();
    await expect(page.getByText(texts.required).first()).toBeVisible();
    await expect(page.getByLabel(texts.nameEs, { exact: true })).toHaveValue(texts.productEs);
    await expectNoAxeViolations(page, `the content list with the add form's error (${locale}, ${width} px)`);
    await page.screenshot({ path: `.tmp/shots/content-list-add-${locale}-${width}.png`, fullPage: false });

    await page.getByLabel(texts.nameEn, { exact: true }).fill(texts.product);
    await page.getByLabel(texts.category, { exact: true }).selectOption({ label: texts.categoryName });
    await page.getByRole("button", { name: texts.submit }).click();
    await expect(page.getByText(texts.created)).toBeVisible();
    await expect(page.locator('input[name="name.en"]')).toHaveValue(texts.product);

    await page.goto(`${origin}${texts.list}`);
    // The list names an item in the editor's language.
    const listed = locale === "en" ? texts.product : texts.productEs;
    const row = page.locator("tr", { has: page.getByRole("link", { name: listed, exact: true }) });
    await row.getByRole("button", { name: new RegExp(`^${texts.moveUp}`) }).click();
    await expect(page.getByText(texts.moved)).toBeVisible();
    await page.screenshot({ path: `.tmp/shots/content-list-products-${locale}-${width}.png`, fullPage: false });

    const moved = page.locator("tr", { has: page.getByRole("link", { name: listed, exact: true }) });
    await moved.getByRole("button", { name: new RegExp(`^${texts.remove}`) }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(listed);
    await expectNoAxeViolations(page, `the delete confirmation (${locale}, ${width} px)`);
    await dialog.getByRole("button", { name: texts.confirm }).click();
    await expect(page.getByText(texts.deleted)).toBeVisible();
    await expect(page.getByRole("link", { name: listed, exact: true })).toHaveCount(0);
  });
}
