// Quote requests in Chromium (ADR 026), in English at 1280 px. With JavaScript: a list built
// from a category's product card and two product pages, opened from the header's badge, a
// quantity changed and a product removed, the form sent with project data and a PDF (the
// upload's progress, then the thanks, which stays until closed), the list empty afterwards, and
// the request in the back office with its products and its file (on the shared account server).
// Without JavaScript: adding, changing and removing are plain forms. The list, its form, its
// errors, the thanks and the empty list are checked by axe, with their Spanish words, in
// forms-a11y.spec.ts; the Spanish pages' forms and the Spanish back office's links and file in
// tests/integration/quote.test.ts.
import { expectHydrated } from "../support/hydrated";
import { ADMIN, expect, test, type Page } from "./fixtures";
import { PDF, QUOTE_TEXTS } from "./form-texts";

// Long flows (a captcha to solve, an upload, the back office) on a shared machine.
test.describe.configure({ timeout: 120_000 });

interface Product {
  id: string;
  name: string;
  path: string;
}

const EN = {
  ...QUOTE_TEXTS.en,
  category: "/screening-equipment",
  products: [
    { id: "drum-screen", name: "Drum Screen", path: "/drum-screen" },
    { id: "grit-classifier", name: "Grit Classifier", path: "/grit-classifier" },
    { id: "static-screen", name: "Static Screen", path: "/static-screen" },
  ] as [Product, Product, Product],
  messagePath: (id: string) => `/admin/messages/${id}`,
};

const badge = (page: Page) => page.locator("header [data-quote-badge]");
const listItems = (page: Page) => page.locator("[data-quote-item]");
const field = (page: Page, label: string) =>
  page.getByRole("main").getByLabel(label, { exact: false }).first();
const quantityOf = (page: Page, name: string) => page.getByRole("spinbutton", { name, exact: true });
const exactButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** 'Add to quote' with a quantity, where the product is shown (a card or the product's page). */
async function addToQuote(page: Page, product: Product, quantity: number, withScript: boolean) {
  await page
    .getByRole("spinbutton", { name: EN.cardQuantity(product.name), exact: true })
    .fill(String(quantity));
  const add = exactButton(page, EN.addToQuote(product.name));
  // With script, clicked once its handler is attached: a click before hydration posts the form
  // natively (which works, but is the path without script, with no toast).
  if (withScript) await expectHydrated(add);
  await add.click();
  // With script the page stays and says so; without (or before the script), the browser comes
  // back to the page.
  if (withScript) await expect(page.getByText(EN.added(product.name))).toBeVisible();
  else await page.waitForLoadState("load");
}

test("a list from three products, sent with a file, seen in the back office", async ({
  browser,
  accounts,
  origin,
}) => {
  const [drum, grit, belt] = EN.products;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();

  // A product card on the category page, then two product pages.
  await page.goto(`${origin}${EN.category}`);
  // A card's form works before its code arrives (cards hydrate as they near the viewport):
  // either way the header counts the product.
  await addToQuote(page, drum, 1, false);
  await expect(badge(page)).toHaveAttribute("data-quote-badge", "1");
  await page.goto(`${origin}${grit.path}`);
  await addToQuote(page, grit, 2, true);
  await page.goto(`${origin}${belt.path}`);
  await addToQuote(page, belt, 1, true);
  await expect(badge(page)).toHaveAttribute("data-quote-badge", "3");

  // The header's badge opens the list.
  await badge(page).click();
  await expect(page).toHaveURL(new RegExp(`${EN.quotePath}$`));
  await expect(listItems(page)).toHaveCount(3);
  const update = exactButton(page, EN.update(drum.name));
  await expectHydrated(update);
  await quantityOf(page, EN.listQuantity(drum.name)).fill("4");
  await update.click();
  await expect(quantityOf(page, EN.listQuantity(drum.name))).toHaveValue("4");
  await exactButton(page, EN.remove(belt.name)).click();
  await expect(listItems(page)).toHaveCount(2);
  await expect(badge(page)).toHaveAttribute("data-quote-badge", "2");
  // It survives a reload.
  await page.reload();
  await expect(listItems(page)).toHaveCount(2);
  await expect(page.locator(`[data-quote-item="${belt.id}"]`)).toHaveCount(0);
  const submit = exactButton(page, EN.submit);
  await expect(submit).toBeVisible();
  await expectHydrated(submit);

  // Sent incomplete: each field says why.
  await page.getByLabel(EN.consent).check();
  await field(page, EN.labels.message).fill("");
  await submit.click({ force: true });
  const firstName = field(page, EN.labels.firstName);
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`[id="${await firstName.getAttribute("aria-describedby")}"]`)).toHaveText(
    EN.firstNameError,
  );
  await expect(page.getByText(EN.captchaToast)).toBeVisible();

  // The contact data, a note, the project and a drawing.
  // Letters only (a name may not hold digits): the message is found by its id.
  const lastName = "QuoterWide";
  await firstName.fill("Quinn");
  await field(page, EN.labels.lastName).fill(lastName);
  await field(page, EN.labels.email).fill("quinn.en.1280@plant.example");
  await field(page, EN.labels.phone).fill("(713) 555-0199");
  await field(page, EN.labels.company).fill("Aguas del Norte");
  await field(page, EN.labels.message).fill("Two lines for the new inlet works; drawing attached.");
  await field(page, EN.labels.note).fill("2 m channel, 6 mm perforation");
  await field(page, EN.labels.application).selectOption({ label: EN.applicationOption });
  await field(page, EN.labels.flow).fill("350");
  await page.getByLabel(EN.labels.flowUnit).selectOption("L/s");
  await field(page, EN.labels.location).fill("Valencia");
  await field(page, EN.labels.timeline).fill("Q3 2027");
  await field(page, EN.labels.files).setInputFiles({
    name: "inlet-works.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(page.locator("[data-quote-files]")).toContainText("inlet-works.pdf");
  await page.locator("altcha-widget label").click();
  await expect(submit).not.toHaveAttribute("aria-disabled", "true", { timeout: 20_000 });

  // Held until the upload's progress has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/quote", async (route) => {
    await held;
    await route.continue();
  });
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/quote"));
  await submit.click();
  await expect(page.getByRole("progressbar", { name: EN.uploading })).toBeVisible();
  release();
  const response = await answered;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(EN.thanks);
  // The thanks stays until the visitor closes it (a span of time is what is checked here).
  await page.waitForTimeout(1_000);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button").click();
  await expect(dialog).toBeHidden();
  // Then the list is empty, here and in the header.
  await expect(page.getByText(EN.empty)).toBeVisible();
  await expect(listItems(page)).toHaveCount(0);
  await expect(badge(page)).toHaveAttribute("data-quote-badge", "0");
  await context.close();

  // The back office shows the products, the project and the file.
  const office = await accounts.signedInPage(browser, ADMIN);
  await office.goto(`${origin}${EN.messagePath(id)}`);
  await expect(office.getByRole("heading", { level: 1 })).toContainText(lastName);
  // The request keeps the catalogue's English names (the team's language), linked to the
  // products' pages in the office's language.
  const products = office.locator("[data-quote-items]");
  await expect(products).toContainText(`4 × ${drum.name}`);
  await expect(products).toContainText(`2 × ${grit.name}`);
  await expect(products).not.toContainText(belt.name);
  await expect(products).toContainText("2 m channel, 6 mm perforation");
  await expect(products.getByRole("link", { name: drum.name })).toHaveAttribute("href", drum.path);
  const file = office.locator("[data-attachments]").getByRole("link", { name: "inlet-works.pdf" });
  await expect(file).toBeVisible();
  const download = await office.request.get(new URL((await file.getAttribute("href"))!, origin).href);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
  await office.context().close();
});

// Nothing is stored (the list is a cookie): Playwright's own server serves these pages.
test("without JavaScript: add, change and remove are plain forms", async ({ browser }) => {
  const [drum, grit] = EN.products;
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(EN.category);
  await addToQuote(page, drum, 3, false);
  await expect(page).toHaveURL(new RegExp(`${EN.category}$`));
  await expect(badge(page)).toHaveAttribute("data-quote-badge", "1");
  await page.goto(grit.path);
  await addToQuote(page, grit, 1, false);
  await expect(page).toHaveURL(new RegExp(`${grit.path}$`));
  await expect(badge(page)).toHaveAttribute("data-quote-badge", "2");

  await badge(page).click();
  await expect(page).toHaveURL(new RegExp(`${EN.quotePath}$`));
  await expect(listItems(page)).toHaveCount(2);
  await expect(quantityOf(page, EN.listQuantity(drum.name))).toHaveValue("3");
  await quantityOf(page, EN.listQuantity(drum.name)).fill("12");
  await exactButton(page, EN.update(drum.name)).click();
  await expect(page).toHaveURL(new RegExp(`${EN.quotePath}$`));
  await expect(quantityOf(page, EN.listQuantity(drum.name))).toHaveValue("12");
  await exactButton(page, EN.remove(grit.name)).click();
  await expect(listItems(page)).toHaveCount(1);
  await expect(page.locator(`[data-quote-item="${grit.id}"]`)).toHaveCount(0);
  await expect(badge(page)).toHaveAttribute("data-quote-badge", "1");
  await context.close();
});
