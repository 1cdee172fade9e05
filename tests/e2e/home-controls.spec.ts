import { expect, test, type Locator, type Page } from "@playwright/test";

// Every control of the home page acts on the first click, tap or key press, whether or not
// its part of the page has hydrated yet (ADR 013), and the policy slider runs by itself.

const HERO = "Featured services";
const CATEGORIES = "Product categories";
const POLICIES = "Management policies";

const carousel = (page: Page, name: string) => page.getByRole("region", { name });
/** The slide shown: the only one of the track's slides that is not inert. */
const currentSlide = (region: Locator) => region.locator("[aria-live] > [role='group']:not([inert])");

/**
 * A clock that moves only when the test says: no carousel turns by itself meanwhile, so a
 * slide that changed was changed by the input under test.
 */
async function stopTime(page: Page) {
  const start = new Date("2026-06-01T08:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

/**
 * Holds back the scripts whose address matches, as a slow connection would, until the
 * returned function is called.
 */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  return release;
}

/** Brings an element into view at once (as a jump, an anchor or a fast fling does), no pointer involved. */
async function jumpTo(target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
}

/**
 * One click at the control's place on the screen: the mouse comes from elsewhere, presses
 * and releases at once (no hovering first).
 */
async function clickAt(control: Locator) {
  const box = await control.boundingBox();
  if (!box) throw new Error("the control is not on the screen");
  await control.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.use({ viewport: { width: 1440, height: 900 } });

test.describe("hero", () => {
  test("a click on Next and on a service shortcut before the page's scripts arrive moves it once they have", async ({
    page,
  }) => {
    await stopTime(page);
    const release = await holdScripts(page, /^\/assets\/.*\.js$/);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const hero = carousel(page, HERO);
    await clickAt(hero.getByRole("button", { name: "Next slide" }));
    release();
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "2 of 6");
    await expect(hero).toHaveAttribute("data-ready", "");
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "2 of 6");

    // A shortcut, on a fresh load.
    const held = await holdScripts(page, /^\/assets\/.*\.js$/);
    await page.goto("/es", { waitUntil: "domcontentloaded" });
    const shortcut = page.getByRole("group", { name: "Nuestros servicios" }).getByRole("button").nth(3);
    await clickAt(shortcut);
    held();
    await expect(shortcut).toHaveAttribute("aria-current", "true");
    await expect(currentSlide(carousel(page, "Servicios destacados"))).toHaveAttribute(
      "aria-label",
      "4 de 6",
    );
  });

  test("a click on Next right after load moves it", async ({ page }) => {
    await stopTime(page);
    await page.goto("/");
    const hero = carousel(page, HERO);
    await clickAt(hero.getByRole("button", { name: "Next slide" }));
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "2 of 6");
    await expect(hero).toHaveAttribute("data-ready", "");
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "2 of 6");
  });

  test("keyboard before the scripts arrive: Tab to Next, Enter, then ArrowRight, each moves it", async ({
    page,
  }) => {
    await stopTime(page);
    const release = await holdScripts(page, /^\/assets\/.*\.js$/);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const hero = carousel(page, HERO);
    // Tab from the slide's own link: the rotation control, Previous, then Next.
    await currentSlide(hero).getByRole("link", { name: "Download Catalog" }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    const next = hero.getByRole("button", { name: "Next slide" });
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowRight");
    release();
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "3 of 6");
    await expect(next).toBeFocused();
    // Keyboard focus inside holds the rotation (the focus came before the scripts did).
    await expect(hero.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", "4 of 6");
  });
});

test.describe("product-category carousel", () => {
  test("the first click on Next right after scrolling to it moves it", async ({ page }) => {
    await stopTime(page);
    await page.goto("/");
    const region = carousel(page, CATEGORIES);
    await jumpTo(region);
    await clickAt(region.getByRole("button", { name: "Next slide" }));
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "2 of 9");
    await expect(region).toHaveAttribute("data-ready", "");
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "2 of 9");
  });

  test("a click on Previous and on a thumbnail while its code is still on the way count once it arrives", async ({
    page,
  }) => {
    await stopTime(page);
    await page.goto("/");
    await expect(carousel(page, HERO)).toHaveAttribute("data-ready", "");
    const release = await holdScripts(page, /^\/assets\/home-sections-.*\.js$/);
    const region = carousel(page, CATEGORIES);
    await jumpTo(region);
    await clickAt(region.getByRole("button", { name: "Previous slide" }));
    release();
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "9 of 9");
    await expect(region).toHaveAttribute("data-ready", "");

    // A thumbnail, on a fresh load.
    const held = await holdScripts(page, /^\/assets\/home-sections-.*\.js$/);
    await page.goto("/");
    await expect(carousel(page, HERO)).toHaveAttribute("data-ready", "");
    await jumpTo(carousel(page, CATEGORIES));
    const mixers = carousel(page, CATEGORIES).getByRole("button", { name: "Mixers" });
    await clickAt(mixers);
    held();
    await expect(currentSlide(carousel(page, CATEGORIES))).toHaveAttribute("aria-label", "8 of 9");
    await expect(mixers).toHaveAttribute("aria-current", "true");
  });
});

test.describe("policy slider", () => {
  const dots = (region: Locator, name = "Choose a policy") =>
    region.getByRole("list", { name }).getByRole("button");

  test("the first click on a dot right after scrolling to it shows that policy, and the side image follows", async ({
    page,
  }) => {
    await stopTime(page);
    await page.goto("/");
    const region = carousel(page, POLICIES);
    await jumpTo(region);
    const social = dots(region).nth(2);
    await expect(social).toHaveAccessibleName("Social Responsibility Policy");
    await clickAt(social);
    await expect(currentSlide(region).getByRole("heading")).toHaveText("Social Responsibility Policy");
    await expect(social).toHaveAttribute("aria-current", "true");
    await expect(dots(region).nth(0)).toHaveAttribute("aria-current", "false");
    await expect(region.getByRole("img")).toHaveAttribute("src", /policy-social/);
  });

  test("the first click on Next right after scrolling to it moves it", async ({ page }) => {
    await stopTime(page);
    await page.goto("/es");
    const region = carousel(page, "Políticas de gestión");
    await jumpTo(region);
    await clickAt(region.getByRole("button", { name: "Diapositiva siguiente" }));
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "2 de 3");
    await expect(dots(region, "Elige una política").nth(1)).toHaveAttribute("aria-current", "true");
  });

  test("advances by itself every 9 seconds once scrolled to, with the pointer elsewhere", async ({
    page,
  }) => {
    await stopTime(page);
    await page.goto("/");
    await page.mouse.move(5, 5);
    const region = carousel(page, POLICIES);
    await jumpTo(region);
    await expect(region).toHaveAttribute("data-ready", "");
    await page.clock.runFor(8_900);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "1 of 3");
    await page.clock.runFor(1_000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "2 of 3");
    await expect(currentSlide(region).getByRole("heading")).toHaveText("Quality Policy");
    await expect(dots(region).nth(1)).toHaveAttribute("aria-current", "true");
    await expect(region.getByRole("img")).toHaveAttribute("src", /policy-quality/);
    await page.clock.runFor(9_000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "3 of 3");
  });

  test("holds while hovered, stops with keyboard focus inside or by its pause control", async ({ page }) => {
    await stopTime(page);
    await page.goto("/");
    await page.mouse.move(5, 5);
    const region = carousel(page, POLICIES);
    await jumpTo(region);
    await expect(region).toHaveAttribute("data-ready", "");

    await region.getByRole("heading", { level: 2 }).hover();
    await page.clock.runFor(20_000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "1 of 3");
    await page.mouse.move(5, 5);
    await page.clock.runFor(9_000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "2 of 3");

    // Tab in from the values block's tabs: the first dot.
    await page.getByRole("radio", { name: "Our Policies" }).focus();
    await page.keyboard.press("Tab");
    await expect(dots(region).nth(0)).toBeFocused();
    await expect(region.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "2 of 3");

    // Restarted by its control, stopped by it again.
    await region.getByRole("button", { name: "Start automatic slide show" }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(9_000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "3 of 3");
    await region.getByRole("button", { name: "Stop automatic slide show" }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(20_000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "3 of 3");
  });

  test("does not move by itself under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await stopTime(page);
    await page.goto("/");
    await page.mouse.move(5, 5);
    const region = carousel(page, POLICIES);
    await jumpTo(region);
    await expect(region).toHaveAttribute("data-ready", "");
    // Two intervals: a slider that turned would show the third slide (three would wrap to the first).
    await page.clock.runFor(20_000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "1 of 3");
    await expect(region.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
  });
});
