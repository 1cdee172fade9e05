import { expect, test, type Page } from "@playwright/test";
import { categories } from "../../app/content/categories";
import { products } from "../../app/content/products";
import { expectNoAxeViolations } from "./axe";

/** Every listing in both languages, with its heading and how many products it has. */
const LISTINGS = categories.flatMap((category) => {
  const count = products.filter((product) => product.categoryId === category.id).length;
  return [
    { path: `/${category.slug.en}`, h1: category.title.en, count },
    { path: `/es/${category.slug.es}`, h1: category.title.es, count },
  ];
});

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

test("every category renders its heading, its cards (six at most at first) and its menu, in EN and ES", async ({
  page,
}) => {
  // Eighteen pages in one test: room for a busy machine.
  test.setTimeout(120_000);
  for (const { path, h1, count } of LISTINGS) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(h1);
    await expect(cards(page), path).toHaveCount(Math.min(count, 6));
    const current = main(page).locator("details a[aria-current='page']");
    await expect(current, path).toHaveText(h1);
    await expect(main(page).locator("details li"), path).toHaveCount(9);
    await expect(page.getByRole("button", { name: path.startsWith("/es") ? "Más" : "More" })).toHaveCount(
      count > 6 ? 1 : 0,
    );
  }
});

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

  test("a ?q= address opens the filtered list, not indexed, canonical to the listing; a submit works too", async ({
    page,
  }) => {
    await open(page, "/mixers?q=drum");
    await expect(status(page)).toHaveText('Showing 2 results for "drum"');
    await expect(main(page).getByRole("searchbox")).toHaveValue("drum");
    await expect(cards(page)).toHaveCount(2);
    await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", "noindex");
    await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", /\/mixers$/);

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

  test("the page carries keywords and an ItemList of its products", async ({ page }) => {
    await page.goto("/screening-equipment");
    await expect(page.locator("meta[name='keywords']")).toHaveAttribute(
      "content",
      /^Screening Equipment, Back Raked Mechanical Screen, .*Static Screen$/,
    );
    await expect(page.locator("meta[property='og:image']")).toHaveAttribute(
      "content",
      /\/images\/categories\/screening-equipment\/card-960\.webp$/,
    );
    const lists = await page
      .locator("script[type='application/ld+json']")
      .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? "{}")));
    const itemList = lists.find((data) => data["@type"] === "ItemList");
    expect(itemList.itemListElement).toHaveLength(12);
    expect(itemList.itemListElement[0].item).toMatchObject({
      "@type": "Product",
      name: "Back Raked Mechanical Screen",
      category: "Water Treatment Equipment",
    });
    expect(lists.some((data) => data["@type"] === "BreadcrumbList")).toBe(true);
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

for (const width of [375, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { path, menu } of [
      { path: "/screening-equipment", menu: "Product categories" },
      { path: "/es/equipos-de-desbaste", menu: "Categorías de productos" },
    ]) {
      test(`${path}: as loaded, with the menu open, and with a search`, async ({ page }) => {
        // Three full axe runs on a shared machine.
        test.setTimeout(90_000);
        await open(page, path);
        await expectNoAxeViolations(page, path);
        await menuToggle(page, menu).click();
        await expect(main(page).locator("details")).toHaveAttribute("open");
        await expectNoAxeViolations(page, `${path} menu open`);
        await open(page, `${path}?q=${path.startsWith("/es") ? "mezclador" : "mixer"}`);
        await expect(status(page)).not.toHaveText("");
        await expectNoAxeViolations(page, `${path} searching`);
      });
    }
  });
}
