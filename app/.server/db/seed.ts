import { count } from "drizzle-orm";
import type { Database } from "./client";
import { mediaPosts } from "./schema";
import { demoNewsPosts } from "./seed-news";

/** Inserts the demo news; posts already there (by id) are left alone. Returns how many were added. */
export async function seedDemoNews(db: Database): Promise<number> {
  const rows = demoNewsPosts.map((post) => ({ ...post, publishedAt: new Date(post.publishedAt) }));
  const inserted = await db
    .insert(mediaPosts)
    .values(rows)
    .onConflictDoNothing({ target: mediaPosts.id })
    .returning({ id: mediaPosts.id });
  return inserted.length;
}

export async function isNewsEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(mediaPosts);
  return (row?.n ?? 0) === 0;
}
