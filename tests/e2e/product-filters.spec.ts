// A category's filters and the product finder in Chromium: filtering by keyboard with
// JavaScript (no full page load, the address follows each change and Back undoes it, the live
// region says the count) and without it (a GET form the server answers), in English and
// Spanish; axe on a filtered category and on the finder at 375 and 1280 px. The seeded
// screening equipment filters by its kind of screening, its material, its flow and bar
// spacing. What the server answers for each address (ranges, counts, redirects, the cache) is
// checked in tests/integration/product-filters.test.ts.
import { expectHydrated } from "../support/hydrated";
import { expectNoAxeViolations } from "./axe";
import { expect, test, type Page } from "./fixtures";

const main = (page: Page) => page.locator("main");
const cards = (page: Page) => main(page).getByRole("article");
const status = (page: Page) => main(page).getByRole("status");
const filters = (page: Page) => main(page).locator("form[aria-labelledby$='-filters-title']");

/** Opens a page and waits until the filters' code has taken the form over. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expectHydrated(filters(page).getByRole("button").last());
  // Gone if the page reloads: proves that a step was handled without a new document.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** The count a choice's label gives ("Fine (6)": 6). */
async function countOf(page: Page, name: RegExp): Promise<number> {
  const label = await filters(page).locator("label").filter({ hasText: name }).textContent();
  return Number(/\((\d+)\)/.exec(label ?? "")?.[1]);
}

/** The count line as the live region says it, for a number of products. */
const countText = (count: number, locale: "en" | "es") =>
  count === 0
    ? locale === "en"
      ? "No products match these filters."
      : "Ningún producto cumple estos filtros."
    : count === 1
      ? locale === "en"
        ? "1 product"
        : "1 producto"
      : locale === "en"
        ? `${count} products`
        : `${count} productos`;

test.describe("with JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("filters a category by keyboard without a full page load; Back undoes each step", async ({ page }) => {
    await open(page, "/screening-equipment");
    await expect(status(page)).toHaveText("");
    const fine = filters(page).getByRole("checkbox", { name: /^Fine/ });
    const coarse = filters(page).getByRole("checkbox", { name: /^Coarse/ });
    const fineCount = await countOf(page, /^Fine/);
    expect(fineCount).toBeGreaterThan(0);

    await fine.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL("/screening-equipment?screening=fine");
    await expect(status(page)).toHaveText(countText(fineCount, "en"));
    await expect(cards(page)).toHaveCount(Math.min(fineCount, 6));
    await expect(fine).toBeChecked();
    await expect(fine).toBeFocused();

    // Two boxes up (past Medium) by the keyboard: any of the two.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(coarse).toBeFocused();
    const both = await countOf(page, /^Coarse/);
    await page.keyboard.press("Space");
    await expect(page).toHaveURL("/screening-equipment?screening=coarse,fine");
    await expect(coarse).toBeChecked();
    expect(both).toBeGreaterThan(0);

    // A number, typed: the list follows once typing pauses.
    const flow = filters(page).getByRole("textbox", { name: "Flow (m³/h)" });
    await flow.focus();
    await page.keyboard.type("300");
    await expect(page).toHaveURL("/screening-equipment?flow=300&screening=coarse,fine");
    await expect(flow).toHaveValue("300");
    await expect(flow).toBeFocused();
    await expect(status(page)).toContainText(/products? match|\d+ products?/);
    const shown = await cards(page).count();
    if (shown === 0) await expect(status(page)).toContainText("Try removing a filter.");

    await page.goBack();
    await expect(page).toHaveURL("/screening-equipment?screening=coarse,fine");
    await expect(flow).toHaveValue("");
    await page.goBack();
    await expect(page).toHaveURL("/screening-equipment?screening=fine");
    await expect(coarse).not.toBeChecked();
    await expect(fine).toBeChecked();
    await expect(status(page)).toHaveText(countText(fineCount, "en"));

    // Clear filters: the listing as it was.
    await filters(page).getByRole("link", { name: "Clear filters" }).press("Enter");
    await expect(page).toHaveURL("/screening-equipment");
    await expect(fine).not.toBeChecked();
    await expect(status(page)).toHaveText("");
    expect(await sameDocument(page)).toBe(true);
  });

  test("filters in Spanish, numbers typed in the Spanish habit", async ({ page }) => {
    await open(page, "/es/equipos-de-desbaste");
    const fine = filters(page).getByRole("checkbox", { name: /^Finos/ });
    const count = await countOf(page, /^Finos/);
    await fine.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL("/es/equipos-de-desbaste?screening=fine");
    await expect(status(page)).toHaveText(countText(count, "es"));

    const spacing = filters(page).getByRole("textbox", { name: /^Separación entre barrotes/ });
    await spacing.focus();
    await page.keyboard.type("1,5");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/es/equipos-de-desbaste?screening=fine&bar-spacing=1.5");
    await expect(spacing).toHaveValue("1,5");
    expect(await sameDocument(page)).toBe(true);
  });

  test("the finder: a category chosen by the arrow keys, then its own filters", async ({ page }) => {
    await open(page, "/product-finder");
    const all = filters(page).getByRole("radio", { name: "All categories" });
    await expect(all).toBeChecked();
    const screening = filters(page).getByRole("radio", { name: /^Screening Equipment/ });
    const count = await countOf(page, /^Screening Equipment/);
    await all.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL("/product-finder?category=screening-equipment");
    await expect(screening).toBeChecked();
    await expect(screening).toBeFocused();
    await expect(status(page)).toHaveText(countText(count, "en"));
    await expect(cards(page)).toHaveCount(count);
    // The category's own list, counted within it.
    const fine = filters(page).getByRole("checkbox", { name: /^Fine/ });
    const fineCount = await countOf(page, /^Fine/);
    await fine.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL("/product-finder?category=screening-equipment&screening=fine");
    await expect(status(page)).toHaveText(countText(fineCount, "en"));
    await expect(cards(page)).toHaveCount(fineCount);
    expect(await sameDocument(page)).toBe(true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("the filters are a form the server answers, in English and Spanish", async ({ page }) => {
    await page.goto("/screening-equipment");
    const fine = filters(page).getByRole("checkbox", { name: /^Fine/ });
    const count = await countOf(page, /^Fine/);
    await fine.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL("/screening-equipment");
    await filters(page).getByRole("button", { name: "Apply filters" }).press("Enter");
    // The form as typed, redirected to the filters' one spelling.
    await expect(page).toHaveURL("/screening-equipment?screening=fine");
    await expect(fine).toBeChecked();
    await expect(status(page)).toHaveText(countText(count, "en"));

    const spacing = filters(page).getByRole("textbox", { name: /^Bar spacing/ });
    await spacing.fill("1,500");
    await spacing.press("Enter");
    await expect(page).toHaveURL("/screening-equipment?screening=fine&bar-spacing=1500");
    await expect(spacing).toHaveValue("1,500");

    await page.goto("/es/equipos-de-desbaste");
    const spanish = filters(page).getByRole("textbox", { name: /^Separación entre barrotes/ });
    await spanish.fill("1.500");
    await spanish.press("Enter");
    await expect(page).toHaveURL("/es/equipos-de-desbaste?bar-spacing=1500");
    await expect(spanish).toHaveValue("1500");
    await filters(page).getByRole("link", { name: "Quitar filtros" }).click();
    await expect(page).toHaveURL("/es/equipos-de-desbaste");
  });
});

for (const pass of [
  {
    locale: "es",
    width: 375,
    category: "/es/equipos-de-desbaste?screening=fine&material=stainless-steel",
    finder: "/es/buscador-de-productos",
    finderFiltered: "/es/buscador-de-productos?category=screening-equipment&application=municipal",
  },
  {
    locale: "en",
    width: 1280,
    category: "/screening-equipment?screening=fine&material=stainless-steel",
    finder: "/product-finder",
    finderFiltered: "/product-finder?category=screening-equipment&application=municipal",
  },
] as const) {
  test.describe(`${pass.locale} at ${pass.width} px`, () => {
    test.use({ viewport: { width: pass.width, height: 900 } });

    test("axe finds nothing on a filtered category and on the finder, and nothing scrolls sideways", async ({
      page,
    }) => {
      for (const path of [pass.category, pass.finder, pass.finderFiltered]) {
        await open(page, path);
        await expectNoAxeViolations(page, path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });
  });
}
