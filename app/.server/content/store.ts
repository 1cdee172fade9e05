import { and, asc, eq, sql } from "drizzle-orm";
import { validateContent, type ContentItem, type ContentType } from "~/lib/content/schemas";
import { seedItems } from "~/.server/content/seed-items";
import { toSiteContent, type SiteContent } from "~/lib/content/site-content";
import { appContext } from "../app-context";
import type { Database, DatabaseHandle } from "../db/client";
import { contentItems, contentRevisions } from "../db/schema";

/**
 * Loads today's content (`app/content/`) into an empty database: every item published as
 * version 1 by no one, in one transaction (ADR 023). Items already there are left alone, so
 * several instances starting together seed once. Returns how many items were added.
 */
export async function seedContent(db: Database, items: ContentItem[] = seedItems()): Promise<number> {
  for (const item of items) {
    const checked = validateContent(item.type, item.data);
    if (!checked.ok)
      throw new Error(
        `seed content ${item.type} ${item.key}: ${checked.errors.map((e) => `${e.field}: ${e.message}`).join("; ")}`,
      );
  }
  // Every start asks; only an empty database is written to (each insert statement would
  // otherwise raise the content counter and tell every instance, for nothing).
  if ((await db.$count(contentItems)) > 0) return 0;
  const positions = new Map<ContentType, number>();
  return db.transaction(async (tx) => {
    let added = 0;
    for (const item of items) {
      const position = positions.get(item.type) ?? 0;
      positions.set(item.type, position + 1);
      const [row] = await tx
        .insert(contentItems)
        .values({ type: item.type, key: item.key, position })
        .onConflictDoNothing({ target: [contentItems.type, contentItems.key] })
        .returning({ id: contentItems.id });
      if (!row) continue;
      await tx
        .insert(contentRevisions)
        .values({ itemId: row.id, version: 1, state: "published", data: item.data });
      added++;
    }
    return added;
  });
}

/** Every published item, each type's items in their position order. */
export async function readPublishedItems(db: Database): Promise<ContentItem[]> {
  const rows = await db
    .select({ type: contentItems.type, key: contentItems.key, data: contentRevisions.data })
    .from(contentItems)
    .innerJoin(
      contentRevisions,
      and(eq(contentRevisions.itemId, contentItems.id), eq(contentRevisions.state, "published")),
    )
    .orderBy(asc(contentItems.type), asc(contentItems.position), asc(contentItems.key));
  return rows.map((row) => ({ type: row.type as ContentType, key: row.key, data: row.data as never }));
}

async function readCounter(db: Database): Promise<string> {
  const result = (await db.execute(
    sql`select version::text as version from content_versions where name = 'content'`,
  )) as unknown as { rows: { version: string }[] };
  return result.rows[0]?.version ?? "0";
}

export interface ContentStore {
  /**
   * The published content, as of a moment after the call: a publish committed before it is
   * seen. Kept in memory and read again only when the content counter has moved; while the
   * database cannot be read, the content last read.
   */
  current(): Promise<SiteContent>;
  close(): Promise<void>;
}

/**
 * The published content of this instance (ADR 023). On the embedded database (one process
 * writes) the counter is read again only after a change was notified; on PostgreSQL, where
 * other instances write too, each call compares the counter (one small read) and the
 * content is loaded again only when it moved.
 */
export async function openContentStore(handle: DatabaseHandle): Promise<ContentStore> {
  let loaded: { version: string; content: Promise<SiteContent> } | undefined;
  /** The content of the last load that succeeded. */
  let lastGood: SiteContent | undefined;
  const load = (version: string) => {
    const content = readPublishedItems(handle.db).then(toSiteContent);
    const entry = { version, content };
    loaded = entry;
    content.then(
      (read) => {
        if (loaded === entry) lastGood = read;
      },
      () => {
        if (loaded === entry) loaded = undefined;
      },
    );
    return content;
  };
  const at = (version: string) => (loaded?.version === version ? loaded.content : load(version));
  // With the database out of reach, the pages show the content last read rather than fail.
  const orLast = async (reading: Promise<string>) => {
    try {
      return await at(await reading);
    } catch (error) {
      if (lastGood) return lastGood;
      throw error;
    }
  };

  const store = await openStore(handle, at, orLast);
  // Loaded before the first request: a page can always show content, even if the database
  // goes away before anyone asks.
  await store.current();
  return store;
}

async function openStore(
  handle: DatabaseHandle,
  at: (version: string) => Promise<SiteContent>,
  orLast: (reading: Promise<string>) => Promise<SiteContent>,
): Promise<ContentStore> {
  if (handle.listen) {
    let known: Promise<string> | undefined;
    const unlisten = await handle.listen("content_changed", (name) => {
      if (name === "content") known = undefined;
    });
    return {
      current: async () => {
        if (!known) {
          const reading = readCounter(handle.db);
          known = reading;
          reading.catch(() => {
            if (known === reading) known = undefined;
          });
        }
        return orLast(known);
      },
      close: async () => {
        if (handle.isOpen()) await unlisten();
      },
    };
  }
  return {
    current: () => orLast(readCounter(handle.db)),
    close: async () => {},
  };
}

type LoaderContext = { get(key: typeof appContext): { content: ContentStore } };
const perRequest = new WeakMap<LoaderContext, Promise<SiteContent>>();

/**
 * The published content, for a loader: `await siteContent(context)`. The loaders of one
 * request (the root's and the page's) share one look at the store.
 */
export function siteContent(context: LoaderContext): Promise<SiteContent> {
  let content = perRequest.get(context);
  if (!content) {
    content = context.get(appContext).content.current();
    perRequest.set(context, content);
  }
  return content;
}
