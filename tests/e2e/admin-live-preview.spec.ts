// The content editor's live preview in Chromium (issue 46): at 1440 px in English the product's
// page beside its form follows the name as it is typed (no save), in Spanish and at a phone's
// width too; at 375 px in Spanish the form and the preview take turns through the "Form /
// Preview" switch, by keyboard. axe on the editor with its pane at both widths. What the
// preview's address answers (both languages, nothing saved, refusals) is
// tests/integration/content-live-preview.test.ts.
import { expectHydrated } from "../support/hydrated";
import { expectAccessibleScreen } from "./axe";
import { ADMIN, expect, test, type Page } from "./fixtures";

test.describe.configure({ timeout: 120_000 });
const expectSlow = expect.configure({ timeout: 20_000 });

/** The drum screen's editor (its address, for the Spanish one). */
async function openDrumScreen(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/admin/content?q=drum-screen`);
  await page.locator('[data-content-row="drum-screen"] th a').click();
  await expect(page).toHaveURL(/\/admin\/content\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split("/").pop()!;
}

const pane = (page: Page) => page.locator("[data-live-preview]");
const frameHeading = (page: Page) =>
  pane(page).locator("iframe").contentFrame().getByRole("heading", { level: 1 });

test("the preview beside the form follows the typed name, in both languages and widths (en, 1440 px)", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN, { width: 1440 });
  await openDrumScreen(page, origin);
  const english = page.getByRole("group", { name: "Name", exact: true }).first().getByLabel("English", {
    exact: true,
  });
  await expectSlow(pane(page)).toBeVisible();
  await expect(pane(page).getByRole("heading", { level: 2, name: "Live preview" })).toBeVisible();
  // The page as it is now, then as typed.
  await expectSlow(frameHeading(page)).toHaveText(await english.inputValue());
  await expect(pane(page).locator("[data-preview-status]")).toHaveText("Up to date");
  const typed = `Drum Screen ${Date.now()}`;
  await english.fill(typed);
  await expectSlow(frameHeading(page)).toHaveText(typed);
  await expect(pane(page).locator("[data-preview-status]")).toHaveText("Up to date");
  await expectAccessibleScreen(page, "live preview en 1440");

  // In Spanish: the Spanish name.
  const spanish = page.getByRole("group", { name: "Name", exact: true }).first().getByLabel("Spanish", {
    exact: true,
  });
  await pane(page).getByRole("button", { name: "Spanish" }).click();
  await expect(pane(page).getByRole("button", { name: "Spanish" })).toHaveAttribute("aria-pressed", "true");
  await expectSlow(frameHeading(page)).toHaveText(await spanish.inputValue());
  const frame = pane(page).locator("iframe");
  await expect(frame).toHaveAttribute("title", "Preview of the page in Spanish, Desktop width");

  // At a phone's width: the frame is 375 px wide, the page laid out for it.
  await pane(page).getByRole("button", { name: "Phone" }).click();
  await expect(frame).toHaveAttribute("data-preview-width", "phone");
  await expect.poll(() => frame.evaluate((element) => element.clientWidth)).toBe(375);
  await expect
    .poll(() => frame.evaluate((element) => (element as HTMLIFrameElement).contentWindow?.innerWidth))
    .toBe(375);
  const typedEs = `Tamiz ${Date.now()}`;
  await spanish.fill(typedEs);
  await expectSlow(frameHeading(page)).toHaveText(typedEs);

  // Nothing was saved: the public page has its name.
  const live = await page.request.get(`${origin}/drum-screen`);
  expect(await live.text()).not.toContain(typed);
  await page.context().close();
});

test("at 375 px the form and the preview take turns by keyboard (es)", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN, { width: 375 });
  const id = await openDrumScreen(page, origin);
  await page.goto(`${origin}/es/admin/contenido/${id}`);
  const show = page.getByRole("group", { name: "Mostrar" });
  const formButton = show.getByRole("button", { name: "Formulario" });
  const previewButton = show.getByRole("button", { name: "Vista previa" });
  await expectHydrated(formButton);
  await expect(formButton).toHaveAttribute("aria-pressed", "true");
  // The form first; the pane waits its turn.
  const spanish = page.getByRole("group", { name: "Nombre", exact: true }).first().getByLabel("Español", {
    exact: true,
  });
  await expect(spanish).toBeVisible();
  await expect(pane(page)).toBeHidden();
  const typed = `Tamiz ${Date.now()}`;
  await spanish.fill(typed);

  await formButton.focus();
  await page.keyboard.press("Tab");
  await expect(previewButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(previewButton).toHaveAttribute("aria-pressed", "true");
  await expect(pane(page)).toBeVisible();
  await expect(spanish).toBeHidden();
  // The Spanish editor's preview opens in Spanish, with what was typed.
  await expect(pane(page).getByRole("button", { name: "Español" })).toHaveAttribute("aria-pressed", "true");
  await expectSlow(frameHeading(page)).toHaveText(typed);
  await expect(pane(page).locator("[data-preview-status]")).toHaveText("Actualizada");
  await expectAccessibleScreen(page, "live preview es 375");

  await page.keyboard.press("Shift+Tab");
  await expect(formButton).toBeFocused();
  await page.keyboard.press("Space");
  await expect(spanish).toBeVisible();
  await expect(spanish).toHaveValue(typed);
  await expect(pane(page)).toBeHidden();
  await page.context().close();
});
