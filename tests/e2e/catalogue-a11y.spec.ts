// axe on the public catalogue's pages, each screen in each state once in Spanish at 375 px and
// once in English at 1280 px, with the page kept from scrolling sideways: a product page (as
// loaded and with a gallery photo open), a service page (as loaded and with its lightbox open),
// a category listing (as loaded, with its menu open, and with a search), and the corporate pages
// (About Us, Certificates as loaded and with a certificate open, Catalogs). The behaviour of
// these screens is tested in product-pages, service-pages, category-pages and corporate-pages.
import { pagePath } from "../../app/.server/pages";
import { services } from "../../app/content/services";
import { expectHydrated } from "../support/hydrated";
import { expectNoAxeViolations } from "./axe";
import { expect, test, type Page } from "./fixtures";

const SERVICE = `service-${services[0]!.id}` as const;

const PASSES = [
  {
    locale: "es",
    width: 375,
    product: "/es/tamiz-de-tambor-rotativo",
    // The breadcrumb reads in capitals (checked in English in product-pages.spec.ts).
    breadcrumb: { name: "Ruta de navegación", reads: /^INICIO\s*>\s*TAMIZ DE TAMBOR ROTATIVO$/ },
    close: "Cerrar",
    service: pagePath(SERVICE, "es"),
    category: "/es/equipos-de-desbaste",
    menu: "Categorías de productos",
    search: "mezclador",
    about: { path: "/es/sobre-nosotros", h1: /2000/ },
    certificates: { path: "/es/certificados", h1: "Certificados" },
    catalogs: { path: "/es/catalogos", h1: "Catálogos" },
  },
  {
    locale: "en",
    width: 1280,
    product: "/drum-screen",
    breadcrumb: { name: "Breadcrumb", reads: /^HOME\s*>\s*DRUM SCREEN$/ },
    close: "Close",
    service: pagePath(SERVICE, "en"),
    category: "/screening-equipment",
    menu: "Product categories",
    search: "mixer",
    about: { path: "/about-us", h1: /Since 2000/i },
    certificates: { path: "/certificates", h1: "Certificates" },
    catalogs: { path: "/catalogs", h1: "Catalogs" },
  },
] as const;

/** axe finds nothing, and the page does not scroll sideways. */
async function expectAccessible(page: Page, what: string) {
  await expectNoAxeViolations(page, what);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

for (const pass of PASSES) {
  test.describe(`${pass.locale} at ${pass.width} px`, () => {
    test.use({ viewport: { width: pass.width, height: 900 } });

    test(`product page ${pass.product}: as loaded and with a gallery photo open`, async ({ page }) => {
      await page.goto(pass.product);
      await expect(page.getByRole("navigation", { name: pass.breadcrumb.name })).toHaveText(
        pass.breadcrumb.reads,
        { useInnerText: true },
      );
      // The parts below the first screen hydrate as they come near: check them hydrated.
      await page.locator("[data-similar-products]").scrollIntoViewIfNeeded();
      await expect(page.locator("[data-similar-products][data-ready]")).toBeAttached();
      await page.locator("[data-product-gallery]").scrollIntoViewIfNeeded();
      await expect(page.locator("[data-product-gallery][data-ready]")).toBeAttached();
      await expectAccessible(page, pass.product);

      const tile = page.locator("[data-product-gallery] li > a").nth(1);
      const title = (await tile.locator("figcaption").textContent())!;
      await tile.click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: pass.close })).toBeVisible();
      await expectAccessible(page, `${pass.product}, photo open`);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });

    test(`service page ${pass.service}: as loaded and with the lightbox open`, async ({ page }) => {
      await page.goto(pass.service);
      const region = page.locator("section[aria-roledescription]:has([data-gallery-counter])");
      await region.scrollIntoViewIfNeeded();
      await expect(region).toHaveAttribute("data-ready", "");
      await expectAccessible(page, pass.service);
      await page.locator('[data-gallery-slide="0"]').getByRole("link").click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectAccessible(page, `${pass.service}, lightbox open`);
    });

    test(`category page ${pass.category}: as loaded, with the menu open, and with a search`, async ({
      page,
    }) => {
      // Three full axe runs on a shared machine.
      test.setTimeout(90_000);
      /** Opens a listing and waits until its script has taken over (the header's search became a button). */
      const open = async (path: string) => {
        await page.goto(path);
        await expect(page.locator("header button[aria-haspopup='dialog']")).toBeVisible();
      };
      const main = page.locator("main");
      await open(pass.category);
      await expectAccessible(page, pass.category);
      await main.locator("summary", { hasText: pass.menu }).click();
      await expect(main.locator("details")).toHaveAttribute("open");
      await expectAccessible(page, `${pass.category}, menu open`);
      await open(`${pass.category}?q=${pass.search}`);
      await expect(main.getByRole("status")).not.toHaveText("");
      await expectAccessible(page, `${pass.category}, searching`);
    });

    test(`corporate pages: About Us, Certificates (also with a certificate open), Catalogs`, async ({
      page,
    }) => {
      // Four full axe runs on a shared machine.
      test.setTimeout(90_000);
      for (const { path, h1 } of [pass.about, pass.certificates, pass.catalogs]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
        await expectAccessible(page, path);
        if (path !== pass.certificates.path) continue;

        const tile = page.locator("main li a[href^='/images/certificates/']").nth(2);
        // A click before the page's script runs would open the image itself.
        await expectHydrated(tile);
        await tile.click();
        await expect(page.getByRole("dialog", { name: "ISO 9001:2015" })).toBeVisible();
        await expectAccessible(page, `${path}, certificate open`);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();
      }
    });
  });
}
