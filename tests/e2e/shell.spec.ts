// The page shell in Chromium: hydration without console errors or CSP violations, and the 404
// page's way home. The Spanish 404 page's HTML is checked in tests/integration/site-html.test.ts.
import { expect, test } from "./fixtures";

test("the home page hydrates with no console error and no CSP violation", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Wastewater Treatment Plants, Engineered End to End",
  );
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  );
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("an unknown address shows the 404 page whose link goes home", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
