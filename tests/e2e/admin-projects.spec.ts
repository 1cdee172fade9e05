// A project reference written in the back office, in Chromium, in English at 1280 px: an editor
// adds one from the content list (its title, client, country, city, year and capacity), names a
// product supplied and a service, chooses a photograph of the media library, publishes it, and a
// visitor finds it on the listing and its page, with the product linked and the photograph shown.
// The forms' rules and messages in both languages are admin-projects.test.ts's (integration).
import { expectHydrated } from "../support/hydrated";
import { ADMIN, expect, test } from "./fixtures";

const expectSlow = expect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 900 } });

test("an editor adds a reference with a product, a service and a library photograph, and publishes it", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN);
  const stamp = Date.now().toString(36);
  const title = `Inlet screens ${stamp}`;
  await page.goto(`${origin}/admin/content`);
  const group = page.locator('[data-content-type="project"]');
  await group.getByText("Add a project reference").click();
  const add = group.getByRole("button", { name: "Add as a draft" });
  await expectHydrated(add);
  await group.getByLabel("Title in English").fill(title);
  await group.getByLabel("Title in Spanish").fill(`Rejas de entrada ${stamp}`);
  await group.getByLabel("Client").selectOption("municipal");
  await group.getByLabel("Country").selectOption("CL");
  await group.getByLabel("City (in English)").fill("Valparaíso");
  await group.getByLabel("Year of commissioning").fill("2015");
  await group.getByLabel("Capacity (m³/day)").fill("18 000");
  await add.click();
  await expectSlow(page).toHaveURL(/\/admin\/content\/[0-9a-f-]{36}\?done=created$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Project reference added as a draft." }),
  ).toBeVisible();

  // A product supplied, chosen by its name, with its quantity.
  const addProduct = page.getByRole("button", { name: "Add: Products supplied" });
  await expectHydrated(addProduct);
  await addProduct.click();
  const product = page.locator("#f-products-0-productId");
  await expectSlow(product).toBeVisible();
  await product.selectOption({ label: "Drum Screen" });
  await page.locator("#f-products-0-quantity").fill("3");
  // A service involved.
  await page.getByRole("button", { name: "Add: Services involved" }).click();
  const service = page.locator("#f-services-0");
  await expectSlow(service).toBeVisible();
  await service.selectOption({ label: "Wastewater Treatment" });
  // A photograph of the media library, from the picker's dialog, on the Images tab.
  await page.getByRole("tab", { name: "Images", exact: true }).click();
  await page.getByRole("button", { name: "Add: Photographs" }).click();
  const field = page.locator('[data-media-field="photos.0.media"]');
  await expectSlow(field).toBeVisible();
  const choose = field.getByRole("button", { name: /^Choose from library/ });
  await expectHydrated(choose);
  await choose.click();
  const dialog = page.getByRole("dialog", { name: "Choose an image from the library" });
  await expect(dialog).toBeVisible();
  await dialog.locator("[data-library-choice]").first().click();
  await expect(dialog).toBeHidden();
  await expect(field.locator("select")).not.toHaveValue("");
  await expect(field.locator("[data-media-preview]")).toBeVisible();
  // Its words here (the library's own may be missing: a photograph without any is not published).
  await page.locator('[name="photos.0.alt.en"]').fill(`Drum screens at the inlet ${stamp}`);
  await page.locator('[name="photos.0.alt.es"]').fill(`Tamices de tambor en la entrada ${stamp}`);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectSlow(
    page.getByRole("status").filter({ hasText: "Published: the site shows it now." }),
  ).toBeVisible();

  // A visitor finds it on the listing filtered by its country, and reads its page.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const site = await visitor.newPage();
  await expect
    .poll(
      async () => {
        await site.goto(`${origin}/projects?country=CL`);
        return site.getByRole("link", { name: title }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await site.getByRole("link", { name: title }).click();
  await expect(site.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(site.locator("[data-project-facts]")).toContainText("18,000 m³/day");
  await expect(
    site.locator("[data-project-products]").getByRole("link", { name: "Drum Screen" }),
  ).toHaveAttribute("href", "/drum-screen");
  const photo = site.getByRole("img", { name: `Drum screens at the inlet ${stamp}` });
  await expectSlow(photo).toHaveJSProperty("complete", true);
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await visitor.close();
});
