import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { contentItems, contentRevisions } from "./schema";
import { demoNewsPosts } from "./seed-news";
import { projectPost } from "../content/post-projection";
import { validateContent } from "~/lib/content/schemas";

/**
 * Adds the demo news as posts of the content (ADR 030): each an item keyed by its fixed id
 * with one version, published at its date (its row written for the news pages) or a draft.
 * Posts already there (by id) are left alone. Returns how many were added.
 */
export async function seedDemoNews(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    let added = 0;
    for (const post of demoNewsPosts) {
      const data = {
        postType: post.postType,
        title: { en: post.title, es: post.titleEs },
        excerpt: { en: post.excerpt, es: post.excerptEs },
        content: { en: post.content, es: post.contentEs },
      };
      const checked = validateContent("post", data);
      if (!checked.ok)
        throw new Error(
          `demo post ${post.id}: ${checked.errors.map((e) => `${e.field}: ${e.message}`).join("; ")}`,
        );
      const [item] = await tx
        .insert(contentItems)
        .values({ id: post.id, type: "post", key: post.id, position: 0 })
        .onConflictDoNothing()
        .returning({ id: contentItems.id });
      if (!item) continue;
      const published = post.status === "published";
      await tx.insert(contentRevisions).values({
        itemId: item.id,
        version: 1,
        state: published ? "published" : "draft",
        data: checked.data,
        ...(published ? { publishedAt: new Date(post.publishedAt) } : {}),
      });
      await projectPost(tx, item.id);
      added++;
    }
    return added;
  });
}

/** Whether the database holds no post at all (published or not). */
export async function isNewsEmpty(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(eq(contentItems.type, "post"))
    .limit(1);
  return !row;
}
