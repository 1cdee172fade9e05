// The service pages in Chromium: one page read end to end, and the gallery (previous and next,
// dots, thumbnails on a phone, which images load, arrow keys, the lightbox, without JavaScript).
// Every service page's HTML is checked in tests/integration/catalogue-pages.test.ts; axe in
// catalogue-a11y.spec.ts.
import { pagePath } from "../../app/.server/pages";
import { serviceDetails } from "../../app/content/service-details";
import { services } from "../../app/content/services";
import { expect, test, type Page } from "./fixtures";

const detailsOf = (id: string) => serviceDetails.find((details) => details.id === id)!;

const [first] = services;
const firstDetails = detailsOf(first!.id);
const COUNT = firstDetails.gallery.length;
const PATH = pagePath(`service-${first!.id}`, "en");

// One service page read end to end; every service page's HTML in both languages is checked in
// tests/integration/catalogue-pages.test.ts.
test(`${PATH}: hero, text, gallery of ${firstDetails.gallery.length} and Service JSON-LD`, async ({
  page,
}) => {
  await page.goto(PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title.en);
  await expect(page.getByText(firstDetails.intro.en[0]!, { exact: true })).toBeVisible();
  for (const section of firstDetails.sections) {
    await expect(page.getByRole("heading", { level: 2, name: section.heading.en })).toBeVisible();
  }
  const bullets = firstDetails.sections.flatMap((section) => section.bullets?.en ?? []);
  for (const bullet of bullets) await expect(page.getByText(bullet, { exact: true })).toBeVisible();
  if (firstDetails.closing)
    await expect(page.getByText(firstDetails.closing.en, { exact: true })).toBeVisible();

  await expect(page.locator("[data-gallery-slide]")).toHaveCount(firstDetails.gallery.length);
  await expect(page.locator("[data-gallery-counter]")).toHaveText(`1 / ${firstDetails.gallery.length}`);
  await expect(page.locator("[data-gallery-slide] figcaption")).toHaveText(
    firstDetails.gallery.map((image) => image.title.en),
  );

  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
  const structured = jsonLd.find((data) => data["@type"] === "Service");
  expect(structured).toMatchObject({
    name: first!.title.en,
    description: first!.summary.en,
    provider: { "@type": "Organization", name: "Akvaris Water Technologies" },
  });
  expect(new URL(structured.url).pathname).toBe(PATH);
  expect(new URL(structured.image).pathname).toMatch(new RegExp(`^/images/${first!.hero.src}-\\d+\\.webp$`));
});

/** The page with its gallery scrolled into view and its script listening. */
async function openGallery(page: Page, path = PATH) {
  await page.goto(path);
  const region = page.locator("section[aria-roledescription]:has([data-gallery-counter])");
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute("data-ready", "");
  return region;
}

const slide = (page: Page, n: number) => page.locator(`[data-gallery-slide="${n}"]`);
/** A slide's own image (its lightbox holds another, loaded only once opened). */
const slideImage = (page: Page, n: number) => slide(page, n).locator("a > span img");
const counter = (page: Page) => page.locator("[data-gallery-counter]");

test.describe("the gallery", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("previous and next wrap both ways and the counter follows", async ({ page }) => {
    const region = await openGallery(page);
    await region.getByRole("button", { name: "Previous slide" }).click();
    await expect(counter(page)).toHaveText(`${COUNT} / ${COUNT}`);
    await expect(slide(page, COUNT - 1).locator("figcaption")).toBeInViewport();
    await expect(region.locator("[data-gallery-dots] button[aria-current='true']")).toHaveAccessibleName(
      `Image ${COUNT}: ${firstDetails.gallery[COUNT - 1]!.title.en}`,
    );
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(counter(page)).toHaveText(`1 / ${COUNT}`);
    await expect(slide(page, 0).locator("figcaption")).toBeInViewport();
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(counter(page)).toHaveText(`2 / ${COUNT}`);
    await expect(slide(page, 1).locator("figcaption")).toBeInViewport();
    // No rotation control: a gallery moves only when asked.
    await expect(region.getByRole("button", { name: /automatic slide show/ })).toHaveCount(0);
  });

  test("it does not advance by itself", async ({ page }) => {
    // The page's timers run on a clock the test moves: ten seconds pass without waiting them out.
    await page.clock.install();
    await openGallery(page);
    await page.mouse.move(0, 0);
    await page.clock.runFor(10_000);
    await expect(counter(page)).toHaveText(`1 / ${COUNT}`);
  });

  test("a dot picks its image", async ({ page }) => {
    const region = await openGallery(page);
    await region.locator("[data-gallery-dots] button").nth(4).click();
    await expect(counter(page)).toHaveText(`5 / ${COUNT}`);
    await expect(slide(page, 4).locator("figcaption")).toBeInViewport();
  });

  test("the current, next and previous images are loaded; a far one is not in the page", async ({ page }) => {
    await openGallery(page);
    for (const n of [0, 1, COUNT - 1]) {
      const image = slideImage(page, n);
      await expect(image).toHaveAttribute("loading", "eager");
      await expect(image).toHaveAttribute("src", /^\/images\/services\/.+\.webp$/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await expect(slide(page, 4).locator("img")).toHaveCount(0);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(slideImage(page, 2)).toHaveAttribute("loading", "eager");
    await expect(slide(page, 4).locator("img")).toHaveCount(0);
  });

  test("arrow keys move it while focus is inside, and focus stays on the shown image", async ({ page }) => {
    const region = await openGallery(page);
    await region.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText(`2 / ${COUNT}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter(page)).toHaveText(`${COUNT} / ${COUNT}`);
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText(`1 / ${COUNT}`);

    await slide(page, 0).getByRole("link").focus();
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText(`2 / ${COUNT}`);
    await expect(slide(page, 1).getByRole("link")).toBeFocused();
    await expect(slide(page, 1).locator("figcaption")).toBeInViewport();
  });

  test("the shown image opens in the lightbox by mouse and keyboard; Esc closes it and focus returns", async ({
    page,
  }) => {
    const region = await openGallery(page);
    await region.getByRole("button", { name: "Next slide" }).click();
    const title = firstDetails.gallery[1]!.title.en;
    const opener = slide(page, 1).getByRole("link");
    await expect(opener).toHaveAttribute("href", /-1200\.webp$/);
    await opener.click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("img")).toHaveJSProperty("complete", true);
    // Arrow keys inside the lightbox leave the gallery where it is.
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText(`2 / ${COUNT}`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

for (const [width, shown, hidden] of [
  [375, "thumbnails", "dots"],
  [1280, "dots", "thumbnails"],
] as const) {
  test(`at ${width} px the gallery shows ${shown}, not ${hidden}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openGallery(page);
    const visible = page.locator(`[data-gallery-${shown}]`);
    await expect(visible).toBeVisible();
    await expect(visible.getByRole("button")).toHaveCount(COUNT);
    await expect(page.locator(`[data-gallery-${hidden}]`)).toBeHidden();
    if (shown === "thumbnails") {
      await visible.getByRole("button").nth(2).click();
      await expect(counter(page)).toHaveText(`3 / ${COUNT}`);
      await expect(visible.getByRole("button").nth(2)).toHaveAttribute("aria-current", "true");
    }
  });
}

test("without JavaScript: the first image, every caption, and links to every large image", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(PATH);
  await expect(slideImage(page, 0)).toBeVisible();
  await expect(slide(page, 1).locator("img")).toHaveCount(0);
  await expect(page.locator("[data-gallery-slide] figcaption")).toHaveCount(COUNT);
  const links = page.locator("[data-gallery-thumbnails] a");
  await expect(links).toHaveCount(COUNT);
  await expect(links.first()).toHaveAttribute("aria-current", "true");
  await expect(links.nth(COUNT - 1)).toHaveAttribute("href", /gallery-0?8-1200\.webp$/);
  const response = await page.request.get(
    await links
      .nth(COUNT - 1)
      .getAttribute("href")
      .then(String),
  );
  expect(response.ok()).toBe(true);
  await context.close();
});
