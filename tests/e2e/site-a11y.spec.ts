// The public site's screens checked by axe, each in the state that matters: once at 375 px in
// Spanish and once at 1280 px in English, each beside a check that the page does not scroll
// sideways. The home page (as loaded, and with the hero's second slide shown), the header with a
// menu open (the phone's accordion at 375 px, a desktop menu at 1280 px), the search dialog
// showing results and showing none, and the news list, its second page and a post. All are read
// from Playwright's own server (its demo news).
//
// The Spanish pass also checks what only differs in wording in Spanish (the search dialog's
// texts and a Spanish-only address); the flows themselves are in home.spec.ts,
// site-shell.spec.ts, search.spec.ts and news.spec.ts.
import { expect, test, type Locator, type Page } from "./fixtures";
import { expectNoAxeViolations } from "./axe";

/** The demo news' post read in both passes (its Spanish address in Spanish). */
const POST = "9cceff63-b14d-4cb6-8fa9-7c1da4ec11ce";

const PASSES = [
  {
    width: 375,
    lang: "es",
    home: "/es",
    stop: "Detener la presentación automática",
    services: "Nuestros servicios",
    slide2: "2 de 6",
    search: { button: "Buscar", dialog: "Buscar en el sitio", query: "tambor" },
    news: "/es/centro-de-medios",
    post: `/es/centro-de-medios/publicacion/${POST}`,
  },
  {
    width: 1280,
    lang: "en",
    home: "/",
    stop: "Stop automatic slide show",
    services: "Our services",
    slide2: "2 of 6",
    search: { button: "Search", dialog: "Search the site", query: "screen" },
    news: "/media-center",
    post: `/media-center/post/${POST}`,
  },
] as const;

/** axe finds nothing, and the page is no wider than the viewport (no sideways scroll). */
async function expectAccessible(page: Page, width: number, context: string) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${context}: sideways scroll`,
  ).toBeLessThanOrEqual(width);
  await expectNoAxeViolations(page, `${context} at ${width}px`);
}

/** The parts below the hero that hydrate as they near the viewport, top to bottom. */
const LAZY_PARTS = ["#company-title", "#manufacturing-title", "#news-title", "#green-title"];
/** The slide shown: the only one of the track's slides that is not inert. */
const currentSlide = (region: Locator) => region.locator("[aria-live] > [role='group']:not([inert])");

/** The home page with every part hydrated (each scrolled to), back at the top. */
async function openHome(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("section[aria-roledescription][data-ready]")).toHaveCount(1);
  for (const part of LAZY_PARTS) await page.locator(part).scrollIntoViewIfNeeded();
  await expect(page.locator("section[aria-roledescription][data-ready]")).toHaveCount(3);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/** A page whose script has taken over (the header's search link became the dialog's button). */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("header button[aria-haspopup='dialog']")).toBeVisible();
}

for (const pass of PASSES) {
  const { width, lang } = pass;
  const en = lang === "en";

  test.describe(`${width} px, ${lang}`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("home, as loaded and with the hero's second slide shown", async ({ page }) => {
      await openHome(page, pass.home);
      await expectAccessible(page, width, pass.home);
      const hero = page.locator("section[aria-roledescription]").first();
      // Stopped first, so slide 2 stays while axe looks.
      await hero.getByRole("button", { name: pass.stop }).click();
      await page.getByRole("group", { name: pass.services }).getByRole("button").nth(1).click();
      await expect(currentSlide(hero)).toHaveAttribute("aria-label", pass.slide2);
      await expect(currentSlide(hero).getByRole("heading", { level: 2 })).toBeInViewport();
      await expectAccessible(page, width, `${pass.home}, slide 2`);
    });

    test(en ? "header with the Products menu open" : "header with the phone menu open", async ({ page }) => {
      await page.goto(pass.home);
      if (en) {
        const nav = page.getByRole("navigation", { name: "Main navigation" });
        await nav.locator("summary", { hasText: "Products" }).click();
        await expect(nav.getByRole("link", { name: "Screening Equipment" })).toBeVisible();
        await expectAccessible(page, width, "products menu open");
      } else {
        // One group opened and closed again, another open: the accordion's two states.
        await page.locator("[data-mobile-menu] > summary").click();
        const menu = page.locator("[data-mobile-menu] nav");
        await menu.locator("summary", { hasText: "Empresa" }).click();
        await menu.locator("summary", { hasText: "Productos" }).click();
        await menu.locator("summary", { hasText: "Empresa" }).click();
        await expect(menu.getByRole("link", { name: "Sobre nosotros" })).toBeHidden();
        await expect(menu.getByRole("link", { name: "Mezcladores" })).toBeVisible();
        await expectAccessible(page, width, "phone menu open");
      }
    });

    test("search dialog showing results, then none", async ({ page }) => {
      const { search } = pass;
      await openHydrated(page, pass.home);
      await page.locator("header").getByRole("button", { name: search.button, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: search.dialog });
      const input = dialog.getByRole("combobox");
      if (!en) {
        // The Spanish texts, and a Spanish address found whatever the case and accents.
        await expect(dialog).toContainText("Empieza a escribir");
        await expect(input).toHaveAccessibleName("Busca productos, servicios y páginas");
        await input.fill("CATALOGO");
        await expect(dialog.getByRole("option", { name: /^Catálogos Catálogo/ })).toHaveAttribute(
          "href",
          "/es/catalogos",
        );
      }
      await input.fill(search.query);
      await expect(
        dialog.locator("[role=option][href*='/post/'], [role=option][href*='/publicacion/']").first(),
      ).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await expect(dialog.locator("[aria-selected=true]")).toHaveCount(1);
      await expectAccessible(page, width, `search dialog with results on ${pass.home}`);

      await input.fill("xyzxyz");
      if (en) {
        await expect(dialog).toContainText('No results found for "xyzxyz"');
      } else {
        await expect(dialog).toContainText("No se encontraron resultados para «xyzxyz»");
        await expect(dialog).toContainText("Prueba con otras palabras clave o revisa la ortografía");
      }
      await expectAccessible(page, width, `search dialog with no results on ${pass.home}`);
    });

    test("news list, its second page, and a post", async ({ page }) => {
      for (const path of [pass.news, `${pass.news}?page=2`, pass.post]) {
        await page.goto(path);
        await expect(page.locator("main h1")).toBeVisible();
        await expectAccessible(page, width, path);
      }
    });
  });
}
