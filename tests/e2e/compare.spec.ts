// Comparing products in Chromium (issue 44), with JavaScript and by keyboard: three products
// chosen with their 'Compare' toggles (two cards of a listing, one product page), the tray that
// lists them, the comparison opened from it, its differences-only switch (instant: the loader
// is not asked again), and 'Add all to quote', in English at 1280 px and in Spanish at 375 px;
// the toggles and the tray in the new language after the language switch (no page load).
// At 375 px the table scrolls sideways inside its region while the row headers stay in view,
// and the tray rests above the footer and keeps focused controls clear. axe finds nothing on
// the comparison (all rows, differences only) and on a listing with the tray, at 375 px in
// Spanish and 1280 px in English. A fifth product is refused beside its toggle. The toggle
// without JavaScript (a fifth refused there too) and the page's HTML are
// tests/integration/compare.test.ts's. The pages are the seed's
// (only a cookie is written), so the checks hold whatever figures the seed gives.
import { expectHydrated } from "../support/hydrated";
import { expectNoAxeViolations } from "./axe";
import { expect, test, type Locator, type Page } from "./fixtures";

const PASSES = [
  {
    locale: "en",
    width: 1280,
    category: "/screening-equipment",
    cards: ["Basket Screen", "Drum Screen"],
    product: { path: "/static-screen", name: "Static Screen" },
    ids: ["basket-screen", "drum-screen", "static-screen"],
    comparePath: "/compare",
    address: "/compare?products=basket-screen,drum-screen,static-screen",
    quotePath: "/quote",
    texts: {
      toggle: (name: string) => `Compare ${name}`,
      added: (name: string, count: number) => `${name} is in your comparison (${count} of 4).`,
      tray: "Products to compare",
      open: (count: number) => `Compare (${count})`,
      diffOnly: "Show differences only",
      addAll: "Add all to quote",
      addedAll: "3 products are in your quote list.",
      viewQuote: "View quote list",
      region: "Comparison table (scrolls sideways)",
    },
  },
  {
    locale: "es",
    width: 375,
    category: "/es/equipos-de-desbaste",
    cards: ["Cesta de desbaste", "Tamiz de tambor rotativo"],
    product: { path: "/es/reja-estatica-autolimpiante", name: "Reja estática autolimpiante" },
    ids: ["basket-screen", "drum-screen", "static-screen"],
    comparePath: "/es/comparar",
    address: "/es/comparar?productos=cesta-de-desbaste,tamiz-de-tambor-rotativo,reja-estatica-autolimpiante",
    quotePath: "/es/cotizacion",
    texts: {
      toggle: (name: string) => `Comparar ${name}`,
      added: (name: string, count: number) => `${name} está en tu comparación (${count} de 4).`,
      tray: "Productos para comparar",
      open: (count: number) => `Comparar (${count})`,
      diffOnly: "Mostrar solo las diferencias",
      addAll: "Añadir todos a la cotización",
      addedAll: "3 productos están en tu lista de cotización.",
      viewQuote: "Ver lista de cotización",
      region: "Tabla comparativa (se desplaza hacia los lados)",
    },
  },
] as const;

/** Focuses a control once its script runs and presses a key on it, as a keyboard user does. */
async function press(control: Locator, key = "Enter") {
  await expectHydrated(control);
  await control.focus();
  await control.press(key);
}

const tray = (page: Page) => page.locator("aside[data-compare-tray]");

for (const pass of PASSES) {
  test(`compare three products and add them to the quote, by keyboard (${pass.locale}, ${pass.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: pass.width, height: 900 });
    const { texts } = pass;
    // Two cards of the listing, then a product page.
    await page.goto(pass.category);
    for (const [index, name] of pass.cards.entries()) {
      const toggle = page.getByRole("button", { name: texts.toggle(name), exact: true });
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await press(toggle);
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByText(texts.added(name, index + 1))).toBeVisible();
      await expect(tray(page).locator("[data-compare-item]")).toHaveCount(index + 1);
    }
    await expect(tray(page).getByRole("status")).toHaveText(/^2 /);
    await page.goto(pass.product.path);
    const toggle = page.getByRole("button", { name: texts.toggle(pass.product.name), exact: true });
    await press(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(tray(page).locator("[data-compare-item]")).toHaveCount(3);
    await expect(page.getByRole("complementary", { name: texts.tray })).toBeVisible();

    // The tray's link opens the comparison: one column per product, in the order chosen.
    await press(tray(page).getByRole("link", { name: texts.open(3), exact: true }));
    await expect(page).toHaveURL(new RegExp(`${pass.comparePath}$`));
    const columns = page.locator("th[data-compare-column]");
    await expect(columns).toHaveCount(3);
    expect(
      await columns.evaluateAll((cells) => cells.map((cell) => cell.getAttribute("data-compare-column"))),
    ).toEqual([...pass.ids]);
    const rows = page.locator("tr[data-compare-row]");
    const all = await rows.count();
    const differing = await page.locator("tr[data-compare-row][data-differs]").count();
    expect(all).toBeGreaterThan(0);

    // Differences only, at once: the rows are already here, nothing is asked of the server.
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(".data")) asked.push(request.url());
    });
    const diffOnly = page.getByRole("checkbox", { name: texts.diffOnly });
    await press(diffOnly, "Space");
    await expect(page).toHaveURL(/[?&]diff=1$/);
    await expect(diffOnly).toBeChecked();
    await expect(rows).toHaveCount(differing);
    await expect(page.locator("tr[data-compare-row]:not([data-differs])")).toHaveCount(0);
    await diffOnly.press("Space");
    await expect(rows).toHaveCount(all);
    await expect(page).not.toHaveURL(/diff=/);
    expect(asked).toEqual([]);

    // Every product compared goes in the quote list.
    await press(page.getByRole("button", { name: texts.addAll, exact: true }));
    await expect(page.getByText(texts.addedAll)).toBeVisible();
    await expect(page.locator("header [data-quote-badge]")).toHaveAttribute("data-quote-badge", "3");
    await press(page.getByRole("link", { name: texts.viewQuote, exact: true }));
    await expect(page).toHaveURL(new RegExp(`${pass.quotePath}$`));
    await expect(page.locator("[data-quote-item]")).toHaveCount(3);
    expect(
      await page
        .locator("[data-quote-item]")
        .evaluateAll((items) => items.map((item) => item.getAttribute("data-quote-item"))),
    ).toEqual([...pass.ids]);
  });
}

test("a fifth product is refused beside its toggle, and none of the four is dropped", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const productId of [
    "back-raked-mechanical-screen",
    "basket-screen",
    "cable-operated-bar-screen",
    "drum-screen",
  ])
    await page.request.post("/compare", { form: { intent: "add", productId } });
  await page.goto("/screening-equipment");
  const fifth = page.getByRole("button", { name: "Compare Chain Driven Screen", exact: true });
  await press(fifth);
  await expect(
    page.getByText("You can compare up to 4 products: remove one to add Chain Driven Screen."),
  ).toBeVisible();
  await expect(fifth).toHaveAttribute("aria-pressed", "false");
  await expect(tray(page).locator("[data-compare-item]")).toHaveCount(4);
  await expect(tray(page).getByRole("link", { name: "Compare (4)", exact: true })).toBeVisible();
});

test("the toggles and the tray follow the language switch without a page load", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.request.post("/compare", { form: { intent: "add", productId: "drum-screen" } });
  await page.goto("/drum-screen");
  const language = page.locator("header summary[aria-label*='Change language']").first();
  await expectHydrated(language);
  await language.click();
  await page.getByRole("link", { name: "Español" }).first().click();
  await expect(page).toHaveURL("/es/tamiz-de-tambor-rotativo");
  // The site layout's data (where the toggles post, their words, the tray's) is the new language's.
  const toggle = page.getByRole("button", { name: "Comparar Tamiz de tambor rotativo", exact: true });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("form[data-compare-toggle]").first()).toHaveAttribute("action", "/es/comparar");
  await expect(tray(page).getByRole("link", { name: "Comparar (1)", exact: true })).toBeVisible();
});

test("at 375 px the table scrolls sideways inside its region, the row headers staying in view", async ({
  page,
}) => {
  const pass = PASSES[1];
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(pass.address);
  const region = page.getByRole("region", { name: pass.texts.region });
  const sizes = await region.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  // The page itself does not scroll sideways: only the table's region does.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // By keyboard: the region takes focus and the arrow key scrolls it to its end.
  await region.focus();
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press("ArrowRight");
    if (
      await region.evaluate((element) => element.scrollLeft + element.clientWidth >= element.scrollWidth - 1)
    )
      break;
  }
  expect(await region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

  const box = (await region.boundingBox())!;
  const headers = page.locator("tbody th[scope=row]");
  for (let index = 0; index < (await headers.count()); index += 1) {
    const header = headers.nth(index);
    const at = (await header.boundingBox())!;
    // Where it always is, at the region's left edge, and on top: what the eye sees there is it.
    expect(Math.abs(at.x - box.x)).toBeLessThanOrEqual(1);
    expect(
      await header.evaluate((element) => {
        // The row in the middle of the window (the window scrolls up and down, not sideways).
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2);
        const rect = element.getBoundingClientRect();
        const seen = document.elementFromPoint(rect.left + 8, rect.top + rect.height / 2);
        return seen !== null && element.contains(seen);
      }),
    ).toBe(true);
  }
  // The last product's column has come into view beside them.
  const last = (await page.locator("th[data-compare-column]").last().boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(box.x + box.width + 1);
});

/** axe finds nothing, and the page does not scroll sideways. */
async function expectAccessible(page: Page, what: string) {
  await expectNoAxeViolations(page, what);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

for (const pass of PASSES) {
  test.describe(`${pass.locale} at ${pass.width} px`, () => {
    test.use({ viewport: { width: pass.width, height: 900 } });

    test(`axe: the comparison, all rows and differences only`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(pass.address);
      await expect(page.locator("th[data-compare-column]")).toHaveCount(3);
      await expectHydrated(page.getByRole("checkbox", { name: pass.texts.diffOnly }));
      await expectAccessible(page, pass.address);
      await page.goto(`${pass.address}&diff=1`);
      await expect(page.getByRole("checkbox", { name: pass.texts.diffOnly })).toBeChecked();
      await expectAccessible(page, `${pass.address}&diff=1`);
    });

    test(`axe: a listing with the tray, which rests above the footer and keeps focus clear`, async ({
      page,
    }) => {
      for (const productId of pass.ids.slice(0, 2))
        expect((await page.request.post(pass.comparePath, { form: { intent: "add", productId } })).ok()).toBe(
          true,
        );
      await page.goto(pass.category);
      await expect(tray(page).locator("[data-compare-item]")).toHaveCount(2);
      await expectHydrated(tray(page).getByRole("link", { name: pass.texts.open(2), exact: true }));
      await expectAccessible(page, `${pass.category} with the tray`);

      // A control brought into view by focus is not hidden behind the tray.
      const lastToggle = page.locator("[data-compare-toggle] button").last();
      await page.evaluate(() => window.scrollTo(0, 0));
      await lastToggle.focus();
      const toggleBox = (await lastToggle.boundingBox())!;
      const trayBox = (await tray(page).boundingBox())!;
      expect(toggleBox.y + toggleBox.height).toBeLessThanOrEqual(trayBox.y);

      // At the page's end the tray sits above the footer, never over it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(async () => {
          const [bar, footer] = await Promise.all([
            tray(page).boundingBox(),
            page.locator("body > footer").boundingBox(),
          ]);
          return bar!.y + bar!.height - footer!.y;
        })
        .toBeLessThanOrEqual(0);
    });
  });
}
