import { and, eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/.server/db/client";
import { contentItems, contentRevisions } from "~/.server/db/schema";
import type { ContentData, ContentType } from "~/lib/content/schemas";

type Db = DatabaseHandle["db"];

/**
 * Publishes new fields for an item as an editor's publish does, straight in the database:
 * the published version superseded and the new one published, in one transaction.
 */
export async function publishContent<T extends ContentType>(
  db: Db,
  type: T,
  key: string,
  change: (data: ContentData<T>) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
    if (!item) throw new Error(`no ${type} ${key}`);
    const [current] = await tx
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.itemId, item.id), eq(contentRevisions.state, "published")));
    const data = structuredClone(current!.data) as ContentData<T>;
    change(data);
    const [{ latest }] = (await tx
      .select({ latest: sql<number>`max(${contentRevisions.version})` })
      .from(contentRevisions)
      .where(eq(contentRevisions.itemId, item.id))) as [{ latest: number }];
    await tx
      .update(contentRevisions)
      .set({ state: "superseded" })
      .where(eq(contentRevisions.id, current!.id));
    await tx
      .insert(contentRevisions)
      .values({
        itemId: item.id,
        version: Number(latest) + 1,
        state: "published",
        data,
        publishedAt: new Date(),
      });
  });
}

/** Adds an item at the end of its type (as a new product added in the back office), published or as a draft. */
export async function addContent<T extends ContentType>(
  db: Db,
  type: T,
  key: string,
  data: ContentData<T>,
  state: "published" | "draft" = "published",
): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ position }] = (await tx
      .select({ position: sql<number>`coalesce(max(${contentItems.position}), -1) + 1` })
      .from(contentItems)
      .where(eq(contentItems.type, type))) as [{ position: number }];
    const [item] = await tx
      .insert(contentItems)
      .values({ type, key, position: Number(position) })
      .returning({ id: contentItems.id });
    await tx.insert(contentRevisions).values({
      itemId: item!.id,
      version: 1,
      state,
      data,
      publishedAt: state === "published" ? new Date() : null,
    });
  });
}

/** The published fields of an item. */
export async function publishedContent<T extends ContentType>(
  db: Db,
  type: T,
  key: string,
): Promise<ContentData<T>> {
  const [row] = await db
    .select({ data: contentRevisions.data })
    .from(contentRevisions)
    .innerJoin(contentItems, eq(contentItems.id, contentRevisions.itemId))
    .where(
      and(eq(contentItems.type, type), eq(contentItems.key, key), eq(contentRevisions.state, "published")),
    );
  return row!.data as ContentData<T>;
}
