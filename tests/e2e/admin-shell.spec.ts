// The back office's own frame (issue 46): a side navigation of the user's tools in groups, a
// slim top bar with the language and the account, and none of the public site's chrome. At
// 1280 px in English: the navigation beside the page, hidden and shown again, the language
// switch and the account menu. At 375 px in Spanish: the drawer by keyboard (opened, Escape,
// a tool followed), and without script the menu link that shows the same navigation. axe on
// every state.
import { expectHydrated } from "../support/hydrated";
import { expectAccessibleScreen, expectNoAxeViolations } from "./axe";
import { ADMIN, expect, test, type Page } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

/** No sideways scrolling: the page is no wider than the window. */
const expectNoOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

test("the workspace at 1280 px in English: navigation beside the page, language and account", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN, { width: 1280 });
  await page.goto(`${origin}/admin/content`);
  const nav = page.getByRole("navigation", { name: "Admin tools" });
  await expect(nav).toBeVisible();
  await expectHydrated(page.getByRole("button", { name: "Hide the navigation" }));
  // The tools in their groups, the current one marked; none of the public site's chrome.
  for (const group of ["Overview", "Sales", "Content", "Administration", "Your account"])
    await expect(nav.getByRole("list", { name: group })).toBeVisible();
  await expect(nav.getByRole("list", { name: "Content" }).getByRole("link")).toHaveText([
    "Media Posts",
    "Site Content",
    "Translations",
    "Releases",
    "Media",
    "Downloads",
  ]);
  await expect(nav.getByRole("link", { name: "Site Content" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /contact us/i })).toHaveCount(0);
  await expect(page.getByRole("main")).toBeVisible();
  await expectAccessibleScreen(page, "workspace 1280 en");

  // Hidden for more room, remembered on the next page, shown again.
  await page.getByRole("button", { name: "Hide the navigation" }).click();
  await expect(nav).toBeHidden();
  await page.goto(`${origin}/admin/media`);
  await expectHydrated(page.getByRole("button", { name: "Show the navigation" }));
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: "Show the navigation" }).click();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole("link", { name: "Media", exact: true })).toHaveAttribute("aria-current", "page");

  // The account menu: who is signed in, the security page, the public site and signing out.
  await page.getByText("Account", { exact: true }).click();
  await expect(page.getByText(ADMIN)).toBeVisible();
  await expect(page.getByRole("link", { name: "View the site" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expectNoAxeViolations(page, "workspace account menu 1280 en");

  // This page in Spanish.
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/admin\/medios$/);
  await expect(page.getByRole("navigation", { name: "Herramientas de administración" })).toBeVisible();
  await page.close();
});

test("the workspace at 375 px in Spanish: the drawer by keyboard", async ({ browser, accounts, origin }) => {
  const page = await accounts.signedInPage(browser, ADMIN, { width: 375 });
  await page.goto(`${origin}/es/admin/panel`);
  const nav = page.getByRole("navigation", { name: "Herramientas de administración" });
  const menu = page.getByRole("button", { name: "Abrir el menú" });
  await expectHydrated(menu);
  await expect(nav).toBeHidden();
  await expectAccessibleScreen(page, "workspace 375 es");

  // Opened by keyboard: focus moves into it; Escape closes it and gives focus back.
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(nav).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: "Cerrar el menú" })).toBeFocused();
  await expectAccessibleScreen(page, "workspace drawer 375 es");
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  // Opened again, a tool followed by keyboard: its page, the drawer closed.
  await page.keyboard.press("Enter");
  await expect(nav).toBeVisible();
  const content = nav.getByRole("link", { name: "Contenido del sitio" });
  await content.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/es\/admin\/contenido$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoOverflow(page);
  await page.close();
});

test("without script at 375 px the menu link shows the navigation", async ({ browser, accounts, origin }) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    javaScriptEnabled: false,
  });
  const cookies = await accounts.sessionCookies(ADMIN);
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin })));
  const page = await context.newPage();
  await page.goto(`${origin}/es/admin/panel`);
  const nav = page.getByRole("navigation", { name: "Herramientas de administración" });
  await expect(nav).toBeHidden();
  await page.getByRole("link", { name: "Abrir el menú" }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole("link", { name: "Medios", exact: true }).click();
  await expect(page).toHaveURL(/\/es\/admin\/medios$/);
  await expect(nav).toBeHidden();
  await context.close();
});
