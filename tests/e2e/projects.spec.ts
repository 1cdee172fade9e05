// The project references in Chromium, on the demo references of a first start: the listing's
// filters by keyboard with script (no full page load) and without it (a GET form), the map's
// country markers by keyboard (on a phone, the list of countries that stands in for them), and
// axe on the listing and a reference's page, in English at 1280 px and in Spanish at 375 px. Their HTML (each filter, slugs, structured data) is
// tested in tests/integration/project-references.test.ts.
import { expectHydrated } from "../support/hydrated";
import { expectAccessibleScreen } from "./axe";
import { expect, test, type Page } from "./fixtures";

const PASSES = [
  {
    locale: "en",
    width: 1280,
    list: "/projects",
    reference: "/projects/demo-konya-inlet-works",
    country: "Country",
    mexico: /^Mexico: 2 references$/,
    twoInMexico: "2 plants in 1 country",
    all: "8 plants in 4 countries",
    show: "Show references",
  },
  {
    locale: "es",
    width: 375,
    list: "/es/proyectos",
    reference: "/es/proyectos/demo-obra-de-entrada-konya",
    country: "País",
    mexico: /^México: 2 referencias$/,
    twoInMexico: "2 plantas en 1 país",
    all: "8 plantas en 4 países",
    show: "Ver referencias",
  },
] as const;

const status = (page: Page) => page.locator("[data-projects-count]");

for (const pass of PASSES) {
  test.describe(`${pass.locale} at ${pass.width} px`, () => {
    test.use({ viewport: { width: pass.width, height: 900 } });

    test(`${pass.list}: filters by keyboard without a page load, the map's countries by keyboard; axe`, async ({
      page,
    }) => {
      await page.goto(pass.list);
      await expect(status(page)).toHaveText(pass.all);
      await expectAccessibleScreen(page, `${pass.list} as loaded`);
      const country = page.getByRole("combobox", { name: pass.country });
      await expectHydrated(country);
      // A mark on the document: a full page load would lose it.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

      // The country chosen with the keyboard: the list follows at once, announced as a status.
      await country.focus();
      await page.keyboard.press("ArrowDown");
      await expect(page).toHaveURL(/\?country=[A-Z]{2}$/);
      const chosen = new URL(page.url()).searchParams.get("country");
      await expect(country).toHaveValue(chosen!);
      await expect(status(page)).toHaveAttribute("role", "status");
      await expect(status(page)).not.toHaveText(pass.all);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

      // The map: its country markers are links reached by Tab, named with their counts; on a
      // phone the list of countries below it (the same links) stands in for them.
      const mexico =
        pass.width < 640
          ? page.locator("[data-country-list]").getByRole("link", { name: /^México \(2\)$/ })
          : page.locator('[data-map-country="MX"]');
      if (pass.width >= 640) await expect(mexico).toHaveAccessibleName(pass.mexico);
      else await expect(page.locator('[data-map-country="MX"]')).toBeHidden();
      await mexico.focus();
      await expect(mexico).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/[?&]country=MX$/);
      await expect(status(page)).toHaveText(pass.twoInMexico);
      await expect(page.locator('[data-map-country="MX"]')).toHaveAttribute("aria-current", "true");
      await expect(page.locator("[data-project]")).toHaveCount(2);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await expectAccessibleScreen(page, `${pass.list} filtered by Mexico`);
    });

    test(`${pass.list}: the filters work without JavaScript`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: pass.width, height: 900 },
        baseURL,
      });
      const page = await context.newPage();
      await page.goto(pass.list);
      await page.getByRole("combobox", { name: pass.country }).selectOption("MX");
      await page.getByRole("button", { name: pass.show }).click();
      await expect(page).toHaveURL(/\?(?:[a-z]+=&)*country=MX(?:&[a-z]+=)*$/);
      await expect(status(page)).toHaveText(pass.twoInMexico);
      await expect(page.locator("[data-project]")).toHaveCount(2);
      await context.close();
    });

    test(`${pass.reference}: a reference's page; axe`, async ({ page }) => {
      await page.goto(pass.reference);
      await expect(page.locator("[data-project-facts]")).toBeVisible();
      await expect(page.locator("[data-project-products] a").first()).toHaveAttribute(
        "href",
        /^\/(es\/)?[a-z-]+$/,
      );
      await page.locator("[data-project-gallery]").scrollIntoViewIfNeeded();
      await expectAccessibleScreen(page, pass.reference);
    });
  });
}
