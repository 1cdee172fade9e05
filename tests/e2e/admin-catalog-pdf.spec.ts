// A catalog card's own PDF in Chromium, in English at 1280 px and in Spanish at 375 px (the
// language of the PDF decides which Catalogs page links it): a file that is not a PDF comes back
// named beside the upload with the form kept; a PDF is saved in a draft on its card and, once
// published, the Catalogs page links it. The editor with the upload's error open is checked by
// axe in admin-office-a11y.spec.ts.
import { ADMIN, expect, test, type Page } from "./fixtures";

test.describe.configure({ timeout: 180_000 });

const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`, "latin1");

/** The Catalogs item's editor, opened from the content list. */
async function openCatalogsEditor(page: Page, origin: string, list: string, name: string) {
  await page.goto(`${origin}${list}?type=catalogs`);
  await page.getByRole("main").getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
}

for (const [locale, width] of [
  ["en", 1280],
  ["es", 375],
] as const) {
  const texts =
    locale === "en"
      ? {
          list: "/admin/content",
          item: "Catalogs",
          card: "Card",
          language: "Language of the PDF",
          file: "PDF file",
          upload: "Upload and save draft",
          notPdf: "This file is not a PDF. Choose a .pdf file.",
          saved: "Draft saved",
          publish: "Publish",
          page: "/catalogs",
        }
      : {
          list: "/es/admin/contenido",
          item: "Catálogos",
          card: "Tarjeta",
          language: "Idioma del PDF",
          file: "Archivo PDF",
          upload: "Subir y guardar borrador",
          notPdf: "Este archivo no es un PDF. Elija un archivo .pdf.",
          saved: "Borrador guardado",
          publish: "Publicar",
          page: "/es/catalogos",
        };

  test(`an editor uploads a catalog's own PDF (${locale}, ${width} px)`, async ({
    browser,
    accounts,
    origin,
  }) => {
    const page = await accounts.signedInPage(browser, ADMIN, { width });
    await openCatalogsEditor(page, origin, texts.list, texts.item);
    const language = locale === "en" ? "en" : "es";

    // Not a PDF: named beside the upload; the form's text is kept.
    await page.getByLabel(texts.card, { exact: true }).selectOption("general-catalog");
    await page.getByLabel(texts.language, { exact: true }).selectOption(language);
    await page.getByLabel(texts.file, { exact: true }).setInputFiles({
      name: "brochure.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<html></html>"),
    });
    await page.getByRole("button", { name: texts.upload }).click();
    await expect(page.locator("#field-documentUpload-error, [id$='documentUpload-error']")).toHaveText(
      texts.notPdf,
    );
    await page
      .getByLabel(texts.file, { exact: true })
      .locator("xpath=ancestor::fieldset[1]")
      .screenshot({ path: `.tmp/shots/catalog-pdf-error-${locale}-${width}.png` });

    // The card and language stay chosen. A PDF: saved in a draft on the card; published, the
    // Catalogs page links it.
    await expect(page.getByLabel(texts.card, { exact: true })).toHaveValue("general-catalog");
    await expect(page.getByLabel(texts.language, { exact: true })).toHaveValue(language);
    await page.getByLabel(texts.file, { exact: true }).setInputFiles({
      name: "general.pdf",
      mimeType: "application/pdf",
      buffer: pdf(`General catalog ${locale} ${width}`),
    });
    await page.getByRole("button", { name: texts.upload }).click();
    await expect(page.getByRole("status").filter({ hasText: texts.saved }).first()).toBeVisible();
    await page.getByRole("button", { name: texts.publish, exact: true }).click();
    await expect(page.getByRole("status").first()).toBeVisible();

    await expect
      .poll(async () => {
        await page.goto(`${origin}${texts.page}`);
        return page.locator(`a[href*="general-catalog-upload-${language}-"]`).count();
      })
      .toBeGreaterThan(0);
    const href = await page
      .locator(`a[href*="general-catalog-upload-${language}-"]`)
      .first()
      .getAttribute("href");
    const served = await page.request.get(`${origin}${href}`);
    expect(served.headers()["content-type"]).toBe("application/pdf");
    expect(await served.text()).toContain(`General catalog ${locale} ${width}`);
    await page.context().close();
  });
}
