// The dashboard's "Needs attention" in Chromium: an editor's counts at 1280 px in English and
// the sales team's at 375 px in Spanish, each with axe and no sideways scrolling, and a count
// followed by keyboard to its filtered list. What each count says and where each links, in
// both languages and for each role, is tests/integration/admin-dashboard.test.ts's.
import { expectHydrated } from "../support/hydrated";
import { expectAccessibleScreen } from "./axe";
import { ADMIN, expect, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

const stamp = Date.now().toString(36);
const EDITOR = `dashboard-editor-${stamp}@example.com`;
const SALES = `dashboard-sales-${stamp}@example.com`;

test.beforeAll(async ({ browser, accounts }) => {
  test.setTimeout(90_000);
  await accounts.verifiedAccount(EDITOR);
  await accounts.makeEditor(browser, ADMIN, EDITOR);
  await accounts.verifiedAccount(SALES);
  await accounts.makeSales(browser, ADMIN, SALES);
});

test("an editor's counts, and one followed by keyboard to its list (en, 1280 px)", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, EDITOR, { width: 1280 });
  await page.goto(`${origin}/admin/dashboard`);
  const section = page.getByRole("region", { name: "Needs attention" });
  await expect(section.getByRole("listitem")).toHaveCount(5);
  await expectAccessibleScreen(page, "dashboard editor (en 1280)");

  // The images' count opens the media library with only the images missing alt text.
  const images = section.getByRole("link", { name: /^Images without alt text/ });
  await expectHydrated(images);
  await images.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${origin}/admin/media?missing=1`);
  await expect(page.locator("h1")).toBeVisible();
  await page.context().close();
});

test("the sales team's counts (es, 375 px)", async ({ browser, accounts, origin }) => {
  const page = await accounts.signedInPage(browser, SALES, { width: 375 });
  await page.goto(`${origin}/es/admin/panel`);
  const section = page.getByRole("region", { name: "Requiere atención" });
  await expect(section.getByRole("link")).toHaveText([/^Solicitudes nuevas/, /^Solicitudes vencidas/]);
  await expect(section.getByRole("link").first()).toHaveAttribute("href", "/es/admin/mensajes?status=new");
  await expectAccessibleScreen(page, "dashboard sales (es 375)");
  await page.context().close();
});
