// A post shown on the news post page before it is saved (the content editor's live preview):
// while a preview renders, the page's query for that post answers this row instead of the
// published one. Shared by every copy of this module in the process (the server build and the
// code run from source each load one), as the page table's preview is (pages.ts).
import { AsyncLocalStorage } from "node:async_hooks";
import type { MediaPost } from "../db/schema";

const KEY = Symbol.for("water-site.previewed-post");
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<MediaPost> };
const previews = (holder[KEY] ??= new AsyncLocalStorage<MediaPost>());

/** Runs `task` with `row` as the post its page shows, for that task only. */
export function withPreviewedPost<T>(row: MediaPost, task: () => T): T {
  return previews.run(row, task);
}

/** The post being previewed when it is `id`, else undefined (the page reads the published one). */
export function previewedPost(id: string): MediaPost | undefined {
  const row = previews.getStore();
  return row?.id === id ? row : undefined;
}
