// The media library in Chromium, in English at 1280 px: a batch of photos uploads with a
// progress bar per file, a bad file named with its reason while the rest are stored; an image
// gets its alt text; the content editor chooses it for a product's main image from the library's
// dialog, publishes, and the public page (in English and in Spanish) shows it from its
// renditions; a news post takes a library image as its picture from the same dialog in its
// editor (the content editor, ADR 030), and its preview shows it; a gallery entry moves down by
// keyboard, and back by dragging. The library, the image's page, the picker dialog and the
// editor are checked by axe in admin-office-a11y.spec.ts, with the Spanish wording and the
// missing-alt flag's fit at 375 px.
import { photo } from "./admin-media-helpers";
import { createPost } from "./admin-posts-helpers";
import { expectHydrated } from "../support/hydrated";
import { ADMIN, expect, test } from "./fixtures";

test.describe.configure({ timeout: 240_000 });
const expectSlow = expect.configure({ timeout: 30_000 });

const texts = {
  library: "/admin/media",
  content: "/admin/content",
  heading: "Media",
  upload: "Upload",
  uploaded: (name: string) => `${name}: uploaded.`,
  notImage: (name: string) => `${name}: not an image`,
  progress: (name: string) => `Upload of ${name}`,
  edit: "Edit",
  altEn: "Alt text (English)",
  altEs: "Alt text (Spanish)",
  save: "Save",
  saved: "Saved.",
  choose: "Choose from library",
  dialog: "Choose an image from the library",
  search: "Search by file name, alt text or caption",
  publish: "Publish",
  published: "Published: the site shows it now.",
  moveDown: "Move down: Gallery 1",
  imagesTab: "Images",
  product: "basket-screen",
  productPaths: ["/basket-screen", "/es/cesta-de-desbaste"],
  postLibrary: "Library image",
  saveDraft: "Save draft",
  draftSaved: "Draft saved.",
  preview: (id: string) => `/admin/posts/${id}/preview?lang=en`,
};

test("an editor uploads photos and places one on a product page", async ({ browser, accounts, origin }) => {
  const page = await accounts.signedInPage(browser, ADMIN);
  await page.goto(`${origin}${texts.library}`);
  await expect(page.getByRole("heading", { level: 1, name: texts.heading })).toBeVisible();

  const stamp = `en-${Date.now().toString(36)}`;
  const good = [`plant-${stamp}.jpg`, `tank-${stamp}.jpg`];
  const bad = `notes-${stamp}.jpg`;
  await page.locator("#media-files").setInputFiles([
    { name: good[0]!, mimeType: "image/jpeg", buffer: await photo(2400, 1800, 20) },
    { name: bad, mimeType: "image/jpeg", buffer: Buffer.from("these are words, not a picture") },
    { name: good[1]!, mimeType: "image/jpeg", buffer: await photo(1800, 1200, 160) },
  ]);
  // A progress bar per file, each filled once its upload is done.
  for (const name of [...good, bad])
    await expect(page.getByRole("progressbar", { name: texts.progress(name) })).toBeVisible();
  await page.getByRole("button", { name: texts.upload, exact: true }).click();
  const results = page.locator("[data-upload-results]");
  for (const name of good) await expectSlow(results.getByText(texts.uploaded(name))).toBeVisible();
  await expect(results.getByText(texts.notImage(bad))).toBeVisible();
  for (const name of [...good, bad])
    await expect(page.getByRole("progressbar", { name: texts.progress(name) })).toHaveAttribute(
      "value",
      "100",
    );
  // The grid shows the new images, flagged without alt text.
  const card = page.locator("[data-media-card]").filter({ hasText: good[0]! });
  await expectSlow(card).toBeVisible();
  await expect(card.locator("[data-missing-alt]")).toBeVisible();

  // Its words, on its page.
  await card
    .getByRole("link", { name: new RegExp(`^${texts.edit}\\W+${good[0]!.replace(/\./g, "\\.")}$`) })
    .click();
  await page.getByLabel(texts.altEn, { exact: true }).fill(`Screening plant ${stamp}`);
  await page.getByLabel(texts.altEs, { exact: true }).fill(`Planta de desbaste ${stamp}`);
  await page.getByRole("button", { name: texts.save, exact: true }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: texts.saved })).toBeVisible();

  // The product's main image, from the library's dialog.
  await page.goto(`${origin}${texts.content}?q=${texts.product}`);
  await page.locator(`[data-content-row="${texts.product}"] th a`).click();
  // The images are on their own tab.
  await expectSlow(page.getByRole("tab", { name: texts.imagesTab })).toBeVisible();
  await page.getByRole("tab", { name: texts.imagesTab }).click();
  const field = page.locator('[data-media-field="page.mainImage.media"]');
  await expectSlow(field).toBeVisible();
  await field.getByRole("button", { name: new RegExp(`^${texts.choose}`) }).click();
  const dialog = page.getByRole("dialog", { name: texts.dialog });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(texts.search).fill(stamp);
  await expect(dialog.locator("[data-library-choice]")).toHaveCount(2);
  await dialog.locator(`[data-library-choice="${good[0]}"]`).click();
  await expect(dialog).toBeHidden();
  await expect(field.locator("select")).not.toHaveValue("");
  await expect(field.locator("[data-media-preview]")).toBeVisible();
  await page.getByRole("button", { name: texts.publish, exact: true }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: texts.published })).toBeVisible();

  // The product's page in each language shows it.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const publicPage = await visitor.newPage();
  for (const productPath of texts.productPaths) {
    await expect
      .poll(
        async () => {
          await publicPage.goto(`${origin}${productPath}`);
          return publicPage.locator('img[src^="/images/media/"]').count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    const shown = publicPage.locator('img[src^="/images/media/"]').first();
    await shown.scrollIntoViewIfNeeded();
    await expectSlow(shown).toHaveJSProperty("complete", true);
    expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
  await visitor.close();

  // A post takes a library image as its picture from the same dialog, in its editor.
  const { id } = await createPost(page, origin, `Commissioned ${stamp}`);
  // The picture is on the Images tab.
  await page.getByRole("tab", { name: texts.imagesTab }).click();
  const postField = page.locator('[data-media-field="media"]');
  await expect(postField.getByLabel(texts.postLibrary)).toContainText(good[1]!);
  const postChoose = postField.getByRole("button", { name: new RegExp(`^${texts.choose}`) });
  await expectHydrated(postChoose);
  await postChoose.click();
  const postDialog = page.getByRole("dialog", { name: texts.dialog });
  await postDialog.getByLabel(texts.search).fill(`tank-${stamp}`);
  await expect(postDialog.locator("[data-library-choice]")).toHaveCount(1);
  await postDialog.locator(`[data-library-choice="${good[1]}"]`).click();
  await expect(postDialog).toBeHidden();
  const chosen = await postField.locator("select").inputValue();
  expect(chosen).not.toBe("");
  await expect(postField.locator("[data-media-preview]")).toBeVisible();
  await page.getByRole("button", { name: texts.saveDraft, exact: true }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: texts.draftSaved })).toBeVisible();
  await expect(postField.locator("select")).toHaveValue(chosen);
  // The post's preview shows it from its renditions.
  await page.goto(`${origin}${texts.preview(id)}`);
  const featured = page.locator("article img").first();
  await expectSlow(featured).toHaveJSProperty("complete", true);
  expect(await featured.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await featured.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(
    `/media/images/${chosen}-`,
  );
  await page.context().close();
});

test("a gallery's entry moves down by keyboard, and back by dragging", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN);
  await page.goto(`${origin}${texts.content}?q=${texts.product}`);
  await page.locator(`[data-content-row="${texts.product}"] th a`).click();
  const first = page.locator('input[name="page.gallery.0.title.en"]');
  const second = page.locator('input[name="page.gallery.1.title.en"]');
  // The gallery is on the Images tab, each entry folded to a line: the first opened by keyboard.
  await expectSlow(page.getByRole("tab", { name: texts.imagesTab })).toBeVisible();
  await page.getByRole("tab", { name: texts.imagesTab }).click();
  const summary = page.locator('details[data-entry="page.gallery.0"] > summary');
  await summary.focus();
  await page.keyboard.press("Enter");
  await expectSlow(first).toBeVisible();
  const [one, two] = [await first.inputValue(), await second.inputValue()];
  const button = page.getByRole("button", { name: texts.moveDown, exact: true });
  await button.focus();
  await page.keyboard.press("Enter");
  await expectSlow(first).toHaveValue(two);
  await expect(second).toHaveValue(one);
  // The form came back on the same tab, the moved entry open.
  await expect(page.getByRole("tab", { name: texts.imagesTab })).toHaveAttribute("aria-selected", "true");
  await expect(second).toBeVisible();
  // And by dragging: the (now) first entry dropped on the second puts them back. Without script
  // the move above came back as a new page: its entries are draggable once its code runs.
  const entries = page.locator('[data-field="page.gallery"] > [data-list-entry]');
  await expectSlow(entries.first()).toHaveAttribute("draggable", "true");
  // The drag's events as a browser sends them (headless Chromium starts no native drag from a
  // synthetic mouse), carrying one DataTransfer from the entry picked up to the one dropped on.
  await page.evaluate(() => {
    const [from, to] = document.querySelectorAll('[data-field="page.gallery"] > [data-list-entry]');
    const data = new DataTransfer();
    const send = (target: Element, type: string) =>
      target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
    send(from!.querySelector("summary")!, "dragstart");
    send(to!.querySelector("summary")!, "dragover");
    send(to!.querySelector("summary")!, "drop");
    send(from!, "dragend");
  });
  await expectSlow(first).toHaveValue(one);
  await expect(second).toHaveValue(two);
  await page.context().close();
});
