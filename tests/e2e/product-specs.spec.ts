// A product page's specifications in Chromium. The units switch by keyboard with the page's
// script: the table's figures change in place (no new page), focus stays on the button pressed,
// the choice is remembered on the next page and metric forgets it. The shared server's drum
// screen gets a flow and a drive power first, published through the content editor's form as
// an editor's browser posts it (the seed states no figure whose units differ). Then axe on the
// product page with its table, as loaded and in US units, in Spanish at 375 px and in English
// at 1280 px, the page kept from scrolling sideways. The server's HTML and the switch without
// script are tested in tests/integration/product-specs.test.ts.
import { expectHydrated } from "../support/hydrated";
import { expectNoAxeViolations } from "./axe";
import { ADMIN, expect, test, type Page } from "./fixtures";

/** The drum screen's figures added for the test, as the editor's form names a value's parts. */
const FIGURES = [
  { field: "flow", min: "100", max: "500", unit: "m3/h" },
  { field: "drive-power", min: "0.37", max: "1.5", unit: "kw" },
];

/** Publishes the drum screen with FIGURES among its values, through its editor's form. */
async function publishFigures(page: Page, origin: string) {
  await page.goto(`${origin}/admin/content?q=drum-screen`);
  const href = await page
    .getByRole("link", { name: "Drum Screen", exact: true })
    .first()
    .getAttribute("href");
  await page.goto(`${origin}${href}`);
  const done = await page.evaluate(async (figures) => {
    const form = document.querySelector<HTMLFormElement>("form:has(input[name='version'])")!;
    const entries = [...new FormData(form)].filter(([name]) => name !== "intent") as [string, string][];
    // The form's own entries for these fields replaced by ours (`specs.<field>.<part>`).
    const ours = new Set(figures.map((figure) => figure.field));
    const rest = entries.filter(([name]) => !ours.has(/^specs\.([^.]+)\./.exec(name)?.[1] ?? ""));
    const specs = figures.flatMap(({ field, ...parts }) =>
      Object.entries(parts).map(([part, value]): [string, string] => [`specs.${field}.${part}`, value]),
    );
    const response = await fetch(form.action, {
      method: "POST",
      body: new URLSearchParams([...rest, ...specs, ["intent", "publish"]]),
    });
    return new URL(response.url).searchParams.get("done");
  }, FIGURES);
  expect(done, "the drum screen's figures published").toBe("published");
}

const flowRow = (page: Page, name: string) =>
  page.locator("[data-spec-table] tr", { has: page.getByRole("rowheader", { name, exact: true }) });

test("the units switch by keyboard changes the figures in place and is remembered", async ({
  browser,
  accounts,
  origin,
}) => {
  test.setTimeout(120_000);
  const editor = await accounts.signedInPage(browser, ADMIN);
  await publishFigures(editor, origin);
  await editor.context().close();

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}/drum-screen`);
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Specifications" }) });
  await section.scrollIntoViewIfNeeded();
  const group = section.getByRole("group", { name: "Units" });
  const metric = group.getByRole("button", { name: "Metric" });
  const us = group.getByRole("button", { name: "US customary" });
  await expect(flowRow(page, "Flow").getByRole("cell")).toHaveText("100 to 500 m³/h");
  await expect(metric).toHaveAttribute("aria-pressed", "true");
  await expect(us).toHaveAttribute("aria-pressed", "false");
  await expectHydrated(us);

  // No new page: a mark on this one stays.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await metric.focus();
  await page.keyboard.press("Tab");
  await expect(us).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(flowRow(page, "Flow").getByRole("cell")).toHaveText("440 to 2,201 gpm");
  await expect(flowRow(page, "Drive power").getByRole("cell")).toHaveText("0.496 to 2.01 hp");
  await expect(us).toHaveAttribute("aria-pressed", "true");
  await expect(metric).toHaveAttribute("aria-pressed", "false");
  await expect(us).toBeFocused();
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  expect((await context.cookies()).find((cookie) => cookie.name === "site.units")?.value).toBe("us");

  // Remembered: the next page (here in Spanish) is in US units from the server.
  await page.goto(`${origin}/es/tamiz-de-tambor-rotativo`);
  await expect(flowRow(page, "Caudal").getByRole("cell")).toHaveText("440 a 2201 gpm");
  const spanishMetric = page
    .getByRole("group", { name: "Unidades" })
    .getByRole("button", { name: "Métricas" });
  await spanishMetric.scrollIntoViewIfNeeded();
  await expectHydrated(spanishMetric);
  await spanishMetric.focus();
  await page.keyboard.press("Space");
  await expect(flowRow(page, "Caudal").getByRole("cell")).toHaveText("100 a 500 m³/h");
  await expect(spanishMetric).toBeFocused();
  await expect(spanishMetric).toHaveAttribute("aria-pressed", "true");
  expect((await context.cookies()).find((cookie) => cookie.name === "site.units")).toBeUndefined();
  await page.reload();
  await expect(flowRow(page, "Caudal").getByRole("cell")).toHaveText("100 a 500 m³/h");
  await context.close();
});

const PASSES = [
  {
    locale: "es",
    width: 375,
    product: "/es/tamiz-de-tambor-rotativo",
    title: "Especificaciones",
    us: "Estadounidenses",
  },
  { locale: "en", width: 1280, product: "/drum-screen", title: "Specifications", us: "US customary" },
] as const;

for (const pass of PASSES) {
  test.describe(`${pass.locale} at ${pass.width} px`, () => {
    test.use({ viewport: { width: pass.width, height: 900 } });

    test(`product page ${pass.product} with its specifications: as loaded and in US units`, async ({
      page,
    }) => {
      await page.goto(pass.product);
      const section = page.locator("section", { has: page.getByRole("heading", { name: pass.title }) });
      await section.scrollIntoViewIfNeeded();
      const table = section.getByRole("table", { name: pass.title });
      await expect(table).toBeVisible();
      expect(await table.getByRole("rowheader").count()).toBeGreaterThan(0);
      await expectAccessible(page, pass.product);

      const us = section.getByRole("button", { name: pass.us });
      await expectHydrated(us);
      await us.click();
      await expect(us).toHaveAttribute("aria-pressed", "true");
      await expectAccessible(page, `${pass.product}, US units`);
      await section.screenshot({ path: `.tmp/shots/product-specs-${pass.locale}-${pass.width}.png` });
    });
  });
}

/** axe finds nothing, and the page does not scroll sideways. */
async function expectAccessible(page: Page, what: string) {
  await expectNoAxeViolations(page, what);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}
