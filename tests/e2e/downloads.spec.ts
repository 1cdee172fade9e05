// The downloads centre in Chromium (issue 44): a gated document downloaded by a visitor who
// fills its form by keyboard, solves the real captcha and gets the file (Playwright's download
// event), in English and in Spanish; and axe on its screens, once in Spanish at 375 px and once
// in English at 1280 px, with nothing pushing the page sideways: the listing (plain and
// filtered), a gated document's form (empty, and with its errors) and the back office's page.
// What the server answers (the refusals, the lead, the e-mail, the cookie) is
// tests/integration/downloads.test.ts's.
import { expectHydrated } from "../support/hydrated";
import { expectAccessibleScreen } from "./axe";
import { ADMIN, expect, test, type Page } from "./fixtures";
import type { AccountServer } from "../support/account-server";

test.describe.configure({ timeout: 120_000 });
const expectSlow = expect.configure({ timeout: 30_000 });

const PDF = Buffer.from(
  "%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

const TEXTS = {
  en: {
    list: "/downloads",
    filtered: "/downloads?type=datasheet&language=en",
    document: (id: string) => `/downloads/${id}`,
    admin: "/admin/downloads",
    adminHeading: "Downloads",
    heading: "Downloads",
    count: /\d+ documents/,
    name: "Name",
    email: "E-mail",
    company: "Company",
    consent: "I agree to be contacted and to receive communications.",
    submit: "Send and download",
    fixErrors: "Please correct the fields marked below.",
    nameError: "Enter your name (up to 100 characters).",
    started: "Thank you: your download is starting",
    upload: "Upload",
    leads: "leads",
    leadsHeading: "Download leads",
  },
  es: {
    list: "/es/descargas",
    filtered: "/es/descargas?type=datasheet&language=es",
    document: (id: string) => `/es/descargas/${id}`,
    admin: "/es/admin/descargas",
    adminHeading: "Descargas",
    heading: "Descargas",
    count: /\d+ documentos/,
    name: "Nombre",
    email: "Correo electrónico",
    company: "Empresa",
    consent: "Acepto ser contactado y recibir comunicaciones.",
    submit: "Enviar y descargar",
    fixErrors: "Corrige los campos señalados abajo.",
    nameError: "Escribe tu nombre (hasta 100 caracteres).",
    started: "Gracias: tu descarga está empezando",
    upload: "Subir",
    leads: "contactos",
    leadsHeading: "Contactos de descargas",
  },
} as const;

/** Uploads a gated PDF as the administrator (the form's post, with the session's cookies); its id. */
async function gatedDocument(accounts: AccountServer, title: string, fileName: string): Promise<string> {
  const cookies = await accounts.sessionCookies(ADMIN);
  const form = new FormData();
  for (const [name, value] of Object.entries({
    intent: "upload",
    titleEn: title,
    titleEs: `${title} (ES)`,
    type: "manual",
    language: "en",
    version: "1.0",
    issuedOn: "2025-06-01",
    productId: "drum-screen",
    categoryId: "",
    gated: "on",
  }))
    form.append(name, value);
  form.append("file", new Blob([new Uint8Array(PDF)]), fileName);
  const response = await fetch(`${accounts.origin}/admin/downloads`, {
    method: "POST",
    headers: { Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") },
    body: form,
  });
  expect(response.status).toBe(200);
  const list = await fetch(`${accounts.origin}/downloads?product=drum-screen&type=manual`);
  const id = new RegExp(`href="/downloads/([0-9a-f-]{36})"[^>]*>${title}<`).exec(await list.text())?.[1];
  expect(id, "the gated document's link in the listing").toBeDefined();
  return id!;
}

/** Waits until the captcha's widget has solved its challenge (its answer is in the form). */
async function captchaSolved(page: Page) {
  await expectSlow(page.locator('input[name="captcha"]')).not.toHaveValue("");
}

for (const locale of ["en", "es"] as const) {
  const t = TEXTS[locale];

  test(`a visitor downloads a gated document after filling its form by keyboard (${locale})`, async ({
    browser,
    accounts,
    origin,
  }) => {
    const title = `Gated manual ${locale} ${Date.now().toString(36)}`;
    const fileName = `gated-${locale}.pdf`;
    const id = await gatedDocument(accounts, title, fileName);
    const context = await browser.newContext({
      acceptDownloads: true,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${origin}${t.document(id)}`);
    const submit = page.getByRole("button", { name: t.submit });
    await expectHydrated(submit);

    // By keyboard: into the name, then Tab from field to field, Space to tick and to solve.
    await page.getByLabel(t.name, { exact: true }).focus();
    await page.keyboard.type("Ana Ruiz");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(t.email, { exact: true })).toBeFocused();
    await page.keyboard.type(`ana.${locale}@example.com`);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(t.company, { exact: true })).toBeFocused();
    await page.keyboard.type("Aguas del Sur");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(t.consent)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByLabel(t.consent)).toBeChecked();
    await page.keyboard.press("Tab");
    await expectSlow(page.locator("altcha-widget input[type=checkbox]")).toBeFocused();
    await page.keyboard.press("Space");
    await captchaSolved(page);
    // On past the widget's own link, to the form's button.
    for (
      let tabs = 0;
      tabs < 4 && !(await submit.evaluate((element) => element === document.activeElement));
      tabs++
    )
      await page.keyboard.press("Tab");
    await expect(submit).toBeFocused();

    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(download.suggestedFilename()).toBe(fileName);
    expect(await download.failure()).toBeNull();
    await expect(page.getByRole("status").filter({ hasText: t.started })).toBeVisible();
    // Not asked again in this browser: another gated document's page offers its file at once.
    const other = await gatedDocument(accounts, `${title} two`, "two.pdf");
    await page.goto(`${origin}${t.document(other)}`);
    await expect(page.locator("[data-gate-form]")).toHaveCount(0);
    await expect(page.locator("[data-download-file]")).toBeVisible();
    await context.close();
  });
}

for (const [locale, width] of [
  ["es", 375],
  ["en", 1280],
] as const) {
  const t = TEXTS[locale];
  const at = `(${locale}, ${width} px)`;

  test.describe(`${locale}, ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`the listing, plain and filtered ${at}`, async ({ page }) => {
      await page.goto(t.list);
      await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();
      await expect(page.getByRole("status")).toHaveText(t.count);
      await expectAccessibleScreen(page, `the downloads listing ${at}`);
      await page.goto(t.filtered);
      await expect(page.getByRole("status")).toHaveText(t.count);
      await expectAccessibleScreen(page, `the downloads listing, filtered ${at}`);
    });

    test(`a gated document's form, empty and with its errors ${at}`, async ({
      browser,
      accounts,
      origin,
    }) => {
      const id = await gatedDocument(accounts, `Axe gate ${locale} ${Date.now().toString(36)}`, "axe.pdf");
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${origin}${t.document(id)}`);
      const submit = page.getByRole("button", { name: t.submit });
      await expectHydrated(submit);
      await expectAccessibleScreen(page, `a gated document's form ${at}`);
      await submit.click();
      await expectSlow(page.getByRole("alert").filter({ hasText: t.fixErrors })).toBeVisible();
      await expect(page.getByText(t.nameError)).toBeVisible();
      await expect(page.getByLabel(t.name, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expectAccessibleScreen(page, `a gated document's form with its errors ${at}`);
      await context.close();
    });

    test(`the back office's downloads page, a document's page and the leads ${at}`, async ({
      browser,
      accounts,
      origin,
    }) => {
      const title = `Axe admin ${locale} ${Date.now().toString(36)}`;
      const id = await gatedDocument(accounts, title, "admin.pdf");
      const page = await accounts.signedInPage(browser, ADMIN, { width });
      await page.goto(`${origin}${t.admin}`);
      await expect(page.getByRole("heading", { level: 1, name: t.adminHeading })).toBeVisible();
      await expectHydrated(page.getByRole("button", { name: t.upload, exact: true }));
      await expectAccessibleScreen(page, `the back office's downloads page ${at}`);
      await page.goto(`${origin}${t.admin}/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
      await expectAccessibleScreen(page, `a document's page in the back office ${at}`);
      await page.goto(`${origin}${t.admin}/${t.leads}`);
      await expect(page.getByRole("heading", { level: 1, name: t.leadsHeading })).toBeVisible();
      await expectAccessibleScreen(page, `the download leads ${at}`);
      await page.context().close();
    });
  });
}
