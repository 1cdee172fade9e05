import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element: from then on its handlers run. A click that
 * comes sooner takes the page's no-JavaScript path (a link loads a whole document, a form
 * posts natively), which is right for a visitor but not what a test of the scripted
 * behaviour means to click. On a slow machine the load event can come well before hydration.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(
      () => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
}
