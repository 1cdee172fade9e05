// The news editor's steps shared by admin-posts.spec.ts and admin-office-a11y.spec.ts.
import { expect, type Page } from "./fixtures";

const expectSlow = expect.configure({ timeout: 30_000 });

/** The rich-text editor of a language, once it has replaced the plain textarea (its toolbar shows). */
export async function richText(page: Page, group: string, label: string) {
  const fields = page.getByRole("group", { name: group });
  await expectSlow(fields.getByRole("toolbar")).toBeVisible();
  return fields.getByRole("textbox", { name: label });
}

/** Creates a post from the (English) editor and answers its editor's address. */
export async function createPost(
  page: Page,
  origin: string,
  title: string,
  paragraph: string,
): Promise<string> {
  await page.goto(`${origin}/admin/posts/new`);
  // The rich-text editor first: typed before the form is hydrated, the title could be lost.
  const editor = await richText(page, "English", "Content");
  const english = page.getByRole("group", { name: "English" });
  await english.getByLabel("Title").fill(title);
  await editor.click();
  await page.keyboard.type(paragraph);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectSlow(page.getByRole("status").filter({ hasText: "Post created." })).toBeVisible({
    timeout: 30_000,
  });
  return page.url().replace(/\?.*$/, "");
}

/** The drafts the editor keeps in the browser (localStorage) while they are unsaved. */
export const keptDrafts = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith("kept-draft:")));
