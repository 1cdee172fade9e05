// The category listings in Chromium: the category menu by mouse and keyboard, the search as you
// type (in English and Spanish), a search submitted, 'More', and all of it without JavaScript.
// Every listing's HTML (heading, cards, menu, 'More', a ?q= address's robots and canonical, the
// keywords and ItemList) is checked in tests/integration/catalogue-pages.test.ts; axe in
// catalogue-a11y.spec.ts.
import { expect, test, type Page } from "./fixtures";

/** Opens a page and waits until its script has taken over (the header's search became a button). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("header button[aria-haspopup='dialog']")).toBeVisible();
  // Gone if the page reloads: proves that a step was handled without a new document.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
const main = (page: Page) => page.locator("main");
const cards = (page: Page) => main(page).getByRole("article");
const menuToggle = (page: Page, label = "Product categories") =>
  main(page).locator("summary", { hasText: label });
const status = (page: Page) => main(page).getByRole("status");

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the category menu navigates by mouse", async ({ page }) => {
    await open(page, "/screening-equipment");
    const link = main(page).getByRole("link", { name: "Mixers", exact: true });
    await expect(link).toBeHidden();
    await menuToggle(page).click();
    await link.click();
    await expect(page).toHaveURL("/mixers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mixers");
    await expect(main(page).locator("details")).not.toHaveAttribute("open");

    await open(page, "/es/mezcladores");
    await menuToggle(page, "Categorías de productos").click();
    await main(page).getByRole("link", { name: "Equipos de desbaste", exact: true }).click();
    await expect(page).toHaveURL("/es/equipos-de-desbaste");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Equipos de desbaste");
  });

  test("the category menu navigates by keyboard, and Escape closes it", async ({ page }) => {
    await open(page, "/screening-equipment");
    const toggle = menuToggle(page);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(main(page).locator("details")).toHaveAttribute("open");
    await page.keyboard.press("Escape");
    await expect(main(page).locator("details")).not.toHaveAttribute("open");
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Enter");
    const target = main(page).getByRole("link", { name: "Aeration Equipment", exact: true });
    for (
      let step = 0;
      step < 9 && !(await target.evaluate((node) => node === document.activeElement));
      step++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(target).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/aeration-equipment");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aeration Equipment");
  });

  test("typing filters the whole catalogue, keeps the text in the address, and clearing restores the category", async ({
    page,
  }) => {
    await open(page, "/mixers");
    await expect(cards(page)).toHaveCount(4);
    const box = main(page).getByRole("searchbox", { name: "Search all products" });
    await expect(box).toHaveAttribute("placeholder", "Search all products...");
    await box.pressSequentially("screen");
    await expect(page).toHaveURL("/mixers?q=screen");
    await expect(status(page)).toHaveText('Showing 10 results for "screen"');
    await expect(cards(page)).toHaveCount(6);
    const drum = cards(page).filter({ hasText: "Back Raked Mechanical Screen" });
    await expect(drum).toContainText("Category: Screening Equipment");
    await expect(drum.getByRole("link")).toHaveAttribute("href", "/back-raked-mechanical-screen");

    // A product of this category found by a search carries no category label.
    await box.fill("static");
    await expect(page).toHaveURL("/mixers?q=static");
    await expect(status(page)).toHaveText('Showing 3 results for "static"');
    await expect(cards(page).filter({ hasText: "Static Mixer" })).not.toContainText("Category:");
    await expect(cards(page).filter({ hasText: "Static Screen" })).toContainText(
      "Category: Screening Equipment",
    );
    await expect(cards(page).filter({ hasText: "Static Sieve" })).toContainText(
      "Category: Sieve and Filters",
    );

    // Blank is no search.
    await box.fill("   ");
    await expect(page).toHaveURL("/mixers");
    await expect(status(page)).toHaveText("");
    await expect(cards(page)).toHaveCount(4);
    expect(await sameDocument(page)).toBe(true);

    // Typing replaced the address rather than adding entries: Back leaves the page.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/mixers/);
  });

  test("a search in Spanish matches Spanish names, whatever the case and accents", async ({ page }) => {
    await open(page, "/es/mezcladores");
    const box = main(page).getByRole("searchbox", { name: "Busca en todos los productos" });
    await expect(box).toHaveAttribute("placeholder", "Busca en todos los productos...");
    await box.pressSequentially("TAMIZ");
    await expect(status(page)).toHaveText("Mostrando 7 resultados para «TAMIZ»");
    await expect(cards(page).filter({ hasText: "Tamiz de tambor rotativo" })).toContainText(
      "Categoría: Equipos de desbaste",
    );
    await box.fill("estatic");
    await expect(status(page)).toHaveText("Mostrando 3 resultados para «estatic»");
    await box.fill("xyzzy");
    await expect(status(page)).toContainText("Mostrando 0 resultados para «xyzzy»");
    await expect(main(page)).not.toContainText("Productos próximamente...");
  });

  test("a search submitted from a ?q= address filters without a reload", async ({ page }) => {
    await open(page, "/mixers?q=drum");
    await expect(status(page)).toHaveText('Showing 2 results for "drum"');
    await expect(main(page).getByRole("searchbox")).toHaveValue("drum");

    const box = main(page).getByRole("searchbox");
    await box.fill("penstock");
    await box.press("Enter");
    await expect(page).toHaveURL("/mixers?q=penstock");
    await expect(status(page)).toHaveText('Showing 1 result for "penstock"');
    expect(await sameDocument(page)).toBe(true);
  });

  test("'More' reveals all twelve screening products without a reload, and focus moves to the first revealed", async ({
    page,
  }) => {
    await open(page, "/screening-equipment");
    await expect(cards(page)).toHaveCount(6);
    const more = page.getByRole("button", { name: "More" });
    await more.click();
    await expect(cards(page)).toHaveCount(12);
    await expect(more).toHaveCount(0);
    await expect(page).toHaveURL("/screening-equipment?all=1");
    await expect(cards(page).nth(6).getByRole("link")).toBeFocused();
    expect(await sameDocument(page)).toBe(true);

    // The same rule for search results: ten for "screen", six first.
    await open(page, "/mixers?q=screen");
    await expect(cards(page)).toHaveCount(6);
    await page.getByRole("button", { name: "More" }).press("Enter");
    await expect(cards(page)).toHaveCount(10);
    await expect(page).toHaveURL("/mixers?q=screen&all=1");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("the menu, the search and 'More' all work", async ({ page }) => {
    await page.goto("/screening-equipment");
    await menuToggle(page).click();
    await main(page).getByRole("link", { name: "Mixers", exact: true }).click();
    await expect(page).toHaveURL("/mixers");

    const box = main(page).getByRole("searchbox", { name: "Search all products" });
    await box.fill("screen");
    await box.press("Enter");
    await expect(page).toHaveURL("/mixers?q=screen");
    await expect(status(page)).toHaveText('Showing 10 results for "screen"');
    await expect(cards(page).first()).toContainText("Category: Screening Equipment");
    await expect(cards(page)).toHaveCount(6);
    await page.getByRole("button", { name: "More" }).click();
    await expect(page).toHaveURL("/mixers?q=screen&all=1");
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByRole("button", { name: "More" })).toHaveCount(0);

    await page.goto("/es/equipos-de-desbaste");
    await expect(cards(page)).toHaveCount(6);
    await page.getByRole("button", { name: "Más" }).click();
    await expect(page).toHaveURL("/es/equipos-de-desbaste?all=1");
    await expect(cards(page)).toHaveCount(12);
  });
});
