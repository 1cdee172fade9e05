import { expect, test, type Page } from "@playwright/test";
import { productDetails } from "../../app/content/product-details";
import { products } from "../../app/content/products";
import { expectNoAxeViolations } from "./axe";

// The twelve screening products, in catalogue order, with their addresses in each language.
const screening = products.flatMap((product) =>
  product.hasPage
    ? [
        {
          ...product,
          paths: { en: `/${product.slug.en}`, es: `/es/${product.slug.es}` },
          details: productDetails.find((details) => details.id === product.id)!,
        },
      ]
    : [],
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const HOME = { en: { label: "HOME", href: "/" }, es: { label: "INICIO", href: "/es" } };

test("the content has the twelve screening products, each with its details", () => {
  expect(screening).toHaveLength(12);
  for (const product of screening) expect(product.details, product.id).toBeDefined();
});

for (const product of screening) {
  for (const locale of ["en", "es"] as const) {
    const path = product.paths[locale];
    test(`${path}: name, breadcrumb, three paragraphs, key facts, gallery`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name[locale]);

      const breadcrumb = page.getByRole("navigation", {
        name: locale === "en" ? "Breadcrumb" : "Ruta de navegación",
      });
      const home = breadcrumb.getByRole("link");
      await expect(home).toHaveCount(1);
      await expect(home).toHaveAttribute("href", HOME[locale].href);
      // Shown in capitals, with '>' between the crumbs.
      const shown = `${HOME[locale].label}\\s*>\\s*${escapeRegExp(product.name[locale].toUpperCase())}`;
      await expect(breadcrumb).toHaveText(new RegExp(`^${shown}$`), { useInnerText: true });

      await expect(page.locator("[data-product-description] > p")).toHaveText(
        product.details.paragraphs[locale],
      );
      await expect(page.locator("[data-key-facts] > li")).toHaveText(product.details.keyFacts[locale]);
      const figures = page.locator("[data-product-gallery] > li");
      await expect(figures).toHaveCount(product.details.gallery.length);
      await expect(figures.locator("figcaption")).toHaveText(
        product.details.gallery.map((image) => image.title[locale]),
      );

      // The main image is the page's LCP image: preloaded and fetched with high priority.
      const main = page.locator("[data-product-description]").locator("xpath=..").locator("img").first();
      await expect(main).toHaveAttribute("fetchpriority", "high");
      await expect(page.locator("link[rel=preload][as=image]")).toHaveAttribute(
        "imagesrcset",
        new RegExp(`/images/${product.details.mainImage.src}-480\\.avif`),
      );

      const similar = page.locator("[data-similar-products] li");
      await expect(similar).toHaveCount(11);
      // Never the product itself.
      await expect(similar.locator(`a[href="${path}"]`)).toHaveCount(0);
    });
  }
}

test("structured data: a Product with the page's texts and absolute image addresses", async ({ page }) => {
  await page.goto("/es/tamiz-de-tambor-rotativo");
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
  const product = blocks.find((block) => block?.["@type"] === "Product");
  const drum = screening.find((item) => item.id === "drum-screen")!;
  expect(product).toMatchObject({
    name: "Tamiz de tambor rotativo",
    description: drum.details.paragraphs.es[0],
    category: "Water Treatment Equipment",
    brand: { name: "Akvaris Water Technologies" },
    manufacturer: { "@type": "Organization", name: "Akvaris Water Technologies" },
  });
  expect(product.url).toMatch(/^https?:\/\/[^/]+\/es\/tamiz-de-tambor-rotativo$/);
  expect(product.image).toHaveLength(1 + drum.details.gallery.length);
  for (const image of product.image)
    expect(image).toMatch(/^https?:\/\/[^/]+\/images\/products\/drum-screen\//);
  expect(blocks.some((block) => block?.["@type"] === "BreadcrumbList")).toBe(true);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^El tamiz de tambor rotativo es un tamiz fino/,
  );
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

  test("every card links to a product page that answers 200", async ({ page, request }) => {
    for (const locale of ["en", "es"] as const) {
      await page.goto(screening[0]!.paths[locale]);
      const links = page.locator("[data-similar-products] li a");
      await expect(links).toHaveCount(11);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
      expect(hrefs.sort()).toEqual(
        screening
          .slice(1)
          .map((product) => product.paths[locale])
          .sort(),
      );
      for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
    }
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

for (const { locale, path, action, heading, name, firstLine } of [
  {
    locale: "en",
    path: "/drum-screen",
    action: "Request a Quote",
    heading: "Quote request",
    name: "Drum Screen",
    firstLine: /^Request for quote: Drum Screen/,
  },
  {
    locale: "es",
    path: "/es/tamiz-de-tambor-rotativo",
    action: "Solicitar cotización",
    heading: "Solicitud de cotización",
    name: "Tamiz de tambor rotativo",
    firstLine: /^Solicitud de cotización: Tamiz de tambor rotativo/,
  },
]) {
  test(`${locale}: 'Request a quote' opens the contact form with the product chosen`, async ({ page }) => {
    await page.goto(path);
    const actions = page.getByRole("link", { name: action });
    // In the hero and again after the key facts.
    await expect(actions).toHaveCount(2);
    await actions.first().click();
    await expect(page).toHaveURL(`${locale === "en" ? "/contact" : "/es/contacto"}?product=drum-screen`);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(page.locator("[data-quote-product=drum-screen]")).toContainText(name);
    await expect(
      page
        .getByRole("main")
        .getByLabel(locale === "en" ? "Message" : "Mensaje")
        .first(),
    ).toHaveValue(firstLine);
  });
}

for (const width of [375, 1280]) {
  for (const { path, close } of [
    { path: "/drum-screen", close: "Close" },
    { path: "/es/tamiz-de-tambor-rotativo", close: "Cerrar" },
  ]) {
    test(`${path} at ${width} px: axe finds nothing, also with a gallery photo open; Esc closes it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      // The parts below the first screen hydrate as they come near: check them hydrated.
      await page.locator("[data-similar-products]").scrollIntoViewIfNeeded();
      await expect(page.locator("[data-similar-products][data-ready]")).toBeAttached();
      await page.locator("[data-product-gallery]").scrollIntoViewIfNeeded();
      await expect(page.locator("[data-product-gallery][data-ready]")).toBeAttached();
      await expectNoAxeViolations(page, `${path} at ${width}`);

      const tile = page.locator("[data-product-gallery] li > a").nth(1);
      const title = (await tile.locator("figcaption").textContent())!;
      await tile.click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: close })).toBeVisible();
      await expectNoAxeViolations(page, `${path} at ${width}, photo open`);
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
  }
}
