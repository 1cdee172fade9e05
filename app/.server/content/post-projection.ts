// A post's published projection (ADR 030): the row of `media_posts` the news pages, the feed,
// the sitemap, site search and the home page's latest news read, with its one index for every
// depth of the list. Posts are edited as content items (their revisions); this writes the row
// from them, inside the transaction that changed their state, so the row is never behind:
//   - a published revision: the row, public from its publication date;
//   - none, but a revision scheduled: the row with the later date, public when it comes (the
//     news counter's clock, ADR 020; no job has to run for it to appear);
//   - neither: no row (a draft, an unpublished or a deleted post).
// A post keeps the date it was first published through later corrections (the date its version
// became the published one, else the row's); published again after it was taken off the
// site, it takes the new publication's date.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { contentItems, contentRevisions, mediaImages, mediaPosts } from "../db/schema";
import { uploadedImageMainUrl } from "~/lib/uploaded-image";
import { postSchema, type ContentData } from "~/lib/content/schemas";

type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;

/** A post's key: its id, which its address carries. */
export const POST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A post's fields as its schema declares them. */
type PostData = ContentData<"post">;

/** A stored version's fields, or undefined when the schema refuses them (such a version shows nothing). */
export const postData = (data: unknown): PostData | undefined => {
  const parsed = postSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
};

/** The projection's columns of a post's fields (a Spanish text left empty is null: the English one shows). */
export async function postColumns(db: Pick<Database, "select">, data: PostData) {
  let featuredImageUrl: string | null = null;
  if (data.media) {
    const [image] = await db
      .select({ id: mediaImages.id, hash: mediaImages.hash })
      .from(mediaImages)
      .where(eq(mediaImages.id, data.media));
    if (image) featuredImageUrl = uploadedImageMainUrl(image);
  }
  const orNull = (text: string) => (text.trim() === "" ? null : text);
  return {
    postType: data.postType,
    title: data.title.en,
    titleEs: orNull(data.title.es),
    excerpt: orNull(data.excerpt.en),
    excerptEs: orNull(data.excerpt.es),
    // Sanitised when saved (the editor's action), and again as the news page renders it.
    content: orNull(data.content.en),
    contentEs: orNull(data.content.es),
    featuredImageUrl,
  };
}

/**
 * Writes the projection of the post `itemId` from its revisions (call it inside the
 * transaction that changed them, after the change). Answers what the row is now.
 */
export async function projectPost(tx: Executor, itemId: string): Promise<"published" | "scheduled" | "none"> {
  const [item] = await tx
    .select({ type: contentItems.type, key: contentItems.key })
    .from(contentItems)
    .where(eq(contentItems.id, itemId));
  if (!item || item.type !== "post" || !POST_ID.test(item.key)) return "none";
  const postId = item.key;
  const revisions = await tx
    .select({
      state: contentRevisions.state,
      data: contentRevisions.data,
      publishAt: contentRevisions.publishAt,
      publishedAt: contentRevisions.publishedAt,
    })
    .from(contentRevisions)
    .where(
      and(eq(contentRevisions.itemId, itemId), inArray(contentRevisions.state, ["published", "scheduled"])),
    );
  const published = revisions.find((revision) => revision.state === "published");
  const scheduled = revisions.find((revision) => revision.state === "scheduled");
  const shown = published ?? scheduled;
  const data = shown ? postData(shown.data) : undefined;
  if (!shown || !data) {
    await dropPostProjection(tx, postId);
    return "none";
  }
  const columns = await postColumns(tx, data);
  const [before] = await tx
    .select({ publishedAt: mediaPosts.publishedAt })
    .from(mediaPosts)
    .where(eq(mediaPosts.id, postId));
  // A published post keeps its date once public (a correction, a schedule come due); one
  // published now over a schedule still to come is dated now; a schedule with nothing
  // published before it is dated at its time.
  const publishedAt = published
    ? before?.publishedAt && before.publishedAt.getTime() <= Date.now()
      ? before.publishedAt
      : (published.publishedAt ?? new Date())
    : scheduled!.publishAt!;
  const set = { ...columns, status: "published" as const, publishedAt, updatedAt: sql`now()` };
  await tx
    .insert(mediaPosts)
    .values({ id: postId, ...set })
    .onConflictDoUpdate({ target: mediaPosts.id, set });
  return published ? "published" : "scheduled";
}

/** Removes the row of a post that is being deleted (its item goes with its history). */
export async function dropPostProjection(tx: Executor, postId: string): Promise<void> {
  await tx.delete(mediaPosts).where(eq(mediaPosts.id, postId));
}
