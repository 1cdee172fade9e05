// Quote requests in Chromium (ADR 026), in English and Spanish at 375 and 1280 px. With
// JavaScript: a list built from a category's product card and two product pages, opened from
// the header's badge, a quantity changed and a product removed, the form sent with project data
// and a PDF (the upload's progress, then the thanks, which stays until closed), the list empty
// afterwards, and the request in the back office with its products and its file. Without
// JavaScript: adding, changing and removing are plain forms. axe finds nothing with the list,
// the form and its errors open. A server of its own (accounts for the back office).
import { expect, test, type Page } from "@playwright/test";
import { startAccountServer, type AccountServer } from "../support/account-server";
import { expectHydrated } from "../support/hydrated";
import { expectNoAxeViolations } from "./axe";

// Long flows (a captcha to solve, an upload, the back office) on a shared machine.
test.describe.configure({ timeout: 120_000 });

const ADMIN = "quote-admin-e2e@example.com";
let accounts: AccountServer;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  accounts = await startAccountServer({ ADMIN_EMAILS: ADMIN, CAPTCHA_MAX_NUMBER: "300" });
  origin = accounts.origin;
  await accounts.verifiedAccount(ADMIN);
});
test.afterAll(async () => {
  await accounts?.stop();
});

interface Product {
  id: string;
  name: string;
  path: string;
}

const TEXTS = {
  en: {
    category: "/screening-equipment",
    quotePath: "/quote",
    products: [
      { id: "drum-screen", name: "Drum Screen", path: "/drum-screen" },
      { id: "grit-classifier", name: "Grit Classifier", path: "/grit-classifier" },
      { id: "static-screen", name: "Static Screen", path: "/static-screen" },
    ],
    addToQuote: (product: string) => `Add to quote (${product})`,
    cardQuantity: (product: string) => `Quantity of ${product}`,
    added: (product: string) => `${product} is in your quote list`,
    listQuantity: (product: string) => `Quantity (${product})`,
    update: (product: string) => `Update (${product})`,
    remove: (product: string) => `Remove (${product})`,
    empty: "Your quote list is empty.",
    submit: "Send Quote Request",
    uploading: "Uploading…",
    consent: "I agree to be contacted and to receive communications.",
    labels: {
      firstName: "First name",
      lastName: "Last name",
      email: "E-mail",
      phone: "Phone",
      company: "Company",
      message: "Message",
      note: "Note on Drum Screen",
      application: "Application",
      flow: "Design flow",
      flowUnit: "Unit of the design flow",
      location: "Location",
      timeline: "Timeline",
      files: "Choose files",
    },
    applicationOption: "Municipal",
    firstNameError: "First name is required",
    captchaToast: "Please complete the CAPTCHA",
    thanks: /24-48 hours/,
    messagePath: (id: string) => `/admin/messages/${id}`,
  },
  es: {
    category: "/es/equipos-de-desbaste",
    quotePath: "/es/cotizacion",
    products: [
      { id: "drum-screen", name: "Tamiz de tambor rotativo", path: "/es/tamiz-de-tambor-rotativo" },
      { id: "grit-classifier", name: "Clasificador de arenas", path: "/es/clasificador-de-arenas" },
      { id: "static-screen", name: "Reja estática autolimpiante", path: "/es/reja-estatica-autolimpiante" },
    ],
    addToQuote: (product: string) => `Añadir a la cotización (${product})`,
    cardQuantity: (product: string) => `Cantidad de ${product}`,
    added: (product: string) => `${product} está en tu lista de cotización`,
    listQuantity: (product: string) => `Cantidad (${product})`,
    update: (product: string) => `Actualizar (${product})`,
    remove: (product: string) => `Quitar (${product})`,
    empty: "Tu lista de cotización está vacía.",
    submit: "Enviar solicitud de cotización",
    uploading: "Subiendo…",
    consent: "Acepto ser contactado y recibir comunicaciones.",
    labels: {
      firstName: "Nombre",
      lastName: "Apellido",
      email: "Correo electrónico",
      phone: "Teléfono",
      company: "Empresa",
      message: "Mensaje",
      note: "Nota sobre Tamiz de tambor rotativo",
      application: "Aplicación",
      flow: "Caudal de diseño",
      flowUnit: "Unidad del caudal de diseño",
      location: "Ubicación",
      timeline: "Plazo",
      files: "Elegir archivos",
    },
    applicationOption: "Municipal",
    firstNameError: "El nombre es obligatorio",
    captchaToast: "Por favor completa el CAPTCHA",
    thanks: /24-48 horas/,
    messagePath: (id: string) => `/es/admin/mensajes/${id}`,
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** A small, valid PDF: the kind of file a buyer attaches. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n" +
    "trailer<</Root 1 0 R>>\n%%EOF\n",
);

const badge = (page: Page) => page.locator("header [data-quote-badge]");
const listItems = (page: Page) => page.locator("[data-quote-item]");
const field = (page: Page, label: string) =>
  page.getByRole("main").getByLabel(label, { exact: false }).first();
const quantityOf = (page: Page, name: string) => page.getByRole("spinbutton", { name, exact: true });
/**
 * axe with the page at its top: scrolled, whatever passes under the sticky header is partly
 * covered by it (axe's target-size counts a control straddling its edge as obscured), which
 * depends only on where the page happens to be scrolled.
 */
async function axeAtTop(page: Page, context: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page, context);
}
const exactButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** 'Add to quote' with a quantity, where the product is shown (a card or the product's page). */
async function addToQuote(page: Page, texts: Texts, product: Product, quantity: number, withScript: boolean) {
  await page
    .getByRole("spinbutton", { name: texts.cardQuantity(product.name), exact: true })
    .fill(String(quantity));
  const add = exactButton(page, texts.addToQuote(product.name));
  // With script, clicked once its handler is attached: a click before hydration posts the form
  // natively (which works, but is the path without script, with no toast).
  if (withScript) await expectHydrated(add);
  await add.click();
  // With script the page stays and says so; without (or before the script), the browser comes
  // back to the page.
  if (withScript) await expect(page.getByText(texts.added(product.name))).toBeVisible();
  else await page.waitForLoadState("load");
}

for (const locale of ["en", "es"] as const) {
  const texts = TEXTS[locale];
  const [drum, grit, belt] = texts.products;
  for (const width of [375, 1280]) {
    test(`${locale} at ${width} px: a list from three products, sent with a file, seen in the back office`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();

      // A product card on the category page, then two product pages.
      await page.goto(`${origin}${texts.category}`);
      // A card's form works before its code arrives (cards hydrate as they near the viewport):
      // either way the header counts the product.
      await addToQuote(page, texts, drum, 1, false);
      await expect(badge(page)).toHaveAttribute("data-quote-badge", "1");
      await page.goto(`${origin}${grit.path}`);
      await addToQuote(page, texts, grit, 2, true);
      await page.goto(`${origin}${belt.path}`);
      await addToQuote(page, texts, belt, 1, true);
      await expect(badge(page)).toHaveAttribute("data-quote-badge", "3");

      // The header's badge opens the list.
      await badge(page).click();
      await expect(page).toHaveURL(new RegExp(`${texts.quotePath}$`));
      await expect(listItems(page)).toHaveCount(3);
      await quantityOf(page, texts.listQuantity(drum.name)).fill("4");
      await exactButton(page, texts.update(drum.name)).click();
      await expect(quantityOf(page, texts.listQuantity(drum.name))).toHaveValue("4");
      await exactButton(page, texts.remove(belt.name)).click();
      await expect(listItems(page)).toHaveCount(2);
      await expect(badge(page)).toHaveAttribute("data-quote-badge", "2");
      // It survives a reload.
      await page.reload();
      await expect(listItems(page)).toHaveCount(2);
      await expect(page.locator(`[data-quote-item="${belt.id}"]`)).toHaveCount(0);
      const submit = exactButton(page, texts.submit);
      await expect(submit).toBeVisible();
      await axeAtTop(page, `${texts.quotePath} with the list and the form at ${width}`);

      // Sent incomplete: each field says why.
      await page.getByLabel(texts.consent).check();
      await field(page, texts.labels.message).fill("");
      await submit.click({ force: true });
      const firstName = field(page, texts.labels.firstName);
      await expect(firstName).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`[id="${await firstName.getAttribute("aria-describedby")}"]`)).toHaveText(
        texts.firstNameError,
      );
      // The unsolved captcha's toast, once it has finished appearing.
      await expect(page.getByText(texts.captchaToast)).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
      await axeAtTop(page, `${texts.quotePath} with field errors at ${width}`);

      // The contact data, a note, the project and a drawing.
      const lastName = `Quoter${locale === "en" ? "" : "Es"}${width === 375 ? "Small" : "Wide"}`;
      await firstName.fill("Quinn");
      await field(page, texts.labels.lastName).fill(lastName);
      await field(page, texts.labels.email).fill(`quinn.${locale}.${width}@plant.example`);
      await field(page, texts.labels.phone).fill("(713) 555-0199");
      await field(page, texts.labels.company).fill("Aguas del Norte");
      await field(page, texts.labels.message).fill("Two lines for the new inlet works; drawing attached.");
      await field(page, texts.labels.note).fill("2 m channel, 6 mm perforation");
      await field(page, texts.labels.application).selectOption({ label: texts.applicationOption });
      await field(page, texts.labels.flow).fill("350");
      await page.getByLabel(texts.labels.flowUnit).selectOption("L/s");
      await field(page, texts.labels.location).fill("Valencia");
      await field(page, texts.labels.timeline).fill("Q3 2027");
      await field(page, texts.labels.files).setInputFiles({
        name: "inlet-works.pdf",
        mimeType: "application/pdf",
        buffer: PDF,
      });
      await expect(page.locator("[data-quote-files]")).toContainText("inlet-works.pdf");
      await page.locator("altcha-widget label").click();
      await expect(submit).not.toHaveAttribute("aria-disabled", "true", { timeout: 20_000 });

      // Held a moment, so the upload's progress can be seen.
      await page.route("**/api/quote", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/quote"));
      await submit.click();
      await expect(page.getByRole("progressbar", { name: texts.uploading })).toBeVisible();
      const response = await answered;
      expect(response.status()).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText(texts.thanks);
      // The thanks stays until the visitor closes it.
      await page.waitForTimeout(1_000);
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, `${texts.quotePath} thank-you dialog at ${width}`);
      await dialog.getByRole("button").click();
      await expect(dialog).toBeHidden();
      // Then the list is empty, here and in the header.
      await expect(page.getByText(texts.empty)).toBeVisible();
      await expect(listItems(page)).toHaveCount(0);
      await expect(badge(page)).toHaveAttribute("data-quote-badge", "0");
      await context.close();

      // The back office shows the products, the project and the file.
      const office = await accounts.signedInPage(browser, ADMIN, { width });
      await office.goto(`${origin}${texts.messagePath(id)}`);
      await expect(office.getByRole("heading", { level: 1 })).toContainText(lastName);
      // The request keeps the catalogue's English names (the team's language), linked to the
      // products' pages in the office's language.
      const [drumEn, gritEn, staticEn] = TEXTS.en.products;
      const products = office.locator("[data-quote-items]");
      await expect(products).toContainText(`4 × ${drumEn.name}`);
      await expect(products).toContainText(`2 × ${gritEn.name}`);
      await expect(products).not.toContainText(staticEn.name);
      await expect(products).toContainText("2 m channel, 6 mm perforation");
      await expect(products.getByRole("link", { name: drumEn.name })).toHaveAttribute("href", drum.path);
      const file = office.locator("[data-attachments]").getByRole("link", { name: "inlet-works.pdf" });
      await expect(file).toBeVisible();
      const download = await office.request.get(new URL((await file.getAttribute("href"))!, origin).href);
      expect(download.status()).toBe(200);
      expect(download.headers()["content-disposition"]).toMatch(/^attachment;/);
      expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
      await office.context().close();
    });

    test(`${locale} at ${width} px without JavaScript: add, change and remove are plain forms`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(`${origin}${texts.category}`);
      await addToQuote(page, texts, drum, 3, false);
      await expect(page).toHaveURL(new RegExp(`${texts.category}$`));
      await expect(badge(page)).toHaveAttribute("data-quote-badge", "1");
      await page.goto(`${origin}${grit.path}`);
      await addToQuote(page, texts, grit, 1, false);
      await expect(page).toHaveURL(new RegExp(`${grit.path}$`));
      await expect(badge(page)).toHaveAttribute("data-quote-badge", "2");

      await badge(page).click();
      await expect(page).toHaveURL(new RegExp(`${texts.quotePath}$`));
      await expect(listItems(page)).toHaveCount(2);
      await expect(quantityOf(page, texts.listQuantity(drum.name))).toHaveValue("3");
      await quantityOf(page, texts.listQuantity(drum.name)).fill("12");
      await exactButton(page, texts.update(drum.name)).click();
      await expect(page).toHaveURL(new RegExp(`${texts.quotePath}$`));
      await expect(quantityOf(page, texts.listQuantity(drum.name))).toHaveValue("12");
      await exactButton(page, texts.remove(grit.name)).click();
      await expect(listItems(page)).toHaveCount(1);
      await expect(page.locator(`[data-quote-item="${grit.id}"]`)).toHaveCount(0);
      await expect(badge(page)).toHaveAttribute("data-quote-badge", "1");
      await context.close();
    });
  }
}
