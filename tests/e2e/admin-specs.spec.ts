// Specification fields in the content editor, in a browser: the product editor's values follow
// the category chosen in its select with the page's script (another category's fields, then
// the first one's again), and axe finds nothing (WCAG 2.x A/AA), nor does
// the page scroll sideways, on a category's fields and on a product's values, with and without
// a refused value, once at 375 px in Spanish and once at 1280 px in English. The fields are a
// draft of one category's (the public site is left as it is); the forms without script, the
// checks and the messages are the integration tests' (spec-fields.test.ts).
import { expectHydrated } from "../support/hydrated";
import { expectAccessibleScreen } from "./axe";
import { ADMIN, expect, test, type Page } from "./fixtures";

test.describe.configure({ timeout: 180_000 });
const expectSlow = expect.configure({ timeout: 20_000 });

const CATEGORY = "mixers";
const OTHER = "aeration-equipment";

/** The category's fields, as its form names them: one of each kind. */
const FIELDS: Record<string, string> = {
  "specFields.0.id": "e2e-flow",
  "specFields.0.name.en": "Flow",
  "specFields.0.name.es": "Caudal",
  "specFields.0.kind": "number",
  "specFields.0.measure": "flow",
  "specFields.0.unit": "m3/h",
  "specFields.0.filterable": "on",
  "specFields.1.id": "e2e-width",
  "specFields.1.name.en": "Channel width",
  "specFields.1.name.es": "Ancho de canal",
  "specFields.1.kind": "range",
  "specFields.1.measure": "length",
  "specFields.1.unit": "mm",
  "specFields.2.id": "e2e-material",
  "specFields.2.name.en": "Material",
  "specFields.2.name.es": "Material",
  "specFields.2.kind": "choice",
  "specFields.2.options.0.id": "stainless",
  "specFields.2.options.0.label.en": "Stainless steel",
  "specFields.2.options.0.label.es": "Acero inoxidable",
  "specFields.3.id": "e2e-coatings",
  "specFields.3.name.en": "Coatings",
  "specFields.3.name.es": "Recubrimientos",
  "specFields.3.kind": "choices",
  "specFields.3.options.0.id": "epoxy",
  "specFields.3.options.0.label.en": "Epoxy",
  "specFields.3.options.0.label.es": "Epoxi",
  "specFields.4.id": "e2e-sealed",
  "specFields.4.name.en": "Sealed bearings",
  "specFields.4.name.es": "Rodamientos sellados",
  "specFields.4.kind": "boolean",
  "specFields.5.id": "e2e-notes",
  "specFields.5.name.en": "Notes",
  "specFields.5.name.es": "Notas",
  "specFields.5.kind": "text",
};

const TEXTS = {
  en: {
    list: "/admin/content",
    product: "flocculation-mixer",
    saveDraft: "Save draft",
    notNumber: "Enter a number, such as 1.5, 1,5 or 1,234.5.",
    flow: "Flow (m³/h)",
  },
  es: {
    list: "/es/admin/contenido",
    product: "coagulation-mixer",
    saveDraft: "Guardar borrador",
    notNumber: "Escriba un número, como 1,5, 1.5 o 1.234,5.",
    flow: "Caudal (m³/h)",
  },
} as const;

/** Opens an item's editor from the content list. */
async function openItem(page: Page, origin: string, list: string, key: string) {
  await page.goto(`${origin}${list}?q=${key}`);
  await page.locator(`[data-content-row="${key}"] th a`).click();
  await expectSlow(page.locator("#f-slug-en")).toBeVisible();
}

/**
 * Saves the category's fields as a draft: its editor's form as the page holds it, with these
 * fields in place of its own, posted as the form posts (the fields' own form is the
 * integration tests' subject).
 */
async function defineFields(page: Page, origin: string, list: string) {
  await openItem(page, origin, list, CATEGORY);
  const form = page.locator("form").filter({ has: page.locator('input[name="version"]') });
  const entries = await form.evaluate((element: HTMLFormElement) =>
    [...new FormData(element)].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
  );
  const kept = Object.fromEntries(entries.filter(([name]) => !name!.startsWith("specFields.")));
  const saved = await page.request.post(page.url(), {
    form: { ...kept, ...FIELDS, intent: "save" },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);
}

/** The editor's tabs holding a product's category and its values. */
const SPECS_TAB = { en: "Specifications", es: "Especificaciones" };
const CONTENT_TAB = { en: "Content", es: "Contenido" };

for (const [locale, width] of [
  ["es", 375],
  ["en", 1280],
] as const) {
  const t = TEXTS[locale];
  const at = `(${locale}, ${width} px)`;

  test(`a category's fields and a product's values, following its category ${at}`, async ({
    browser,
    accounts,
    origin,
  }) => {
    const page = await accounts.signedInPage(browser, ADMIN, { width });
    page.on("dialog", (prompt) => void prompt.accept());
    await defineFields(page, origin, t.list);

    // The category's editor with its fields.
    await openItem(page, origin, t.list, CATEGORY);
    // On their tab, each field folded to a line: the sixth opened.
    const tab = (name: string) => page.getByRole("tab", { name, exact: true });
    await expectSlow(tab(SPECS_TAB[locale])).toBeVisible();
    await tab(SPECS_TAB[locale]).click();
    await page.locator('details[data-entry="specFields.5"] > summary').click();
    await expectSlow(page.locator("#f-specFields-5-kind")).toBeVisible();
    await expectAccessibleScreen(page, `a category's specification fields ${at}`);

    // The product's editor: its category's fields.
    await openItem(page, origin, t.list, t.product);
    const values = page.locator("[data-specs-category]");
    const flow = page.locator("#f-specs-e2e-flow-value");
    await expectSlow(tab(SPECS_TAB[locale])).toBeVisible();
    await tab(SPECS_TAB[locale]).click();
    await expectSlow(flow).toBeVisible();
    await expect(page.getByRole("group", { name: t.flow, exact: true })).toBeVisible();
    await expectAccessibleScreen(page, `a product's specification values ${at}`);

    // Another category chosen: its fields in place of the first one's, and back.
    // (the category on the Content tab, the values on Specifications).
    const category = page.locator("#f-categoryId");
    await tab(CONTENT_TAB[locale]).click();
    await expectHydrated(category);
    await category.selectOption(OTHER);
    await expect(values).toHaveAttribute("data-specs-category", OTHER);
    await expect(flow).toHaveCount(0);
    await expect(page.locator('[data-spec-field="e2e-notes"]')).toHaveCount(0);
    await category.selectOption(CATEGORY);
    await expect(values).toHaveAttribute("data-specs-category", CATEGORY);
    await tab(SPECS_TAB[locale]).click();
    await expect(flow).toBeVisible();
    await expect(page.locator('[data-spec-field="e2e-notes"]')).toBeVisible();

    // A value that is no number: refused beside its field, the typed text kept.
    await flow.fill("about 300");
    await page.getByRole("button", { name: t.saveDraft, exact: true }).click();
    await expectSlow(page.locator("#f-specs-e2e-flow-value-error")).toHaveText(t.notNumber);
    await expect(flow).toHaveValue("about 300");
    await expect(flow).toHaveAttribute("aria-invalid", "true");
    await expectAccessibleScreen(page, `a product's specification values with an error ${at}`);
    await page.context().close();
  });
}
