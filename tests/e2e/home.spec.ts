// The home page's carousels, values block and world map in Chromium, in English at 1280 px
// (and the load's layout stability at 375 px). What the server's HTML holds (the hero's one
// server-rendered image, the world map's SVG, the latest news and the green banner's links) is
// checked in tests/integration/home.test.ts and site-html.test.ts; axe, in site-a11y.spec.ts.
import { expect, test, type Locator, type Page } from "./fixtures";

// The three carousels, by their accessible names.
const HERO = "Featured services";
const CATEGORIES = "Product categories";
const POLICIES = "Management policies";

const carousel = (page: Page, name: string) => page.getByRole("region", { name });
/** The slide shown: the only one of the track's slides that is not inert. */
const currentSlide = (region: Locator) => region.locator("[aria-live] > [role='group']:not([inert])");

/** The image of the track's nth slide (0-based), if it has one. */
const slideImage = (region: Locator, n: number) =>
  region.locator("[aria-live] > [role='group']").nth(n).locator("img");

/** The parts below the hero that hydrate as they near the viewport, top to bottom. */
const LAZY_PARTS = ["#company-title", "#manufacturing-title", "#news-title", "#green-title"];

async function openHome(page: Page, path = "/") {
  await page.goto(path);
  await expect(page.locator("section[aria-roledescription][data-ready]")).toHaveCount(1);
  // Scroll past every part so that each hydrates, then back to the top.
  for (const part of LAZY_PARTS) await page.locator(part).scrollIntoViewIfNeeded();
  // Every carousel has hydrated and listens.
  await expect(page.locator("section[aria-roledescription][data-ready]")).toHaveCount(3);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/**
 * A fake clock that moves only when the test says (page.clock.runFor): installed before
 * the page loads, so every carousel's timer starts on it.
 */
async function controlClock(page: Page) {
  const start = new Date("2026-06-01T08:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

/** Moves the mouse off the page's carousels (hovering one holds it). */
async function mouseAway(page: Page) {
  await page.mouse.move(1, 1);
}

test.describe("hero", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("arrow keys move it and wrap", async ({ page }) => {
    await openHome(page);
    const hero = carousel(page, HERO);
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "1 of 6");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(
      "Wastewater Treatment Plants, Engineered End to End",
    );
    await hero.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "2 of 6");
    await expect(currentSlide(hero).getByRole("heading", { level: 2 })).toBeInViewport();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "6 of 6");
    await expect(currentSlide(hero)).toContainText("Odor Control Your Neighbors Will Notice");
  });

  test("previous and next buttons move it and wrap; only the first slide has the h1", async ({ page }) => {
    await openHome(page);
    const hero = carousel(page, HERO);
    await hero.getByRole("button", { name: "Previous slide" }).click();
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "6 of 6");
    await hero.getByRole("button", { name: "Next slide" }).click();
    await hero.getByRole("button", { name: "Next slide" }).click();
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "2 of 6");
    await expect(currentSlide(hero).getByRole("heading", { level: 2 })).toHaveText(
      "Treatment Equipment Built in Our Own Factory",
    );
    await expect(page.locator("h1")).toHaveCount(1);
    // Each slide's button leads to the catalogs.
    await expect(currentSlide(hero).getByRole("link", { name: "Download Catalog" })).toHaveAttribute(
      "href",
      "/catalogs",
    );
  });

  test("the first slide's image loads first; the next and previous follow, the rest when wanted", async ({
    page,
  }) => {
    await openHome(page);
    const hero = carousel(page, HERO);
    await expect(slideImage(hero, 0)).toHaveAttribute("fetchpriority", "high");
    await expect(slideImage(hero, 1)).toHaveAttribute("loading", "eager");
    await expect(slideImage(hero, 5)).toHaveAttribute("loading", "eager");
    await expect(slideImage(hero, 3)).toHaveCount(0);
    await page.getByRole("group", { name: "Our services" }).getByRole("button").nth(3).click();
    await expect(slideImage(hero, 3)).toHaveAttribute("loading", "eager");
    await expect(slideImage(hero, 2)).toHaveCount(1);
    await expect(slideImage(hero, 4)).toHaveCount(1);
  });

  test("the six service shortcuts pick their slide", async ({ page }) => {
    await openHome(page);
    const hero = carousel(page, HERO);
    const shortcuts = page.getByRole("group", { name: "Our services" }).getByRole("button");
    await expect(shortcuts).toHaveText([
      /Wastewater Treatment/,
      /Mechanical Equipment Manufacturing/,
      /Drinking Water Treatment/,
      /Sludge Dewatering/,
      /Biological Package Wastewater Treatment/,
      /Odor Treatment/,
    ]);
    await shortcuts.nth(3).click();
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "4 of 6");
    await expect(currentSlide(hero)).toContainText("Less Sludge, Lower Disposal Costs");
    await expect(currentSlide(hero).getByRole("heading")).toBeInViewport();
    await expect(shortcuts.nth(3)).toHaveAttribute("aria-current", "true");
    await expect(shortcuts.nth(0)).toHaveAttribute("aria-current", "false");
    await shortcuts.nth(0).click();
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "1 of 6");
  });

  test("advances every 5 seconds and wraps after the sixth slide", async ({ page }) => {
    await controlClock(page);
    await openHome(page);
    await mouseAway(page);
    const hero = carousel(page, HERO);
    await page.clock.runFor(4_900);
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "1 of 6");
    await page.clock.runFor(200);
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "2 of 6");
    for (const n of [3, 4, 5, 6, 1]) {
      await page.clock.runFor(5_000);
      await expect(currentSlide(hero)).toHaveAttribute("aria-label", `${n} of 6`);
    }
    // While it rotates, screen readers are not told of every change.
    await expect(hero.locator("#hero-slides")).toHaveAttribute("aria-live", "off");
  });

  test("the pause control stops and restarts rotation", async ({ page }) => {
    await controlClock(page);
    await openHome(page);
    const hero = carousel(page, HERO);
    const stop = hero.getByRole("button", { name: "Stop automatic slide show" });
    await expect(stop).toBeVisible();
    await stop.click();
    const start = hero.getByRole("button", { name: "Start automatic slide show" });
    await expect(start).toBeVisible();
    // Stopped, slide changes are announced.
    await expect(hero.locator("#hero-slides")).toHaveAttribute("aria-live", "polite");
    await mouseAway(page);
    await page.clock.runFor(20_000);
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "1 of 6");

    await start.click();
    await mouseAway(page);
    await expect(stop).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "2 of 6");
  });

  test("hovering holds rotation until the mouse leaves", async ({ page }) => {
    await controlClock(page);
    await openHome(page);
    const hero = carousel(page, HERO);
    await hero.getByRole("heading", { level: 1 }).hover();
    await page.clock.runFor(15_000);
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "1 of 6");
    await mouseAway(page);
    await page.clock.runFor(5_000);
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "2 of 6");
  });

  test("keyboard focus entering stops rotation until the control restarts it", async ({ page }) => {
    await controlClock(page);
    await openHome(page);
    await mouseAway(page);
    const hero = carousel(page, HERO);
    // Tab from the header's last link into the hero: its first stop is the slide's link.
    await page.getByRole("link", { name: "CONTACT US" }).first().focus();
    await page.keyboard.press("Tab");
    await expect(currentSlide(hero).getByRole("link", { name: "Download Catalog" })).toBeFocused();
    const start = hero.getByRole("button", { name: "Start automatic slide show" });
    await expect(start).toBeVisible();
    await page.clock.runFor(15_000);
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "1 of 6");

    // The rotation control is the next stop; restarting is explicit, so it holds with focus inside.
    await page.keyboard.press("Tab");
    await expect(start).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(hero.getByRole("button", { name: "Stop automatic slide show" })).toBeFocused();
    await page.clock.runFor(5_000);
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "2 of 6");
  });
});

test("under prefers-reduced-motion no carousel moves by itself", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await controlClock(page);
  await openHome(page);
  await mouseAway(page);
  await page.clock.runFor(30_000);
  for (const [name, count] of [
    [HERO, 6],
    [CATEGORIES, 9],
    [POLICIES, 3],
  ] as const) {
    const region = carousel(page, name);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", `1 of ${count}`);
    await expect(region.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
  }
  // Still operable by its buttons.
  await carousel(page, HERO).getByRole("button", { name: "Next slide" }).click();
  await expect(currentSlide(carousel(page, HERO))).toHaveAttribute("aria-label", "2 of 6");
});

test.describe("product-category carousel", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("hydrates only when it nears the viewport, and works from then on", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("section[aria-roledescription][data-ready]")).toHaveCount(1);
    const region = carousel(page, CATEGORIES);
    // Server-rendered and readable, but not hydrated while far below the first screen.
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "1 of 9");
    await page.waitForTimeout(500);
    await expect(region).not.toHaveAttribute("data-ready");
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute("data-ready", "");
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "2 of 9");
  });

  test("arrows and thumbnails move it; it wraps; Learn More leads to the category", async ({ page }) => {
    await openHome(page);
    const region = carousel(page, CATEGORIES);
    await region.scrollIntoViewIfNeeded();
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "1 of 9");
    await expect(currentSlide(region).getByRole("link", { name: "Learn More" })).toHaveAttribute(
      "href",
      "/screening-equipment",
    );
    await region.getByRole("button", { name: "Previous slide" }).click();
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "9 of 9");
    await expect(currentSlide(region).getByRole("heading")).toHaveText("Package Wastewater Treatment");
    await region.getByRole("button", { name: "Next slide" }).click();
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "2 of 9");

    const thumbnails = region.getByRole("list", { name: "Choose a product category" }).getByRole("button");
    await expect(thumbnails).toHaveCount(9);
    await region.getByRole("button", { name: "Mixers" }).click();
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "8 of 9");
    await expect(currentSlide(region).getByRole("heading")).toBeInViewport();
    await expect(page.getByRole("button", { name: "Mixers" })).toHaveAttribute("aria-current", "true");
    await currentSlide(region).getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL("/mixers");
  });

  test("advances every 5 seconds, wraps, and has the current, next and previous images loading", async ({
    page,
  }) => {
    await controlClock(page);
    await openHome(page);
    const region = carousel(page, CATEGORIES);
    await region.scrollIntoViewIfNeeded();
    await mouseAway(page);
    await expect(slideImage(region, 0)).toHaveAttribute("loading", "eager");
    await expect(slideImage(region, 1)).toHaveAttribute("loading", "eager");
    await expect(slideImage(region, 8)).toHaveAttribute("loading", "eager");
    // The rest are not in the page until they are next to the slide shown.
    await expect(slideImage(region, 4)).toHaveCount(0);
    await expect(slideImage(region, 7)).toHaveCount(0);

    await region.getByRole("button", { name: "Previous slide" }).click();
    await mouseAway(page);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "9 of 9");
    await expect(slideImage(region, 7)).toHaveAttribute("loading", "eager");
    // One shown before keeps its image.
    await expect(slideImage(region, 1)).toHaveCount(1);
    await page.clock.runFor(5_000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "1 of 9");
    await page.clock.runFor(5_000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "2 of 9");
  });
});

test.describe("policy slider", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("dots jump to a slide and the side image follows", async ({ page }) => {
    await openHome(page);
    const region = carousel(page, POLICIES);
    await region.scrollIntoViewIfNeeded();
    const dots = region.getByRole("list", { name: "Choose a policy" }).getByRole("button");
    await expect(dots).toHaveCount(3);
    await expect(currentSlide(region).getByRole("heading")).toHaveText("Environmental Policy");
    await expect(region.getByRole("img")).toHaveCount(1);

    await dots.nth(1).click();
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "2 of 3");
    await expect(currentSlide(region).getByRole("heading")).toHaveText("Quality Policy");
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    // The one side image exposed (and shown) is the quality policy's.
    await expect(region.getByRole("img")).toHaveAttribute("src", /policy-quality/);

    await dots.nth(2).click();
    await expect(currentSlide(region).getByRole("heading")).toHaveText("Social Responsibility Policy");
    await expect(region.getByRole("img")).toHaveAttribute("src", /policy-social/);
  });

  test("advances every 9 seconds and wraps", async ({ page }) => {
    await controlClock(page);
    await openHome(page);
    const region = carousel(page, POLICIES);
    await region.scrollIntoViewIfNeeded();
    await mouseAway(page);
    await page.clock.runFor(8_900);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "1 of 3");
    await page.clock.runFor(200);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "2 of 3");
    await page.clock.runFor(9_000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "3 of 3");
    await page.clock.runFor(9_000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "1 of 3");
  });
});

test("values block: Our Policies by default, Our Values on its tab, by mouse and keyboard", async ({
  page,
}) => {
  await openHome(page);
  const block = page.getByRole("region", { name: "Policies and Values" });
  const policiesText = block.getByText(/^Our management policies set out/);
  const valuesText = block.getByText(/^Our values are the promises/);
  await expect(block.getByRole("radio", { name: "Our Policies" })).toBeChecked();
  await expect(policiesText).toBeVisible();
  await expect(valuesText).toBeHidden();
  await block.getByText("Our Values", { exact: true }).click();
  await expect(valuesText).toBeVisible();
  await expect(policiesText).toBeHidden();
  await block.getByRole("radio", { name: "Our Values" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(policiesText).toBeVisible();
  await expect(block.getByRole("heading", { level: 3 })).toHaveText([
    "Quality Commitment",
    "Environmental Stewardship",
    "Safety Promise",
    "Responsibility and Continuity",
  ]);
});

test.describe("world map", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("has a Turkey marker whose tooltip shows on hover and on focus", async ({ page }) => {
    await openHome(page);
    const section = page.getByRole("region", { name: "Serving Customers Around the World" });
    const map = section.getByRole("img", { name: /World map/ });
    await map.scrollIntoViewIfNeeded();

    const turkey = section.getByRole("button", { name: "Turkey" });
    const tooltip = page.locator("#map-tip-turkey");
    await expect(turkey).toHaveAccessibleDescription(/Headquarters and production/);
    await expect(tooltip).toBeHidden();
    await turkey.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText(/Turkey\s*Headquarters and production/);
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
    await mouseAway(page);

    // By keyboard: Tab onto the marker from the element before it.
    await carousel(page, POLICIES).getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Tab");
    await expect(turkey).toBeFocused();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();

    await expect(section.getByRole("button", { name: "Houston, Texas" })).toHaveAccessibleDescription(
      /Office for the Americas/,
    );
  });
});

test("nothing shifts while the page loads and the carousels start", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await openHome(page);
  // Embla attached to the hero (it moves the slides with transforms once it has).
  await expect(page.locator("#hero-slides")).toHaveAttribute("style", /transform/);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01);
});
