// The product pages in Chromium: one page read end to end, the See Similar Products carousel
// (by mouse and keyboard, on a wide screen and a phone, without JavaScript), 'Request a quote',
// and a gallery photo's dialog. Every product page's HTML (in both languages), its JSON-LD and
// the similar products' links are checked in tests/integration/catalogue-pages.test.ts; axe in
// catalogue-a11y.spec.ts.
import { productDetails } from "../../app/content/product-details";
import { products } from "../../app/content/products";
import { expect, test, type Page } from "./fixtures";

const drum = products.find((product) => product.id === "drum-screen")!;
const drumDetails = productDetails.find((details) => details.id === "drum-screen")!;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("/drum-screen: name, breadcrumb in capitals, three paragraphs, key facts, gallery", async ({ page }) => {
  const path = `/${drum.slug.en}`;
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(drum.name.en);

  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  const home = breadcrumb.getByRole("link");
  await expect(home).toHaveCount(1);
  await expect(home).toHaveAttribute("href", "/");
  // Shown in capitals, with '>' between the crumbs.
  const shown = `HOME\\s*>\\s*${escapeRegExp(drum.name.en.toUpperCase())}`;
  await expect(breadcrumb).toHaveText(new RegExp(`^${shown}$`), { useInnerText: true });

  await expect(page.locator("[data-product-description] > p")).toHaveText(drumDetails.paragraphs.en);
  await expect(page.locator("[data-key-facts] > li")).toHaveText(drumDetails.keyFacts.en);
  const figures = page.locator("[data-product-gallery] > li");
  await expect(figures).toHaveCount(drumDetails.gallery.length);
  await expect(figures.locator("figcaption")).toHaveText(drumDetails.gallery.map((image) => image.title.en));

  // The main image is the page's LCP image: preloaded and fetched with high priority.
  const main = page.locator("[data-product-description]").locator("xpath=..").locator("img").first();
  await expect(main).toHaveAttribute("fetchpriority", "high");
  await expect(page.locator("link[rel=preload][as=image]")).toHaveAttribute(
    "imagesrcset",
    new RegExp(`/images/${drumDetails.mainImage.src}-480\\.avif`),
  );

  const similar = page.locator("[data-similar-products] li");
  await expect(similar).toHaveCount(11);
  // Never the product itself.
  await expect(similar.locator(`a[href="${path}"]`)).toHaveCount(0);
});

/** The similar products' section, brought into view so that it hydrates. */
async function similarSection(page: Page) {
  await page.locator("[data-similar-products]").scrollIntoViewIfNeeded();
  const section = page.locator("[data-similar-products][data-ready]");
  await expect(section).toBeAttached();
  return section;
}

/** The names of the similar products in view. */
async function shownNames(page: Page): Promise<string[]> {
  return page
    .locator("[data-similar-products] li")
    .filter({ visible: true })
    .getByRole("heading", { level: 3 })
    .allTextContents();
}

test.describe("See Similar Products at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("three at a time, moving by one and wrapping both ways, by mouse and keyboard", async ({ page }) => {
    await page.goto("/drum-screen");
    const section = await similarSection(page);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("See Similar Products");
    await expect(section.locator("li")).toHaveCount(11);
    const start = ["Grit Classifier", "Internal Feed Drum Screen", "Manual Screen"];
    await expect.poll(() => shownNames(page)).toEqual(start);

    const next = section.getByRole("button", { name: "Next products" });
    const previous = section.getByRole("button", { name: "Previous products" });
    await next.click();
    await expect
      .poll(() => shownNames(page))
      .toEqual(["Internal Feed Drum Screen", "Manual Screen", "Perforated Screen"]);
    await previous.click();
    await expect.poll(() => shownNames(page)).toEqual(start);

    // Previous from the start wraps to the end of the list …
    await previous.click();
    const end = ["Compactor and Screening Press", "Grit Classifier", "Internal Feed Drum Screen"];
    await expect.poll(() => shownNames(page)).toEqual(end);
    // … and next from the end wraps to the start, here by keyboard.
    await next.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => shownNames(page)).toEqual(start);
    await page.keyboard.press("Space");
    await expect
      .poll(() => shownNames(page))
      .toEqual(["Internal Feed Drum Screen", "Manual Screen", "Perforated Screen"]);

    // Eleven steps forward come back to the start.
    for (let step = 0; step < 10; step += 1) await next.click();
    await expect.poll(() => shownNames(page)).toEqual(start);
  });

  test("a card's image is loaded only once the card is shown", async ({ page }) => {
    await page.goto("/drum-screen");
    const section = await similarSection(page);
    await expect(section.locator("li img")).toHaveCount(3);
    await section.getByRole("button", { name: "Next products" }).click();
    await expect(section.locator("li img")).toHaveCount(4);
    const perforated = section.locator("li[data-product-id=perforated-screen] img");
    await expect
      .poll(() => perforated.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test("a card opens its product's page", async ({ page }) => {
    await page.goto("/es/tamiz-de-tambor-rotativo");
    const section = await similarSection(page);
    await section.getByRole("button", { name: "Productos siguientes" }).click();
    await section.getByRole("link", { name: "Tamiz de chapa perforada" }).click();
    await expect(page).toHaveURL("/es/tamiz-de-chapa-perforada");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tamiz de chapa perforada");
    // The new page's row starts afresh, after the new product.
    await expect
      .poll(() => shownNames(page))
      .toEqual([
        "Reja de limpieza por cable",
        "Reja estática autolimpiante",
        "Reja mecánica de limpieza posterior",
      ]);
  });

  test("a gallery photo opens in a dialog by mouse and keyboard; Esc closes it and focus returns", async ({
    page,
  }) => {
    await page.goto("/drum-screen");
    await page.locator("[data-product-gallery]").scrollIntoViewIfNeeded();
    await expect(page.locator("[data-product-gallery][data-ready]")).toBeAttached();
    const tile = page.locator("[data-product-gallery] li > a").nth(1);
    const title = (await tile.locator("figcaption").textContent())!;
    await tile.click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();

    // By keyboard too.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test("'Request a Quote' opens the contact form with the product chosen", async ({ page }) => {
    await page.goto("/drum-screen");
    await page.getByRole("link", { name: "Request a Quote" }).first().click();
    await expect(page).toHaveURL("/contact?product=drum-screen");
    await expect(page.getByRole("heading", { name: "Quote request" })).toBeVisible();
    await expect(page.locator("[data-quote-product=drum-screen]")).toContainText("Drum Screen");
    await expect(page.getByRole("main").getByLabel("Message").first()).toHaveValue(
      /^Request for quote: Drum Screen/,
    );
  });
});

test("See Similar Products on a phone: one card at a time", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/manual-screen");
  const section = await similarSection(page);
  await expect.poll(() => shownNames(page)).toEqual(["Perforated Screen"]);
  await section.getByRole("button", { name: "Previous products" }).click();
  await expect.poll(() => shownNames(page)).toEqual(["Internal Feed Drum Screen"]);
});

test("without JavaScript all eleven similar products can be reached", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  await page.goto("/drum-screen");
  const links = page.locator("[data-similar-products] li a");
  await expect(links).toHaveCount(11);
  await expect(page.locator("[data-similar-products] button")).toHaveCount(0);
  // The row scrolls sideways: the last card can be brought into view and followed.
  const last = links.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await last.click();
  await expect(page).toHaveURL("/compactor-and-screening-press");
  await context.close();
});
