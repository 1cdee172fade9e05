// The back office's lists that find (issue 46) in a browser: at 375 px in Spanish each list
// (content, posts, media, users, messages) shows its rows as cards, nothing wider than the
// screen, and axe finds nothing; at 1280 px in English the content list with filters applied
// is a table, and axe finds nothing. What the lists find is admin-content-list.test.ts's.
import { expectAccessibleScreen } from "./axe";
import { ADMIN, expect, test } from "./fixtures";

test.describe.configure({ timeout: 180_000 });

test("every list at 375 px in Spanish: cards, nothing cut or sideways, axe clean", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN, { width: 375 });
  for (const path of [
    "/es/admin/contenido",
    "/es/admin/publicaciones",
    "/es/admin/medios",
    "/es/admin/usuarios",
    "/es/admin/mensajes",
  ]) {
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessibleScreen(page, `the list ${path} at 375 px`);
  }
  // The content list's rows are cards: each within the screen, its state on a line of its own.
  await page.goto(`${origin}/es/admin/contenido`);
  const rows = page.locator("[data-content-row]");
  await expect(rows).toHaveCount(25);
  const box = await rows.first().boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await expect(rows.first().getByText("Estado:")).toBeVisible();
  await expect(page.getByText(/^1–25 de \d+$/)).toBeVisible();
  await page.context().close();
});

test("the content list at 1280 px with filters applied: a table, axe clean", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN, { width: 1280 });
  await page.goto(`${origin}/admin/content`);
  await page.getByLabel("Type", { exact: true }).selectOption("product");
  await page.getByLabel("State", { exact: true }).selectOption("published");
  await page.getByLabel("Sort by", { exact: true }).selectOption("name");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\?q=&type=product&state=published&sort=name$/);
  await expect(page.getByRole("columnheader", { name: "Last change" })).toBeVisible();
  await expect(page.locator("[data-content-row]").first()).toHaveAttribute("data-type", "product");
  await expectAccessibleScreen(page, "the content list filtered at 1280 px");
  // The next page keeps the filters.
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/type=product&state=published&sort=name&page=2$/);
  await expect(page.getByText(/^26–\d+ of \d+$/)).toBeVisible();
  await page.context().close();
});
