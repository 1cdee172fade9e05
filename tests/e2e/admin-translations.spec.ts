// The translations screen in Chromium, in English at 1280 px: the XLIFF download, and a
// changed file imported through the form as drafts, or refused with its problems listed; a
// text whose English changed listed as stale, its field list opened by keyboard leading into
// the editor. The overview and its states (no sideways scrolling of the page, the Spanish
// wording, axe) are checked at 375 px in Spanish and 1280 px in English in
// admin-content-a11y.spec.ts.
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ADMIN, expect, test } from "./fixtures";

test.describe.configure({ timeout: 180_000 });

/** The document with one unit's target replaced (or added). */
function setTarget(xml: string, unit: string, target: string): string {
  const start = xml.indexOf(`<unit id="${unit}">`);
  expect(start).toBeGreaterThan(-1);
  const end = xml.indexOf("</unit>", start);
  const body = xml.slice(start, end);
  const changed = body.includes("<target>")
    ? body.replace(/<target>[\s\S]*?<\/target>/, `<target>${target}</target>`)
    : body.replace("</source>", `</source><target>${target}</target>`);
  return xml.slice(0, start) + changed + xml.slice(end);
}

test("a translator's file downloaded, changed and imported through the form (en, 1280 px)", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN, { acceptDownloads: true });
  await page.goto(`${origin}/admin/translations`);
  await page.getByLabel("Every text").check();
  await page.getByRole("combobox", { name: "Content type" }).selectOption("service");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download the XLIFF file" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^translations-es-service-all-.*\.xlf$/);
  const xml = await readFile((await download.path())!, "utf8");
  expect(xml).toContain('trgLang="es"');
  const key = /<unit id="service\.([a-z0-9-]+)\.title">/.exec(xml)![1]!;

  // A broken file: its problem listed by unit, nothing changed.
  const broken = path.join(tmpdir(), `translations-broken-en-${Date.now()}.xlf`);
  await writeFile(broken, setTarget(xml, `service.${key}.title`, '<pc id="99">?</pc>'));
  await page.getByLabel("XLIFF file (.xlf, .xliff)").setInputFiles(broken);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const alert = page
    .getByRole("alert")
    .filter({ hasText: "Nothing was imported: the file has 1 problem(s)." });
  await expect(alert).toBeVisible();
  await expect(page.locator(`[data-problem-unit="service.${key}.title"]`)).toBeVisible();

  // The translated file: saved as a draft of the service.
  const translated = path.join(tmpdir(), `translations-en-${Date.now()}.xlf`);
  const spanish = `Traducción de prueba en 1280 ${Date.now()}`;
  await writeFile(translated, setTarget(xml, `service.${key}.title`, spanish));
  await page.getByLabel("XLIFF file (.xlf, .xliff)").setInputFiles(translated);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const status = page.getByRole("status").filter({ hasText: "Imported 1 texts into 1 items as drafts." });
  await expect(status).toBeVisible();

  // The summary's link opens the item in the editor, where the draft holds the translation.
  await status.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/[0-9a-f-]+$`));
  await expect(page.locator('[name="title.es"]')).toHaveValue(spanish);
  await page.context().close();
});

test("a text whose English changed is listed as stale, opens by keyboard and leads to its Spanish field (en, 1280 px)", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN);
  // An editor changes a service's English title and saves a draft: its Spanish is now stale.
  // The services by name: an order the other tests' changes do not reshuffle.
  await page.goto(`${origin}/admin/content?type=service&sort=name`);
  const row = page.locator("[data-content-row]").last();
  const key = await row.getAttribute("data-content-row");
  await row.locator("th a").click();
  const title = page.locator('[name="title.en"]');
  await expect(title).toBeVisible();
  await title.fill(`${await title.inputValue()} (revised)`);
  await page.getByRole("button", { name: "Save draft" }).click();
  // The editor says so twice (its status line, and a toast): the line is the page's.
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();

  await page.goto(`${origin}/admin/translations`);
  const item = page.locator(`[data-translation-item="${key}"]`);
  await expect(item.locator('[data-count="stale"]')).toHaveText("1");
  const summary = item.locator("details summary");
  await summary.focus();
  await page.keyboard.press("Enter");
  const link = item.locator(`[data-unit="service.${key}.title"] a`);
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/#f-title-es$/);
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${origin}${href}`);
  await expect(page.locator("#f-title-es")).toBeVisible();
  await page.context().close();
});
