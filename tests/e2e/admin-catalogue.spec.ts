// The catalogue from the content list in Chromium, in English at 1280 px: a product added with
// its name left out comes back with the field named and the rest kept; added properly it opens in
// the editor as a draft; it moves up within its category; deleting asks first. The list with the
// form and its error open and the dialog are checked by axe in admin-office-a11y.spec.ts, where
// the Spanish pass also adds, moves and deletes a product (its messages, and the list naming it
// in Spanish).
import { ADMIN, expect, test } from "./fixtures";

test.describe.configure({ timeout: 180_000 });

const texts = {
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
  deleted: "Product deleted.",
  categoryName: "Screening Equipment",
};

test("an editor adds, moves and deletes a product", async ({ browser, accounts, origin }) => {
  const stamp = Date.now().toString(36);
  const product = `Grit Washer ${stamp}`;
  const productEs = `Lavador de arena ${stamp}`;
  const page = await accounts.signedInPage(browser, ADMIN);
  await page.goto(`${origin}${texts.list}`);
  await page.getByText(texts.add, { exact: true }).click();
  // Sent without the English name: named, and the Spanish one kept.
  await page.getByLabel(texts.nameEs, { exact: true }).fill(productEs);
  await page.getByRole("button", { name: texts.submit }).click();
  await expect(page.getByText(texts.required).first()).toBeVisible();
  await expect(page.getByLabel(texts.nameEs, { exact: true })).toHaveValue(productEs);
  await page.screenshot({ path: ".tmp/shots/content-list-add-en-1280.png", fullPage: false });

  await page.getByLabel(texts.nameEn, { exact: true }).fill(product);
  await page.getByLabel(texts.category, { exact: true }).selectOption({ label: texts.categoryName });
  await page.getByRole("button", { name: texts.submit }).click();
  // The page's own line: once its script runs, the editor also shows the words in a toast.
  await expect(page.locator("p[role=status]", { hasText: texts.created })).toBeVisible();
  await expect(page.locator('input[name="name.en"]')).toHaveValue(product);

  await page.goto(`${origin}${texts.list}`);
  // The list names an item in the editor's language.
  const listed = product;
  const row = page.locator("tr", { has: page.getByRole("link", { name: listed, exact: true }) });
  await row.getByRole("button", { name: new RegExp(`^${texts.moveUp}`) }).click();
  await expect(page.locator("p[role=status]", { hasText: texts.moved })).toBeVisible();
  await page.screenshot({ path: ".tmp/shots/content-list-products-en-1280.png", fullPage: false });

  const moved = page.locator("tr", { has: page.getByRole("link", { name: listed, exact: true }) });
  await moved.getByRole("button", { name: new RegExp(`^${texts.remove}`) }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(listed);
  await dialog.getByRole("button", { name: texts.confirm }).click();
  await expect(page.getByText(texts.deleted)).toBeVisible();
  await expect(page.getByRole("link", { name: listed, exact: true })).toHaveCount(0);
  await page.context().close();
});
