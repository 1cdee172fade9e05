import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";

const PAGES = [
  { path: "/about-us", h1: /Since 2000/i },
  { path: "/es/sobre-nosotros", h1: /2000/ },
  { path: "/certificates", h1: "Certificates" },
  { path: "/es/certificados", h1: "Certificados" },
  { path: "/catalogs", h1: "Catalogs" },
  { path: "/es/catalogos", h1: "Catálogos" },
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { path, h1 } of PAGES) {
      test(`${path} renders and axe finds nothing`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
        await expectNoAxeViolations(page, path);
      });
    }
  });
}

test("About Us: mission by default, vision on its tab, with the mouse and the keyboard", async ({ page }) => {
  await page.goto("/about-us");
  await expect(page.getByRole("radio", { name: "Our Mission" })).toBeChecked();
  const mission = page.locator("[data-panel-index='0']");
  const vision = page.locator("[data-panel-index='1']");
  await expect(mission).toBeVisible();
  await expect(vision).toBeHidden();
  await page.getByText("Our Vision", { exact: true }).click();
  await expect(vision).toBeVisible();
  await expect(mission).toBeHidden();
  await page.getByRole("radio", { name: "Our Vision" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(mission).toBeVisible();
  await expect(page.getByText("12.000 m²")).toBeVisible();
  await expect(page.getByText("Solutions For A Green Future")).toBeVisible();
});

test("Certificates: a tile opens the lightbox by mouse and by keyboard; focus returns to the tile", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/certificates");
  for (const name of [
    "ISO 9001 Quality Management System",
    "ISO 14001 Environmental Management System",
    "ISO 45001 Occupational Health and Safety Management System",
  ]) {
    await expect(page.getByRole("heading", { name })).toBeVisible();
  }
  const tiles = page.locator("main li a[href^='/images/certificates/']");
  await expect(tiles).toHaveCount(4);
  await expect(page.locator("figcaption")).toHaveText([
    "ISO 45001:2018",
    /.+/,
    "ISO 9001:2015",
    "ISO 14001:2015",
  ]);

  await tiles.nth(2).click();
  const dialog = page.getByRole("dialog", { name: "ISO 9001:2015" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, "lightbox open");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(tiles.nth(2)).toBeFocused();

  await tiles.nth(0).focus();
  await page.keyboard.press("Enter");
  const first = page.getByRole("dialog", { name: "ISO 45001:2018" });
  await expect(first).toBeVisible();
  await first.getByRole("button", { name: "Close" }).click();
  await expect(first).toBeHidden();
  await expect(tiles.nth(0)).toBeFocused();
});

test("Catalogs: four cards whose Read More opens the document in a new tab", async ({ page }) => {
  await page.goto("/catalogs");
  const titles = page.locator("main h2");
  await expect(titles).toHaveText([
    "Product Catalog",
    "General Catalog",
    "Electrical and Automation Catalog",
    "Package Treatment Catalog",
  ]);
  const links = page.getByRole("link", { name: /Read More/ });
  await expect(links).toHaveCount(4);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /^\/documents\/[a-z-]+-en-[0-9a-f]{12}\.pdf$/);
  }
});

test("the site reads without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  await page.goto("/about-us");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Tabs switch without scripts.
  await page.getByText("Our Vision", { exact: true }).click();
  await expect(page.locator("[data-panel-index='1']")).toBeVisible();
  // The menus open without scripts.
  await page.locator("[data-mobile-menu] > summary").click();
  await page.locator("[data-mobile-menu] nav summary", { hasText: "Corporate" }).click();
  await page.locator("[data-mobile-menu] nav").getByRole("link", { name: "Certificates" }).click();
  await expect(page).toHaveURL("/certificates");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificates");
  await context.close();
});
