// News authoring in Chromium, in English at 1280 px: an editor writes a post with formatting and
// an image, previews it, publishes it, finds it on the list, the home page and in search, edits
// and unpublishes it; a save from a form opened before another editor's is refused (keeping
// mine, or taking theirs); unsaved text survives an ended session; leaving asks first. Every
// screen and state of the tool is checked by axe in admin-office-a11y.spec.ts, with the
// Spanish wording of its messages.
import sharp from "sharp";
import { ACCOUNT_PASSWORD, type AccountServer } from "../support/account-server";
import { createPost, keptDrafts, richText } from "./admin-posts-helpers";
import { expectHydrated } from "../support/hydrated";
import { ADMIN, expect, test, type Browser } from "./fixtures";

// The editor's chunk and each save (with an image: its renditions) take a while on a busy machine.
const expectSlow = expect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

test("an editor writes, previews, publishes, edits and unpublishes a post", async ({
  browser,
  accounts,
  origin,
}) => {
  test.setTimeout(120_000);
  const page = await accounts.signedInPage(browser, ADMIN);
  const title = `Clarifier commissioned ${Date.now()}`;
  await page.goto(`${origin}/admin/posts`);
  await page.getByRole("link", { name: "New Post" }).click();
  await expectSlow(page.getByRole("heading", { level: 1, name: "New Post" })).toBeVisible();

  const english = page.getByRole("group", { name: "English" });
  await english.getByLabel("Title").fill(title);
  await english.getByLabel("Excerpt").fill("A new clarifier treats the plant's water.");
  const editor = english.getByRole("textbox", { name: "Content" });
  await expectSlow(editor).toBeVisible();
  await editor.click();
  await page.keyboard.type("The plant now treats ");
  // Typing waits until the toolbar's click has turned bold on and left the caret in the text.
  const bold = english.getByRole("button", { name: "Bold" });
  await bold.click();
  await expectSlow(bold).toHaveAttribute("aria-pressed", "true");
  await expectSlow(editor).toBeFocused();
  await page.keyboard.type("twice the flow");
  await bold.click();
  await expectSlow(bold).toHaveAttribute("aria-pressed", "false");
  await expectSlow(editor).toBeFocused();
  await page.keyboard.type(" of last year.");
  await expectSlow(english.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "false");

  const png = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: { r: 30, g: 110, b: 180 } },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel("Featured image")
    .setInputFiles({ name: "clarifier.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: "Post created." })).toBeVisible({
    timeout: 30_000,
  });
  await expectSlow(page.locator('[data-post-state="draft"]').first()).toBeVisible();
  const editUrl = page.url().replace(/\?.*$/, "");
  const id = /\/admin\/posts\/([0-9a-f-]{36})/.exec(editUrl)![1]!;

  await page.getByRole("link", { name: "Preview" }).click();
  await expectSlow(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectSlow(page.locator("[data-post-content] strong")).toHaveText("twice the flow");
  const picture = page.locator("article img[src*='/media/images/']");
  await expectSlow(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole("link", { name: "Back to the editor" }).click();

  await page.getByRole("button", { name: "Publish now" }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: "Post published." })).toBeVisible();
  await page.goto(`${origin}/admin/posts`);
  await expectSlow(page.locator(`[data-post-row="${id}"] [data-post-state="published"]`)).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${origin}/media-center`);
  await expectSlow(visitor.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expectSlow(
    visitor.locator(`article:has-text("${title}") picture source[type="image/avif"]`),
  ).toHaveCount(1);
  await visitor.goto(`${origin}/`);
  await expectSlow(visitor.getByText(title)).toBeVisible();
  await visitor.goto(`${origin}/search?q=${encodeURIComponent("Clarifier commissioned")}`);
  await expectSlow(visitor.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();

  await page.goto(editUrl);
  await page.getByRole("group", { name: "English" }).getByLabel("Title").fill(`${title} (updated)`);
  await page.getByRole("group", { name: "Spanish" }).getByLabel("Title").fill("Clarificador en servicio");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: "Post saved." })).toBeVisible();
  await visitor.goto(`${origin}/media-center/post/${id}`);
  await expectSlow(visitor.getByRole("heading", { level: 1, name: `${title} (updated)` })).toBeVisible();
  await visitor.goto(`${origin}/es/centro-de-medios/publicacion/${id}`);
  await expectSlow(
    visitor.getByRole("heading", { level: 1, name: "Clarificador en servicio" }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Unpublish" }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: "Post unpublished" })).toBeVisible();
  const gone = await visitor.goto(`${origin}/media-center/post/${id}`);
  expect(gone?.status()).toBe(404);

  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expectSlow(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: "Post deleted." })).toBeVisible();
  await expectSlow(page.locator(`[data-post-row="${id}"]`)).toHaveCount(0);
  await visitor.context().close();
  await page.context().close();
});

test("refuses an image over 10 MB before sending it, keeping what was typed", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN);
  await page.goto(`${origin}/admin/posts/new`);
  await page.getByRole("group", { name: "English" }).getByLabel("Title").fill("Kept");
  await expectSlow(
    page.getByRole("group", { name: "English" }).getByRole("textbox", { name: "Content" }),
  ).toBeVisible();
  await page.getByLabel("Featured image").setInputFiles({
    name: "huge.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expectSlow(page.getByText("The image is larger than 10 MB. Choose a smaller file.")).toBeVisible();
  await expectSlow(page.getByRole("group", { name: "English" }).getByLabel("Title")).toHaveValue("Kept");
  await page.context().close();
});

test("the editor works without JavaScript: the content is a textarea of HTML", async ({
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
  const english = page.getByRole("group", { name: "English" });
  await english.getByLabel("Title").fill(`Written without script ${Date.now()}`);
  await english.getByLabel("Content").fill("<p>Plain <em>HTML</em></p><script>alert(1)</script>");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: "Post created." })).toBeVisible();
  await expectSlow(page.getByRole("group", { name: "English" }).getByLabel("Content")).toHaveValue(
    "<p>Plain <em>HTML</em></p>",
  );
  await context.close();
});

/**
 * Two editors open the same post; the first adds a paragraph and saves; the second changes the
 * title in the form opened before, and saves: refused, with both texts shown. Answers the
 * second's page, its conflict panel and the first's page.
 */
async function refusedSave(browser: Browser, accounts: AccountServer, origin: string, title: string) {
  const first = await accounts.signedInPage(browser, ADMIN);
  const second = await accounts.signedInPage(browser, ADMIN);
  const editUrl = await createPost(first, origin, title, "The first paragraph.");
  await second.goto(editUrl);
  await first.goto(editUrl);
  const firstEditor = await richText(first, "English", "Content");
  await expectSlow(firstEditor).toContainText("The first paragraph.");
  await firstEditor.click();
  await first.keyboard.press("ControlOrMeta+End");
  await first.keyboard.press("Enter");
  await first.keyboard.type("An added paragraph on sludge removal.");
  await first.getByRole("button", { name: "Save draft" }).click();
  await expectSlow(first.getByRole("status").filter({ hasText: "Post saved." })).toBeVisible();

  const secondTitle = second.locator("#post-en-title");
  await richText(second, "English", "Content");
  await secondTitle.fill(`${title} (second)`);
  await second.getByRole("button", { name: "Save draft" }).click();
  const panel = second.locator("[data-post-conflict]");
  await expectSlow(panel).toBeVisible();
  await expect(
    panel.getByRole("heading", { name: "Someone else saved this post after you opened it" }),
  ).toBeVisible();
  await expect(panel).toContainText("An added paragraph on sludge removal.");
  await expect(panel).toContainText(ADMIN);
  await expect(panel).toContainText(title);
  await expect(secondTitle).toHaveValue(`${title} (second)`);
  return { first, second, panel, secondTitle };
}

test("a save from a form opened before another editor's save is refused, showing both texts; keeping mine saves it over theirs", async ({
  browser,
  accounts,
  origin,
}) => {
  test.setTimeout(180_000);
  const title = `Contested mine ${Date.now()}`;
  const { first, second, panel } = await refusedSave(browser, accounts, origin, title);
  // Keeping their text: the next save replaces the saved version.
  await panel.getByRole("button", { name: "Keep my text and save it over theirs" }).click();
  await expect(panel).toHaveCount(0);
  await second.getByRole("button", { name: "Save draft" }).click();
  await expectSlow(second.getByRole("status").filter({ hasText: "Post saved." })).toBeVisible();
  await first.reload();
  await expectSlow(first.locator("#post-en-title")).toHaveValue(`${title} (second)`);
  await first.context().close();
  await second.context().close();
});

test("a save from a form opened before another editor's save is refused, showing both texts; using theirs shows the saved version", async ({
  browser,
  accounts,
  origin,
}) => {
  test.setTimeout(180_000);
  const title = `Contested theirs ${Date.now()}`;
  const { first, second, panel, secondTitle } = await refusedSave(browser, accounts, origin, title);
  // Taking the saved version: the form shows it, with the paragraph, and nothing is kept.
  await panel.getByRole("button", { name: "Use the saved version (discard my changes)" }).click();
  await expect(panel).toHaveCount(0);
  await expectSlow(secondTitle).toHaveValue(title);
  await expectSlow(
    second.getByRole("group", { name: "English" }).getByRole("textbox", { name: "Content" }),
  ).toContainText("An added paragraph on sludge removal.");
  expect(await keptDrafts(second)).toEqual([]);
  await first.context().close();
  await second.context().close();
});

test("unsaved text survives a sign-out in another tab: restored after signing in again, cleared after saving", async ({
  browser,
  accounts,
  origin,
}) => {
  test.setTimeout(150_000);
  // A session of its own: this test ends it, and signs in again through the form.
  const page = await accounts.signedInPage(browser, ADMIN, { freshSession: true });
  const title = `Kept across sign-in ${Date.now()}`;
  const editUrl = await createPost(page, origin, title, "Saved paragraph.");
  await page.goto(editUrl);
  const english = page.getByRole("group", { name: "English" });
  const editor = await richText(page, "English", "Content");
  await expectSlow(editor).toContainText("Saved paragraph.");
  await english.getByLabel("Title").fill(`${title} (unsaved)`);
  // Focused, not clicked: a click's caret could be read after the key that moves it.
  await editor.focus();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("A paragraph typed but not saved.");

  // Signed out in another tab: the save lands on the sign-in page.
  const other = await page.context().newPage();
  await other.goto(`${origin}/admin/dashboard`);
  // Its script running (Sign Out clears kept drafts from the browser's side).
  await other.waitForLoadState("networkidle");
  await other.getByRole("button", { name: "Sign Out" }).first().click();
  await expectSlow(other).toHaveURL(/\/auth$/);
  // Sign Out forgot every kept draft; the editor, still open, holds its text and keeps it
  // again as its save is sent to the sign-in page.
  expect(await keptDrafts(other)).toEqual([]);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectSlow(page).toHaveURL(/\/auth$/);
  await page.getByLabel("Email").fill(ADMIN);
  await page.getByLabel("Password").fill(ACCOUNT_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectSlow(page).toHaveURL(/\/admin\/dashboard$/);

  // Back in the editor, the text is offered back, with a way to discard it.
  await page.goto(editUrl);
  const notice = page.locator("[data-restored-notice]");
  await expectSlow(notice).toContainText("Restored unsaved changes from");
  await expect(notice.getByRole("button", { name: "Discard them" })).toBeVisible();
  await expectSlow(page.getByRole("group", { name: "English" }).getByLabel("Title")).toHaveValue(
    `${title} (unsaved)`,
  );
  await expectSlow(
    page.getByRole("group", { name: "English" }).getByRole("textbox", { name: "Content" }),
  ).toContainText("A paragraph typed but not saved.");

  // Saved, it is forgotten: a reload shows the saved post and no notice.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: "Post saved." })).toBeVisible();
  expect(await keptDrafts(page)).toEqual([]);
  await page.reload();
  await expectSlow(page.getByRole("group", { name: "English" }).getByLabel("Title")).toHaveValue(
    `${title} (unsaved)`,
  );
  await expect(page.locator("[data-restored-notice]")).toHaveCount(0);

  // Discarding a restored draft shows the saved post again. Typed once the editor's script
  // runs (its rich-text editor is there only then): the server's form shows the same title
  // before, and nothing typed into it is kept.
  await richText(page, "English", "Content");
  await page.getByRole("group", { name: "English" }).getByLabel("Title").fill("To be discarded");
  // Leaving asks first (the last test shows it); here the editor leaves.
  page.on("dialog", (prompt) => void prompt.accept());
  await page.goto(`${origin}/admin/dashboard`);
  await page.goto(editUrl);
  await expectSlow(page.locator("[data-restored-notice]")).toBeVisible();
  await page.getByRole("button", { name: "Discard them" }).click();
  await expectSlow(page.getByRole("group", { name: "English" }).getByLabel("Title")).toHaveValue(
    `${title} (unsaved)`,
  );
  expect(await keptDrafts(page)).toEqual([]);
});

test("leaving with unsaved changes asks first: a dialog for a link, the browser's prompt for a reload", async ({
  browser,
  accounts,
  origin,
}) => {
  const page = await accounts.signedInPage(browser, ADMIN);
  const editUrl = await createPost(page, origin, `Leaving ${Date.now()}`, "Saved.");
  await page.goto(editUrl);
  const titleField = page.getByRole("group", { name: "English" }).getByLabel("Title");
  await expectSlow(
    page.getByRole("group", { name: "English" }).getByRole("textbox", { name: "Content" }),
  ).toBeVisible();
  // The leave guard sees typing and a link's click only once the form has hydrated: sooner, the
  // text is the server's form's and the link loads a whole document (no dialog; failed in CI).
  const preview = page.getByRole("link", { name: "Preview" });
  await expectHydrated(titleField);
  await expectHydrated(preview);
  await titleField.fill("Changed, not saved");

  await preview.click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expectSlow(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(dialog).toHaveCount(0);
  expect(page.url()).toBe(editUrl);
  await expect(titleField).toHaveValue("Changed, not saved");

  const prompts: string[] = [];
  page.once("dialog", (prompt) => {
    prompts.push(prompt.type());
    void prompt.dismiss();
  });
  await page.reload({ timeout: 5_000 }).catch(() => undefined);
  expect(prompts).toEqual(["beforeunload"]);

  await page.getByRole("link", { name: "Preview" }).click();
  await expectSlow(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Leave" }).click();
  await expectSlow(page).toHaveURL(/\/preview$/);
});
