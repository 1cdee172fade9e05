// Code that fails to arrive (issue 41, finding 11): a deploy replaced the build's hashed files
// under an open tab, a blocker, a flaky network. The page reloads once (a new build's files),
// and if the code still does not come, keeps the server's HTML, readable, its links loading
// whole pages; never the error screen with a file's internal address.
import type { Page } from "@playwright/test";
import { expectHydrated } from "../support/hydrated";
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

/** The documents the page loads (its first load, reloads, whole-page navigations; not a frame's). */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

test("a page whose form's code does not arrive reloads once, then stays readable with whole-page links (/es/contacto)", async ({
  page,
}) => {
  await page.route(/\/assets\/(contact-form|altcha-field)-[^/]+\.js$/, (route) => route.abort());
  const loads = documentLoads(page);
  await page.goto("/es/contacto");
  // Reloaded once, then held: the page is marked as one whose links and forms are the browser's.
  await expect.poll(() => loads).toEqual(["/es/contacto", "/es/contacto"]);
  await expect(page.locator("html[data-without-script]")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByLabel("Nombre", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("¡Error inesperado de la aplicación!")).toHaveCount(0);
  await expect(page.getByText(/\/assets\//)).toHaveCount(0);

  // A link of the hydrated header loads a whole page, the router left out.
  const about = page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link").first();
  const target = new URL((await about.getAttribute("href"))!, page.url()).pathname;
  await about.click();
  await expect.poll(() => loads.at(-1)).toBe(target);
  await expect(page).toHaveURL(target);
});

test("an open tab's navigation to a page whose code is gone loads the page whole, readable", async ({
  page,
}) => {
  const loads = documentLoads(page);
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  const products = nav.locator("summary", { hasText: "Products" });
  await expectHydrated(products);
  // The deploy: the category page's code of the build this tab runs is no longer served.
  await page.route(/\/assets\/category-page-[^/]+\.js$/, (route) => route.abort());
  await products.click();
  await nav.getByRole("link", { name: "Screening Equipment" }).click();
  await expect(page).toHaveURL("/screening-equipment");
  await expect.poll(() => loads).toEqual(["/", "/screening-equipment"]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Screening Equipment");
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
});
