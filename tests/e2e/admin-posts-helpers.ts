// The news posts' steps shared by admin-posts.spec.ts, admin-media.spec.ts and
// admin-office-a11y.spec.ts. A post is made at /admin/posts/new (its type and English title)
// and written in the content editor (/admin/content/<id>), as every content item is (ADR 030).
import sharp from "sharp";
import { expectHydrated } from "../support/hydrated";
import { expect, type Page } from "./fixtures";

const expectSlow = expect.configure({ timeout: 30_000 });

/** A post's address in the content editor: /admin/content/<id> (or the Spanish one). */
const EDITOR_URL = /\/admin\/(?:content|contenido)\/([0-9a-f-]{36})(?:\?|$)/;

/**
 * The rich-text editor of a post's content in one language, once it has replaced the plain
 * textarea (its toolbar shows: the page has hydrated and the editor's chunk has run). Typing
 * waits for it: text typed into the server's form before hydration could be lost.
 */
export async function richText(page: Page, language: "en" | "es") {
  const frame = page.locator(`[data-rich-text="content.${language}"]`);
  await expectSlow(frame.getByRole("toolbar")).toBeVisible();
  return { frame, editor: frame.getByRole("textbox") };
}

/**
 * Creates a post from /admin/posts/new (in English: its type and English title) and answers
 * its id and the address of its editor, the content editor, opened with its script running.
 */
export async function createPost(
  page: Page,
  origin: string,
  title: string,
  postType: "News" | "Press Release" = "News",
): Promise<{ id: string; editUrl: string }> {
  await page.goto(`${origin}/admin/posts/new`);
  // Chosen and typed once the form is React's: its hydration could set them back.
  const create = page.getByRole("button", { name: "Create draft" });
  await expectHydrated(create);
  await page.getByRole("radio", { name: postType }).check();
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await create.click();
  await expectSlow(page).toHaveURL(EDITOR_URL);
  await expectSlow(page.getByRole("status").filter({ hasText: "Post created as a draft." })).toBeVisible();
  await richText(page, "en");
  const id = EDITOR_URL.exec(page.url())![1]!;
  return { id, editUrl: `${origin}/admin/content/${id}` };
}

/** A post's id in the address of its editor (either language). */
export const postIdOf = (url: string) => EDITOR_URL.exec(url)![1]!;

/** A PNG made here, one colour (a picture for a post). */
export const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 180 } } })
    .png()
    .toBuffer();

/** The drafts the editor keeps in the browser (localStorage) while they are unsaved. */
export const keptDrafts = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith("kept-draft:")));
