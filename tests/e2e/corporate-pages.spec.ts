// The corporate pages in Chromium: About Us's mission and vision tabs by mouse and keyboard, a
// certificate's lightbox by mouse and keyboard, and the pages read and navigated without
// JavaScript. Their HTML (headings, certificate tiles, the catalogs' cards and links) is checked
// in tests/integration/catalogue-pages.test.ts; axe in catalogue-a11y.spec.ts.
import { expectHydrated } from "../support/hydrated";
import { expect, test } from "./fixtures";

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
  const tiles = page.locator("main li a[href^='/images/certificates/']");
  await expect(tiles).toHaveCount(4);
  // A click before the page's script runs would open the image itself.
  await expectHydrated(tiles.nth(2));
  await tiles.nth(2).click();
  const dialog = page.getByRole("dialog", { name: "ISO 9001:2015" });
  await expect(dialog).toBeVisible();
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
