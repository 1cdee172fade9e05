// News authoring in Chromium, in English at 1280 px (ADR 030: a post is a content item, written
// in the content editor). An editor creates a press release at /admin/posts/new, writes it with
// the rich-text editor's toolbar (bold, a heading, a link) in English and Spanish, uploads its
// picture, previews it, publishes it, and a visitor finds it on /media-center and its page in
// both languages; a post scheduled for later is listed as scheduled; from the list a post is
// taken off the site and deleted, the deletion confirmed in its dialog by keyboard; without
// JavaScript the content is a textarea of HTML; text typed in the rich-text editor makes the
// browser ask before a reload and survives a sign-out in another tab. What the content editor
// does for every item (its conflict panel, text kept through a reload or an expired session,
// discarding it) is admin-content-conflict.spec.ts's; the screens are checked by axe in
// admin-office-a11y.spec.ts, with the Spanish wording.
import { ACCOUNT_PASSWORD } from "../support/account-server";
import { expectHydrated } from "../support/hydrated";
import { createPost, keptDrafts, picture, postIdOf, richText } from "./admin-posts-helpers";
import { ADMIN, expect, test, type Page } from "./fixtures";
import { expectEditorCaret } from "./prose-caret";

// The editor's chunk and each save (with a picture: its renditions) take a while on a busy machine.
const expectSlow = expect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const texts = {
  saved: "Draft saved.",
  published: "Published: the site shows it now.",
  scheduled: "Scheduled: it will be published at the chosen time.",
  unpublished: "Post taken off the site.",
  deleted: "Post deleted.",
};

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** A row's button or link: its word, then (for a screen reader) the post's title. */
const named = (word: string, title: string) =>
  new RegExp(`^${word}\\W+${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** Selects the last `count` characters before the caret. */
async function selectBack(page: Page, count: number) {
  for (let n = 0; n < count; n += 1) await page.keyboard.press("Shift+ArrowLeft");
}

test("an editor creates a press release, writes it with the toolbar, adds a picture, previews and publishes it; a visitor reads it in both languages", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN);
  const title = `Clarifier commissioned ${Date.now()}`;
  await page.goto(`${origin}/admin/posts`);
  const newPost = page.getByRole("link", { name: "New Post" });
  await expectHydrated(newPost);
  await newPost.click();
  await expectSlow(page.getByRole("heading", { level: 1, name: "New Post" })).toBeVisible();
  const create = page.getByRole("button", { name: "Create draft" });
  await expectHydrated(create);
  await page.getByRole("radio", { name: "Press Release" }).check();
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await create.click();

  // The content editor, the post's type and title as chosen.
  await expectSlow(page).toHaveURL(/\/admin\/content\/[0-9a-f-]{36}\?done=postCreated$/);
  const id = postIdOf(page.url());
  await expect(page.getByRole("heading", { level: 1, name: `Edit: ${title}` })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Type" })).toHaveValue("press_release");
  const { frame, editor } = await richText(page, "en");
  await expect(page.locator("#f-title-en")).toHaveValue(title);
  await page.locator("#f-title-es").fill("Clarificador en servicio");
  await page.locator("#f-excerpt-en").fill("A new clarifier treats the plant's water.");

  // Bold from the toolbar: typing waits until its click has turned bold on (or off) and left
  // the caret in the text.
  await editor.focus();
  await expectEditorCaret(editor, "start");
  await page.keyboard.type("The plant now treats ");
  const bold = frame.getByRole("button", { name: "Bold", exact: true });
  await bold.click();
  await expectSlow(bold).toHaveAttribute("aria-pressed", "true");
  await expect(editor).toBeFocused();
  await page.keyboard.type("twice the flow");
  await bold.click();
  await expectSlow(bold).toHaveAttribute("aria-pressed", "false");
  await expect(editor).toBeFocused();
  await page.keyboard.type(" of last year.");
  // A heading of its own line, from the toolbar.
  await page.keyboard.press("Enter");
  const heading = frame.getByRole("button", { name: "Heading", exact: true });
  await heading.click();
  await expectSlow(heading).toHaveAttribute("aria-pressed", "true");
  await expect(editor).toBeFocused();
  await page.keyboard.type("Results");
  await page.keyboard.press("Enter");
  await expectSlow(heading).toHaveAttribute("aria-pressed", "false");
  // A link: the text selected, its address typed in the toolbar's field.
  await page.keyboard.type("Read the full report");
  await selectBack(page, "full report".length);
  await expectEditorCaret(editor, { selected: "full report" });
  await frame.getByRole("button", { name: "Link", exact: true }).click();
  const address = frame.getByLabel("Link address");
  await expect(address).toBeFocused();
  await address.fill("https://example.com/report");
  await address.press("Enter");
  await expect(editor.getByRole("link", { name: "full report" })).toHaveAttribute(
    "href",
    "https://example.com/report",
  );
  await expect(editor.locator("strong")).toHaveText("twice the flow");
  await expect(editor.getByRole("heading", { level: 2 })).toHaveText("Results");

  // The Spanish content, in its own editor.
  const spanish = await richText(page, "es");
  await spanish.editor.focus();
  await expectEditorCaret(spanish.editor, "start");
  await page.keyboard.type("La planta trata ahora el doble de caudal.");

  // A new picture, uploaded with the form: it joins the media library and is the post's.
  await page
    .getByLabel("Or upload a new picture")
    .setInputFiles({ name: "clarifier.png", mimeType: "image/png", buffer: await picture(1600, 1000) });
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expectSlow(status(page, texts.saved)).toBeVisible();
  const chosen = page.locator('[data-media-field="media"]');
  // The picture is on the Images tab.
  await page.getByRole("tab", { name: "Images", exact: true }).click();
  await expect(chosen.locator("select")).not.toHaveValue("");
  await expect(chosen.locator("[data-media-preview]")).toBeVisible();

  // The preview opens in a tab of its own, the post as its page will show it.
  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: /^Preview in English/ }).click(),
  ]);
  await expectSlow(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.locator("[data-post-content] strong")).toHaveText("twice the flow");
  const previewPicture = preview.locator("article img[src*='/media/images/']");
  await expectSlow(previewPicture).toBeVisible();
  await expect
    .poll(() => previewPicture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await preview.close();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectSlow(status(page, texts.published)).toBeVisible();
  await page.goto(`${origin}/admin/posts`);
  const row = page.locator(`[data-post-row="${id}"]`);
  await expect(row.locator('[data-post-state="published"]')).toBeVisible();
  await expect(row).toContainText("Press Release");

  // A visitor finds it on the list, with its picture, and reads it in each language.
  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await visitor.goto(`${origin}/media-center`);
  const card = visitor.locator("article").filter({ hasText: title });
  await expect(card.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(card.locator('picture source[type="image/avif"]')).toHaveCount(1);
  await card.getByRole("link", { name: title }).first().click();
  await expectSlow(visitor).toHaveURL(`${origin}/media-center/post/${id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const content = visitor.locator("[data-post-content]");
  await expect(content.locator("strong")).toHaveText("twice the flow");
  await expect(content.getByRole("heading", { level: 2, name: "Results" })).toBeVisible();
  await expect(content.getByRole("link", { name: "full report" })).toHaveAttribute(
    "href",
    "https://example.com/report",
  );
  await visitor.goto(`${origin}/es/centro-de-medios/publicacion/${id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Clarificador en servicio" })).toBeVisible();
  await expect(visitor.locator("[data-post-content]")).toHaveText(
    "La planta trata ahora el doble de caudal.",
  );
  await expect(visitor.getByText("Comunicado de prensa", { exact: true })).toBeVisible();
  await visitor.context().close();
  await page.context().close();
});

test("a post scheduled for a later date is listed as scheduled for it", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN);
  const { id } = await createPost(page, origin, `Open day announced ${Date.now()}`);
  const { editor } = await richText(page, "en");
  await editor.focus();
  await page.keyboard.type("The plant opens its doors to visitors.");
  await page.getByLabel("Publication date and time").fill("2030-01-15T12:00");
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expectSlow(status(page, texts.scheduled)).toBeVisible();
  await page.goto(`${origin}/admin/posts`);
  const row = page.locator(`[data-post-row="${id}"]`);
  await expect(row.locator('[data-post-state="scheduled"]')).toBeVisible();
  await expect(row).toContainText("Scheduled for 15 Jan 2030");
  await page.context().close();
});

test("from the list a post is taken off the site, then deleted after confirming by keyboard", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN);
  const title = `Pumping station upgraded ${Date.now()}`;
  const { id } = await createPost(page, origin, title);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectSlow(status(page, texts.published)).toBeVisible();

  await page.goto(`${origin}/admin/posts`);
  const row = page.locator(`[data-post-row="${id}"]`);
  await expect(row.locator('[data-post-state="published"]')).toBeVisible();
  await row.getByRole("button", { name: named("Unpublish", title) }).click();
  await expectSlow(page.locator("p[role=status]", { hasText: texts.unpublished })).toBeVisible();
  await expect(row.locator('[data-post-state="archived"]')).toBeVisible();
  await expect(row.getByRole("button", { name: /^Unpublish/ })).toHaveCount(0);

  // Deleting asks first; the dialog is answered by keyboard. Cancel has the focus first, and
  // Escape gives it back to the row's button with the post still there.
  const remove = row.getByRole("button", { name: named("Delete", title) });
  await expectHydrated(remove);
  await remove.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Delete this post?" });
  await expect(dialog).toContainText(title);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(row).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Delete", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expectSlow(page.locator("p[role=status]", { hasText: texts.deleted })).toBeVisible();
  await expect(page.locator(`[data-post-row="${id}"]`)).toHaveCount(0);
  await page.context().close();
});

test("without JavaScript a post is created and its content is a textarea of HTML, sanitised when saved", async ({
  browser,
  accounts,
  origin,
}) => {
  // Signed in by its session cookie (the sign-in form without script is auth.spec.ts's).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const cookies = await accounts.sessionCookies(ADMIN);
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin })));
  const page = await context.newPage();
  await page.goto(`${origin}/admin/posts/new`);
  await page.getByRole("textbox", { name: "Title" }).fill(`Written without script ${Date.now()}`);
  await page.getByRole("button", { name: "Create draft" }).click();
  const content = page.locator('textarea[name="content.en"]');
  await expect(content).toBeVisible();
  await content.fill("<p>Plain <em>HTML</em></p><script>alert(1)</script>");
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expect(status(page, texts.saved)).toBeVisible();
  await expect(page.locator('textarea[name="content.en"]')).toHaveValue("<p>Plain <em>HTML</em></p>");
  await context.close();
});

test("text typed in the rich-text editor makes the browser ask before a reload, and survives a sign-out in another tab until saved", async ({
  browser,
  accounts,
  origin,
}) => {
  // A session of its own: this test ends it, and signs in again through the form.
  const page = await accounts.signedInPage(browser, ADMIN, { freshSession: true });
  const { editUrl } = await createPost(page, origin, `Kept across sign-in ${Date.now()}`);
  let { editor } = await richText(page, "en");
  await editor.focus();
  await page.keyboard.type("Saved paragraph.");
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expectSlow(status(page, texts.saved)).toBeVisible();

  // A paragraph added, not saved.
  ({ editor } = await richText(page, "en"));
  await expect(editor).toContainText("Saved paragraph.");
  await editor.focus();
  await page.keyboard.press("ControlOrMeta+End");
  await expectEditorCaret(editor, "end");
  await page.keyboard.press("Enter");
  await page.keyboard.type("A paragraph typed but not saved.");
  await expect.poll(() => keptDrafts(page)).toHaveLength(1);

  // A reload would lose it: the browser asks first, and the editor stays.
  const prompts: string[] = [];
  page.once("dialog", (prompt) => {
    prompts.push(prompt.type());
    void prompt.dismiss();
  });
  await page.reload({ timeout: 5_000 }).catch(() => undefined);
  expect(prompts).toEqual(["beforeunload"]);
  await expect(editor).toContainText("A paragraph typed but not saved.");

  // Signed out in another tab: Sign Out forgets every kept draft; the editor, still open,
  // holds its text and keeps it again as its save is sent to the sign-in page.
  const other = await page.context().newPage();
  await other.goto(`${origin}/admin/dashboard`);
  const signOut = other.getByRole("button", { name: "Sign Out" }).first();
  await expectHydrated(signOut);
  await signOut.click();
  await expectSlow(other).toHaveURL(/\/auth$/);
  expect(await keptDrafts(other)).toEqual([]);
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expectSlow(page).toHaveURL(/\/auth$/);
  await page.getByLabel("Email").fill(ADMIN);
  await page.getByLabel("Password").fill(ACCOUNT_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectSlow(page).toHaveURL(/\/admin\/dashboard$/);

  // Back in the editor, the paragraph is offered back in the rich-text editor.
  await page.goto(editUrl);
  await expectSlow(page.locator("[data-restored-notice]")).toContainText("Restored unsaved changes from");
  ({ editor } = await richText(page, "en"));
  await expect(editor).toContainText("A paragraph typed but not saved.");

  // Saved, it is forgotten: a reload shows the saved post and no notice.
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expectSlow(status(page, texts.saved)).toBeVisible();
  expect(await keptDrafts(page)).toEqual([]);
  await page.reload();
  ({ editor } = await richText(page, "en"));
  await expect(editor).toContainText("A paragraph typed but not saved.");
  await expect(page.locator("[data-restored-notice]")).toHaveCount(0);
  await page.context().close();
});
