// News authoring in Chromium: an editor writes a post with formatting and an image,
// previews it, publishes it, finds it on the list, the home page and in search, edits and
// unpublishes it; axe on every screen of the tool at 375 and 1280 px, in both languages.
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { ACCOUNT_PASSWORD, startAccountServer, type AccountServer } from "../support/account-server";
import { expectNoAxeViolations } from "./axe";

// The editor's chunk and each save (with an image: its renditions) take a while on a busy machine.
const expectSlow = expect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });
const ADMIN = "posts-e2e@example.com";
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

const signedInPage = (browser: Browser, width = 1280): Promise<Page> =>
  accounts.signedInPage(browser, ADMIN, { width });

test("an editor writes, previews, publishes, edits and unpublishes a post", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser);
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
});

test("refuses an image over 10 MB before sending it, keeping what was typed", async ({ browser }) => {
  const page = await signedInPage(browser);
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
});

for (const width of [375, 1280]) {
  test(`every screen of the tool has no axe violations at ${width} px, in both languages`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await signedInPage(browser, width);
    await page.goto(`${origin}/admin/posts/new`);
    await page.getByRole("group", { name: "English" }).getByLabel("Title").fill(`Axe ${width} ${Date.now()}`);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expectSlow(page.getByRole("status").filter({ hasText: "Post created." })).toBeVisible({
      timeout: 30_000,
    });
    const id = /\/admin\/posts\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    const screens = [
      "/admin/posts",
      "/admin/posts/new",
      `/admin/posts/${id}`,
      `/admin/posts/${id}/preview`,
      "/es/admin/publicaciones",
      "/es/admin/publicaciones/nueva",
      `/es/admin/publicaciones/${id}`,
      `/es/admin/publicaciones/${id}/vista-previa`,
    ];
    for (const path of screens) {
      await page.goto(`${origin}${path}`);
      await page.waitForLoadState("networkidle");
      await expectNoAxeViolations(page, `${path} at ${width}px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    }
    // A form with an error, as the editor sees it.
    await page.goto(`${origin}/es/admin/publicaciones/nueva`);
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await expectSlow(page.getByText("Escribe un título en inglés.")).toBeVisible();
    await expectNoAxeViolations(page, `the editor with an error at ${width}px`);
  });
}

test("the editor works without JavaScript: the content is a textarea of HTML", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/auth`);
  await page.getByLabel("Email").fill(ADMIN);
  await page.getByLabel("Password").fill(ACCOUNT_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.goto(`${origin}/admin/posts/new`);
  const english = page.getByRole("group", { name: "English" });
  await english.getByLabel("Title").fill("Written without script");
  await english.getByLabel("Content").fill("<p>Plain <em>HTML</em></p><script>alert(1)</script>");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: "Post created." })).toBeVisible();
  await expectSlow(page.getByRole("group", { name: "English" }).getByLabel("Content")).toHaveValue(
    "<p>Plain <em>HTML</em></p>",
  );
});

/** Creates a post from the editor and answers its editor's address. */
async function createPost(page: Page, title: string, paragraph: string): Promise<string> {
  await page.goto(`${origin}/admin/posts/new`);
  const english = page.getByRole("group", { name: "English" });
  await english.getByLabel("Title").fill(title);
  const editor = await richText(page, "English", "Content");
  await editor.click();
  await page.keyboard.type(paragraph);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: "Post created." })).toBeVisible({
    timeout: 30_000,
  });
  return page.url().replace(/\?.*$/, "");
}

/** The rich-text editor of a language, once it has replaced the plain textarea (its toolbar shows). */
async function richText(page: Page, group: string, label: string) {
  const fields = page.getByRole("group", { name: group });
  await expectSlow(fields.getByRole("toolbar")).toBeVisible();
  return fields.getByRole("textbox", { name: label });
}

const keptDrafts = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith("kept-draft:")));

const LABELS = {
  en: {
    prefix: "",
    english: "English",
    content: "Content",
    save: "Save draft",
    saved: "Post saved.",
    conflict: "Someone else saved this post after you opened it",
    keepMine: "Keep my text and save it over theirs",
    useTheirs: "Use the saved version (discard my changes)",
  },
  es: {
    prefix: "/es",
    english: "Inglés",
    content: "Contenido",
    save: "Guardar borrador",
    saved: "Publicación guardada.",
    conflict: "Otra persona guardó esta publicación después de que la abrieras",
    keepMine: "Conservar mi texto y guardarlo sobre el suyo",
    useTheirs: "Usar la versión guardada (descartar mis cambios)",
  },
} as const;

for (const width of [375, 1280]) {
  test(`a save from a form opened before another editor's save is refused, showing both texts, at ${width} px, in both languages`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    for (const locale of ["en", "es"] as const) {
      const l = LABELS[locale];
      const first = await signedInPage(browser, width);
      const second = await signedInPage(browser, width);
      const title = `Contested ${locale} ${width} ${Date.now()}`;
      const editUrl = await createPost(first, title, "The first paragraph.");
      const localUrl =
        locale === "es" ? editUrl.replace("/admin/posts/", "/es/admin/publicaciones/") : editUrl;
      // Both open the post; the first adds a paragraph and saves.
      await second.goto(localUrl);
      await first.goto(localUrl);
      const firstEditor = await richText(first, l.english, l.content);
      await expectSlow(firstEditor).toContainText("The first paragraph.");
      await firstEditor.click();
      await first.keyboard.press("ControlOrMeta+End");
      await first.keyboard.press("Enter");
      await first.keyboard.type("An added paragraph on sludge removal.");
      await first.getByRole("button", { name: l.save }).click();
      await expectSlow(first.getByRole("status").filter({ hasText: l.saved })).toBeVisible();

      // The second changes the title in the form opened before, and saves: refused.
      // The English title (in Spanish its label also matches the toolbar's "Subtítulo").
      const secondTitle = second.locator("#post-en-title");
      await richText(second, l.english, l.content);
      await secondTitle.fill(`${title} (second)`);
      await second.getByRole("button", { name: l.save }).click();
      const panel = second.locator("[data-post-conflict]");
      await expectSlow(panel).toBeVisible();
      await expect(panel.getByRole("heading", { name: l.conflict })).toBeVisible();
      await expect(panel).toContainText("An added paragraph on sludge removal.");
      await expect(panel).toContainText(ADMIN);
      await expect(panel).toContainText(title);
      await expect(secondTitle).toHaveValue(`${title} (second)`);
      await expectNoAxeViolations(second, `the conflict panel at ${width}px (${locale})`);
      const overflow = await second.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `the conflict panel scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);

      if (locale === "en") {
        // Keeping their text: the next save replaces the saved version.
        await panel.getByRole("button", { name: l.keepMine }).click();
        await expect(panel).toHaveCount(0);
        await second.getByRole("button", { name: l.save }).click();
        await expectSlow(second.getByRole("status").filter({ hasText: l.saved })).toBeVisible();
        await first.reload();
        await expectSlow(first.locator("#post-en-title")).toHaveValue(`${title} (second)`);
      } else {
        // Taking the saved version: the form shows it, with the paragraph, and nothing is kept.
        await panel.getByRole("button", { name: l.useTheirs }).click();
        await expect(panel).toHaveCount(0);
        await expectSlow(secondTitle).toHaveValue(title);
        await expectSlow(
          second.getByRole("group", { name: l.english }).getByRole("textbox", { name: l.content }),
        ).toContainText("An added paragraph on sludge removal.");
        expect(await keptDrafts(second)).toEqual([]);
      }
      await first.context().close();
      await second.context().close();
    }
  });
}

test("unsaved text survives a sign-out in another tab: restored after signing in again, cleared after saving", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const page = await signedInPage(browser);
  const title = `Kept across sign-in ${Date.now()}`;
  const editUrl = await createPost(page, title, "Saved paragraph.");
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
  await expectNoAxeViolations(page, "the restored notice");

  // Saved, it is forgotten: a reload shows the saved post and no notice.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: "Post saved." })).toBeVisible();
  expect(await keptDrafts(page)).toEqual([]);
  await page.reload();
  await expectSlow(page.getByRole("group", { name: "English" }).getByLabel("Title")).toHaveValue(
    `${title} (unsaved)`,
  );
  await expect(page.locator("[data-restored-notice]")).toHaveCount(0);

  // Discarding a restored draft shows the saved post again.
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
}) => {
  const page = await signedInPage(browser);
  const editUrl = await createPost(page, `Leaving ${Date.now()}`, "Saved.");
  await page.goto(editUrl);
  const titleField = page.getByRole("group", { name: "English" }).getByLabel("Title");
  await expectSlow(
    page.getByRole("group", { name: "English" }).getByRole("textbox", { name: "Content" }),
  ).toBeVisible();
  await titleField.fill("Changed, not saved");

  await page.getByRole("link", { name: "Preview" }).click();
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
