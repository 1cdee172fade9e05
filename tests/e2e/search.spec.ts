// The search dialog in Chromium, in English at 1280 px, and the search page without script.
// The dialog's Spanish texts and axe (with results and with none) are in site-a11y.spec.ts.
import { expect, test, type Page } from "./fixtures";

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
    const input = dialog.getByRole("combobox", { name: "Search products, services and pages" });
    await expect(input).toBeFocused();
    await expect(dialog).toContainText("Start typing to search products, services, catalogs and pages.");

    await input.fill("   ");
    await expect(dialog).toContainText("Start typing");

    // 15 pages and products, and news posts: ten places, three of them the newest posts.
    await input.fill("SCREEN");
    await expect(dialog).toContainText(/(1[6-9]|[2-9]\d) results for "SCREEN" Showing the first 10\./);
    const options = dialog.getByRole("option");
    await expect(options).toHaveCount(10);
    await expect(dialog.getByRole("option", { name: / Media / })).toHaveCount(3);
    await expect(options.nth(7)).toContainText("Media");
    const drum = dialog.getByRole("option", { name: /^Drum Screen Product/ });
    await expect(drum).toHaveAttribute("href", "/drum-screen");
    await expect(drum).toContainText("Screening Equipment");

    await input.fill("certif");
    const result = dialog.getByRole("option", { name: /^Certificates Page/ });
    await result.click();
    await expect(page).toHaveURL("/certificates");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificates");

    // The text was cleared on the way.
    await searchButton(page).click();
    await expect(dialogOf(page).getByRole("combobox")).toHaveValue("");
  });

  test("names the query when nothing matches; clear, Escape and focus", async ({ page }) => {
    await open(page, "/catalogs");
    await searchButton(page).click();
    const dialog = dialogOf(page);
    const input = dialog.getByRole("combobox");
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
    await dialogOf(page).getByRole("combobox").fill("drum");
    await expect(dialogOf(page).getByRole("option", { name: /^Drum Screen Product/ })).toBeVisible();
    await dialogOf(page).getByRole("combobox").fill("mixer");
    await expect(dialogOf(page).getByRole("option", { name: /^Mixers Page/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("footer")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Latest News" })).toBeAttached();
    await expect(page.getByRole("region", { name: "Product categories" })).toBeAttached();
  });
});

test.describe("search dialog by keyboard", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Ctrl+K, ⌘K and / open it, but / typed in a form field is just typed", async ({ page }) => {
    await open(page, "/contact");
    const dialog = dialogOf(page);
    for (const keys of ["Control+K", "Meta+K", "/"]) {
      await page.keyboard.press(keys);
      await expect(dialog, keys).toBeVisible();
      await expect(dialog.getByRole("combobox")).toBeFocused();
      await expect(dialog.getByRole("combobox")).toHaveValue("");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      // Back on the button that opens it (and no longer in the dialog's field, where "/" types).
      await expect(searchButton(page)).toBeFocused();
    }

    const firstName = page.getByRole("textbox", { name: /First name/ });
    await firstName.click();
    await page.keyboard.type("a/b");
    await expect(firstName).toHaveValue("a/b");
    await expect(dialog).toBeHidden();
    // Ctrl+K works from a field too (it types nothing there).
    await page.keyboard.press("Control+K");
    await expect(dialog).toBeVisible();
  });

  test("arrow keys move through the results, Enter opens the one chosen; the query is marked", async ({
    page,
  }) => {
    await open(page, "/about-us");
    await page.keyboard.press("/");
    const dialog = dialogOf(page);
    const input = dialog.getByRole("combobox");
    await input.fill("drum");
    const options = dialog.getByRole("option");
    await expect(options.first()).toHaveAccessibleName(/^Drum Screen Product/);
    await expect(dialog.getByRole("option", { name: / Media / }).first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(3);
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(input).not.toHaveAttribute("aria-activedescendant");

    const chosen = async (index: number) => {
      const option = options.nth(index);
      await expect(option).toHaveAttribute("aria-selected", "true");
      await expect(input).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
      await expect(dialog.locator("[aria-selected=true]")).toHaveCount(1);
    };
    await page.keyboard.press("ArrowDown");
    await chosen(0);
    await page.keyboard.press("ArrowDown");
    await chosen(1);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await chosen(count - 1); // round to the last
    await page.keyboard.press("ArrowDown");
    await chosen(0);
    await expect(input).toBeFocused();

    // "Drum" marked where it stands, in its own case, in titles and descriptions.
    await expect(options.first().locator("mark")).toHaveText(["Drum"]);
    const marks = await dialog.locator("mark").allTextContents();
    expect(marks.length).toBeGreaterThanOrEqual(count);
    expect(marks.every((text) => text.toLowerCase() === "drum")).toBe(true);

    await page.keyboard.press("ArrowDown");
    await chosen(1);
    const href = await options.nth(1).getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(href!);
    await expect(dialog).toBeHidden();
  });

  test("finds news by their title or excerpt and links each to its post, in English and Spanish", async ({
    page,
  }) => {
    await open(page, "/certificates");
    await page.keyboard.press("Control+K");
    const dialog = dialogOf(page);
    await dialog.getByRole("combobox").fill("sinaloa");
    const post = dialog.getByRole("option", { name: /^Rotary Drum Screens Ordered .* Media / });
    await expect(post).toHaveAttribute("href", "/media-center/post/9cceff63-b14d-4cb6-8fa9-7c1da4ec11ce");
    await expect(post.locator("mark")).toHaveText(["Sinaloa"]);
    await expect(dialog).toContainText('1 result for "sinaloa"');

    await open(page, "/es/certificados");
    await page.keyboard.press("Control+K");
    const dialogEs = dialogOf(page, "Buscar en el sitio");
    // Accents do not matter: "munich" finds "Múnich" in the Spanish title.
    await dialogEs.getByRole("combobox").fill("munich");
    const postEs = dialogEs.getByRole("option", { name: /^IFAT 2024 en Múnich.* Medios / });
    await expect(postEs).toHaveAttribute(
      "href",
      "/es/centro-de-medios/publicacion/68efe82e-aacd-4d7f-98e0-fb83ce957970",
    );
    await expect(postEs.locator("mark").first()).toHaveText("Múnich");
  });
});

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

  test("the search page lists matching news too, linked to their posts", async ({ page }) => {
    await page.goto("/search?q=Sinaloa");
    const post = page.getByRole("link", { name: /^Rotary Drum Screens Ordered .* Media / });
    await expect(post).toHaveAttribute("href", "/media-center/post/9cceff63-b14d-4cb6-8fa9-7c1da4ec11ce");
    await expect(post.locator("mark")).toHaveText(["Sinaloa"]);
  });
});
