// The translations screen in Chromium, in English and Spanish at 375 and 1280 px: the overview
// by content type and item (no sideways scrolling of the page, a field list opened by
// keyboard leading into the editor), the XLIFF download, and a changed file imported through
// the form as drafts, or refused with its problems listed; axe finds nothing on any of them.
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { startAccountServer, type AccountServer } from "../support/account-server";
import { expectNoAxeViolations } from "./axe";

test.describe.configure({ timeout: 180_000 });
const ADMIN = "translations-e2e@example.com";
let accounts: AccountServer;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  accounts = await startAccountServer({ ADMIN_EMAILS: ADMIN });
  origin = accounts.origin;
  await accounts.verifiedAccount(ADMIN);
});
test.afterAll(async () => {
  await accounts?.stop();
});

const signedInPage = (browser: Browser, width: number): Promise<Page> =>
  accounts.signedInPage(browser, ADMIN, { width, acceptDownloads: true });

const TEXTS = {
  en: {
    path: "/admin/translations",
    heading: "Translations",
    summary: "By content type",
    service: "Service",
    scopeAll: "Every text",
    type: "Content type",
    download: "Download the XLIFF file",
    file: "XLIFF file (.xlf, .xliff)",
    importButton: "Import",
    drafts: "Imported 1 texts into 1 items as drafts.",
    refused: "Nothing was imported: the file has 1 problem(s).",
    editor: "/admin/content/",
  },
  es: {
    path: "/es/admin/traducciones",
    heading: "Traducciones",
    summary: "Por tipo de contenido",
    service: "Servicio",
    scopeAll: "Todos los textos",
    type: "Tipo de contenido",
    download: "Descargar el archivo XLIFF",
    file: "Archivo XLIFF (.xlf, .xliff)",
    importButton: "Importar",
    drafts: "Se importaron 1 textos en 1 elementos como borradores.",
    refused: "No se importó nada: el archivo tiene 1 problema(s).",
    editor: "/es/admin/contenido/",
  },
} as const;

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

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [locale, width] of [
  ["en", 1280],
  ["es", 375],
  ["en", 375],
  ["es", 1280],
] as const) {
  const text = TEXTS[locale];

  test(`the overview (${locale}, ${width} px)`, async ({ browser }) => {
    const page = await signedInPage(browser, width);
    await page.goto(`${origin}${text.path}`);
    await expect(page.getByRole("heading", { level: 1, name: text.heading })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: text.summary })).toBeVisible();
    await expect(page.locator('[data-summary-type="total"]')).toBeVisible();
    await expect(page.locator("[data-translation-item]").first()).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, `the translations overview (${locale}, ${width} px)`);
    await page.context().close();
  });
}

for (const [locale, width, unit] of [
  ["en", 1280, "title"],
  ["es", 375, "tagline"],
] as const) {
  const text = TEXTS[locale];

  test(`a translator's file downloaded, changed and imported through the form (${locale}, ${width} px)`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, width);
    await page.goto(`${origin}${text.path}`);
    await page.getByLabel(text.scopeAll).check();
    await page.getByRole("combobox", { name: text.type }).selectOption("service");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: text.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^translations-es-service-all-.*\.xlf$/);
    const xml = await readFile((await download.path())!, "utf8");
    expect(xml).toContain('trgLang="es"');
    const key = /<unit id="service\.([a-z0-9-]+)\.title">/.exec(xml)![1]!;

    // A broken file: its problem listed by unit, nothing changed.
    const broken = path.join(tmpdir(), `translations-broken-${locale}-${Date.now()}.xlf`);
    await writeFile(broken, setTarget(xml, `service.${key}.${unit}`, '<pc id="99">?</pc>'));
    await page.getByLabel(text.file).setInputFiles(broken);
    await page.getByRole("button", { name: text.importButton, exact: true }).click();
    const alert = page.getByRole("alert").filter({ hasText: text.refused });
    await expect(alert).toBeVisible();
    await expect(page.locator(`[data-problem-unit="service.${key}.${unit}"]`)).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, `a refused import (${locale}, ${width} px)`);

    // The translated file: saved as a draft of the service.
    const translated = path.join(tmpdir(), `translations-${locale}-${Date.now()}.xlf`);
    const spanish = `Traducción de prueba ${locale} ${width}`;
    await writeFile(translated, setTarget(xml, `service.${key}.${unit}`, spanish));
    await page.getByLabel(text.file).setInputFiles(translated);
    await page.getByRole("button", { name: text.importButton, exact: true }).click();
    const status = page.getByRole("status").filter({ hasText: text.drafts });
    await expect(status).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, `an accepted import (${locale}, ${width} px)`);

    // The summary's link opens the item in the editor, where the draft holds the translation.
    await status.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`${text.editor}[0-9a-f-]+$`));
    await expect(page.locator(`[name="${unit}.es"]`)).toHaveValue(spanish);
    await page.context().close();
  });
}

test("a text whose English changed is listed as stale, opens by keyboard and leads to its Spanish field", async ({
  browser,
}) => {
  const page = await signedInPage(browser, 1280);
  // An editor changes a service's English title and saves a draft: its Spanish is now stale.
  await page.goto(`${origin}/admin/content`);
  const row = page.locator("[data-content-type=service] [data-content-row]").last();
  const key = await row.getAttribute("data-content-row");
  await row.locator("th a").click();
  const title = page.locator('[name="title.en"]');
  await expect(title).toBeVisible();
  await title.fill(`${await title.inputValue()} (revised)`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();

  await page.goto(`${origin}${TEXTS.en.path}`);
  const item = page.locator(`[data-translation-item="${key}"]`);
  await expect(item.locator('[data-count="stale"]')).toHaveText("1");
  const summary = item.locator("details summary");
  await summary.focus();
  await page.keyboard.press("Enter");
  const link = item.locator(`[data-unit="service.${key}.title"] a`);
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page, "the overview with a field list open");
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/#f-title-es$/);
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${origin}${href}`);
  await expect(page.locator("#f-title-es")).toBeVisible();
  await page.context().close();
});
