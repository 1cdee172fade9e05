import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";

/** Opens a page and waits until its script has taken over (the search link became a button). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("header button[aria-haspopup='dialog']")).toBeVisible();
}

const searchButton = (page: Page, name = "Search") =>
  page.locator("header").getByRole("button", { name, exact: true });
const dialogOf = (page: Page, name = "Search the site") => page.getByRole("dialog", { name });

test.describe("search dialog", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("prompts, finds as you type, caps at ten, and a result leads to its page", async ({ page }) => {
    await open(page, "/about-us");
    await searchButton(page).click();
    const dialog = dialogOf(page);
    const input = dialog.getByRole("searchbox", { name: "Search products, services and pages" });
    await expect(input).toBeFocused();
    await expect(dialog).toContainText("Start typing to search products, services, catalogs and pages.");

    await input.fill("   ");
    await expect(dialog).toContainText("Start typing");

    await input.fill("SCREEN");
    await expect(dialog).toContainText('15 results for "SCREEN" Showing the first 10.');
    await expect(dialog.getByRole("listitem")).toHaveCount(10);
    const drum = dialog.getByRole("link", { name: /^Drum Screen Product/ });
    await expect(drum).toHaveAttribute("href", "/drum-screen");
    await expect(drum).toContainText("Screening Equipment");

    await input.fill("certif");
    const result = dialog.getByRole("link", { name: /^Certificates Page/ });
    await result.click();
    await expect(page).toHaveURL("/certificates");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificates");

    // The text was cleared on the way.
    await searchButton(page).click();
    await expect(dialogOf(page).getByRole("searchbox")).toHaveValue("");
  });

  test("names the query when nothing matches; clear, Escape and focus", async ({ page }) => {
    await open(page, "/catalogs");
    await searchButton(page).click();
    const dialog = dialogOf(page);
    const input = dialog.getByRole("searchbox");
    await input.fill("qwertyzz");
    await expect(dialog).toContainText('No results found for "qwertyzz"');
    await expect(dialog).toContainText("Try different keywords or check spelling");

    await dialog.getByRole("button", { name: "Clear search" }).click();
    await expect(input).toHaveValue("");
    await expect(input).toBeFocused();
    await expect(dialog).toContainText("Start typing");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test("works on the home page, whose lower parts have not hydrated yet, and leaves them intact", async ({
    page,
  }) => {
    await open(page, "/");
    await searchButton(page).click();
    await dialogOf(page).getByRole("searchbox").fill("drum");
    await expect(dialogOf(page)).toContainText('3 results for "drum"');
    await dialogOf(page).getByRole("searchbox").fill("mixer");
    await expect(dialogOf(page).getByRole("link", { name: /^Mixers Page/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("footer")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Latest News" })).toBeAttached();
    await expect(page.getByRole("region", { name: "Product categories" })).toBeAttached();
  });

  test("in Spanish", async ({ page }) => {
    await open(page, "/es/sobre-nosotros");
    await searchButton(page, "Buscar").click();
    const dialog = dialogOf(page, "Buscar en el sitio");
    await expect(dialog).toContainText("Empieza a escribir");
    await dialog.getByRole("searchbox", { name: "Busca productos, servicios y páginas" }).fill("CATALOGO");
    const result = dialog.getByRole("link", { name: /^Catálogos Catálogo/ });
    await expect(result).toHaveAttribute("href", "/es/catalogos");
    await dialog.getByRole("searchbox").fill("xyzxyz");
    await expect(dialog).toContainText("No se encontraron resultados para «xyzxyz»");
    await expect(dialog).toContainText("Prueba con otras palabras clave o revisa la ortografía");
  });
});

for (const width of [375, 1280]) {
  test(`axe finds nothing with the search dialog open and showing results at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, "/");
    await searchButton(page).click();
    await dialogOf(page).getByRole("searchbox").fill("aeration");
    await expect(dialogOf(page).getByRole("listitem").first()).toBeVisible();
    await expectNoAxeViolations(page, `search dialog at ${width}px`);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("the search button is a link to the search page, which searches by its form", async ({ page }) => {
    await page.goto("/es/contacto");
    await page.locator("header").getByRole("link", { name: "Buscar", exact: true }).click();
    await expect(page).toHaveURL("/es/buscar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buscar");
    await page.getByRole("searchbox").fill("deshidratación");
    await page.getByRole("button", { name: "Buscar", exact: true }).last().click();
    await expect(page).toHaveURL(/\/es\/buscar\?q=deshidrataci/);
    await expect(page.getByRole("link", { name: /^Deshidratación de lodos Página/ })).toBeVisible();
    await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", "noindex");
  });
});
