// The header, its menus and the language switch in Chromium: the desktop header in English at
// 1280 px, the phone's menu at 375 px (a layout of its own), and scrolling. axe with a menu
// open is in site-a11y.spec.ts.
import { expectHydrated } from "../support/hydrated";
import { expect, test } from "./fixtures";

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("menus open one at a time, close on Escape and outside clicks, and lead to their pages", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const corporate = nav.locator("summary", { hasText: "Corporate" });
    const services = nav.locator("summary", { hasText: "Our Services" });
    // Escape and the outside click close a menu by the page's script: it must be running.
    await expectHydrated(corporate);

    await services.click();
    const servicesPanel = nav
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: "Our Services" }) });
    await expect(servicesPanel.getByRole("link")).toHaveCount(9);
    await expect(servicesPanel.getByRole("link", { name: "Odor Treatment" })).toBeVisible();

    await corporate.click();
    await expect(servicesPanel.getByRole("link", { name: "Odor Treatment" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "About Us" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "About Us" })).toBeHidden();
    await expect(corporate).toBeFocused();

    await nav.locator("summary", { hasText: "Products" }).click();
    await expect(nav.getByRole("link", { name: "Screening Equipment" })).toBeVisible();
    await page.mouse.click(1200, 600);
    await expect(nav.getByRole("link", { name: "Screening Equipment" })).toBeHidden();

    await corporate.click();
    await nav.getByRole("link", { name: "Certificates" }).click();
    await expect(page).toHaveURL("/certificates");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificates");
    await expect(nav.getByRole("link", { name: "Certificates" })).toBeHidden();
  });

  test("menus work by keyboard alone", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.locator("summary", { hasText: "Corporate" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/about-us");
  });

  test("the language menu goes to the same page in the other language and back", async ({ page }) => {
    await page.goto("/about-us");
    await page.locator("header summary[aria-label*='Change language']").first().click();
    await page.getByRole("link", { name: "Español" }).first().click();
    await expect(page).toHaveURL("/es/sobre-nosotros");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();

    await page.locator("header summary[aria-label*='Cambiar idioma']").first().click();
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL("/about-us");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a menu opened before the page's scripts arrive stays open once they have", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/entry.client-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/about-us");
    const language = page.locator("header details", {
      has: page.locator("summary[aria-label*='Change language']"),
    });
    await language.locator("summary").first().click();
    await expect(language.first()).toHaveAttribute("open", "");
    release();
    // Hydrated: the search link has become the dialog's button.
    await expect(page.locator("header").getByRole("button", { name: "Search", exact: true })).toBeVisible();
    await expect(language.first()).toHaveAttribute("open", "");
    await page.getByRole("link", { name: "Español" }).first().click();
    await expect(page).toHaveURL("/es/sobre-nosotros");
  });

  test("a text missing from the dictionary shows its key, and the page still works", async ({ page }) => {
    await page.goto("/about-us");
    // Hydrated: the switch is a client-side navigation that fetches loader data.
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.waitForLoadState("networkidle");
    // The language switch fetches the Spanish dictionary as root-loader data: take one
    // key out of it on the way, as a dictionary lacking it would send it.
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('"contactUs"', '"contactUsRemoved"');
        await route.fulfill({ response, body });
      },
    );
    await page.locator("header summary[aria-label*='Change language']").first().click();
    await page.getByRole("link", { name: "Español" }).first().click();
    await expect(page).toHaveURL("/es/sobre-nosotros");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: "nav.contactUs" })).toBeVisible();
    // The rest of the dictionary arrived and shows.
    await expect(header.getByRole("link", { name: "Catálogos" }).first()).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});

test.describe("phone header", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the accordion's groups expand independently and a link closes it", async ({ page }) => {
    await page.goto("/");
    await page.locator("[data-mobile-menu] > summary").click();
    const menu = page.locator("[data-mobile-menu] nav");
    await menu.locator("summary", { hasText: "Corporate" }).click();
    await menu.locator("summary", { hasText: "Products" }).click();
    await expect(menu.getByRole("link", { name: "About Us" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Mixers" })).toBeVisible();
    await menu.locator("summary", { hasText: "Corporate" }).click();
    await expect(menu.getByRole("link", { name: "About Us" })).toBeHidden();
    await expect(menu.getByRole("link", { name: "Mixers" })).toBeVisible();

    await menu.getByRole("link", { name: "Catalogs" }).click();
    await expect(page).toHaveURL("/catalogs");
    await expect(menu).toBeHidden();
  });

  test("the page is never wider than the phone", async ({ page }) => {
    // /es at 375 px: site-a11y.spec.ts.
    for (const path of ["/", "/about-us", "/es/certificados", "/catalogs"]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
});

test.describe("scrolling", () => {
  test("the back-to-top button appears past 300 px and scrolls smoothly to the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto("/about-us");
    const button = page.getByRole("button", { name: "Back to top" });
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 320));
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await button.click();
    // Smooth: on its way up, not there at once.
    const midway = await page.evaluate(() => window.scrollY);
    expect(midway).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("under reduced motion it jumps to the top at once", async ({ browser }) => {
    const context = await browser.newContext({
      reducedMotion: "reduce",
      viewport: { width: 1280, height: 600 },
    });
    const page = await context.newPage();
    await page.goto("/about-us");
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.getByRole("button", { name: "Back to top" }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  test("a route change starts at the top of the new page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto("/about-us");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Certificates" }).click();
    await expect(page).toHaveURL("/certificates");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
