import { createHash } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, ne, notInArray, sql } from "drizzle-orm";
import { validateContent, type ContentData, type ContentItem, type ContentType } from "~/lib/content/schemas";
import { seedItems } from "~/.server/content/seed-items";
import { toSiteContent, type SiteContent } from "~/lib/content/site-content";
import { LOCALES, type Locale } from "~/i18n/locales";
import { usePublishedCatalogue, type FormerSlug, type PageId } from "../pages";
import { rows, type Database, type DatabaseHandle } from "../db/client";
import { contentItems, contentRevisions } from "../db/schema";
import { readStoredDocuments, type StoredDocument } from "../documents/stored";
import { downloadParts, readDownloadEntries, type DownloadEntry } from "../downloads/documents";
import { attachLibraryImages } from "../media/library";

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
  // Posts are content items too, but not the site's pages: a database with news and no pages
  // is still an empty one.
  // So are project references, which the demo content adds beside the news.
  if ((await db.$count(contentItems, notInArray(contentItems.type, ["post", "project"]))) > 0) return 0;
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
        .values({ itemId: row.id, version: 1, state: "published", data: item.data, publishedAt: new Date() });
      added++;
    }
    return added;
  });
}

/**
 * Every published item, each type's items in their position order. The site's pages need
 * all but the posts, which the news pages read from their own rows (ADR 030) and which may
 * be many; an export asks for `"all"`.
 */
export async function readPublishedItems(
  db: Pick<Database, "select">,
  which: "site" | "all" = "site",
): Promise<ContentItem[]> {
  const rows = await db
    .select({ type: contentItems.type, key: contentItems.key, data: contentRevisions.data })
    .from(contentItems)
    .innerJoin(
      contentRevisions,
      and(eq(contentRevisions.itemId, contentItems.id), eq(contentRevisions.state, "published")),
    )
    .where(which === "all" ? undefined : ne(contentItems.type, "post"))
    .orderBy(asc(contentItems.type), asc(contentItems.position), asc(contentItems.key));
  return rows.map((row) => ({
    type: row.type as ContentType,
    key: row.key,
    data: row.data as ContentData<ContentType>,
  }));
}

/**
 * The published items with `changes` published over them: an item the site has is replaced
 * in its place, a new one comes after the last of its type (where publishing puts it).
 */
export function publishedWith(
  published: readonly ContentItem[],
  changes: readonly ContentItem[],
): ContentItem[] {
  const items = [...published];
  for (const change of changes) {
    const at = items.findIndex((item) => item.type === change.type && item.key === change.key);
    if (at >= 0) items[at] = change;
    else items.splice(items.findLastIndex((item) => item.type === change.type) + 1, 0, change);
  }
  return items;
}

async function readCounter(db: Database): Promise<string> {
  const resultRows = await rows<{ version: string }>(
    db,
    sql`select version::text as version from content_versions where name = 'content'`,
  );
  return resultRows[0]?.version ?? "0";
}

/**
 * The parts of the published content a page can read, each with a fingerprint: the page
 * cache keeps a page until one of the parts it read changes (ADR 023). A part is a list or
 * an item of `SiteContent`; the details of one service or product are parts of their own
 * (`serviceDetails/odor-treatment`), so a page that shows one does not follow the others.
 */
export type ContentPart = keyof SiteContent;

/**
 * The part a page reads when it links one catalog's PDFs or one product's datasheets
 * (`documents/catalog/product-catalog`, `documents/datasheet/drum-screen`): its fingerprint
 * changes when another of them is stored, so just the pages linking it are rendered again.
 */
export const documentsPart = (kind: StoredDocument["kind"], itemId: string) => `documents/${kind}/${itemId}`;
const isDocumentsPart = (part: string) => part.startsWith("documents/");

/** Published content as of one version of the content counter. */
export interface ContentSnapshot {
  version: string;
  content: SiteContent;
  /** The rendered documents stored in the database (without their bytes), oldest first. */
  documents: readonly StoredDocument[];
  /** The downloads centre's uploaded documents (without their files); none in a preview. */
  downloads?: readonly DownloadEntry[];
  /** Each part's fingerprint, by name (`company`, `products`, `productDetails/drum-screen`…). */
  fingerprints: ReadonlyMap<string, string>;
}

const fingerprint = (value: unknown) =>
  createHash("sha256").update(JSON.stringify(value)).digest("base64url").slice(0, 16);

function snapshotOf(
  version: string,
  content: SiteContent,
  documents: readonly StoredDocument[],
  downloads: readonly DownloadEntry[] = [],
): ContentSnapshot {
  const fingerprints = new Map<string, string>();
  // One part for each catalog and each product with a page, with documents stored or not yet.
  const stored = new Map<string, Array<[string, number]>>();
  for (const card of content.catalogs) stored.set(documentsPart("catalog", card.id), []);
  for (const details of content.productDetails) stored.set(documentsPart("datasheet", details.id), []);
  for (const document of documents)
    stored
      .get(documentsPart(document.kind, document.itemId))
      ?.push([document.file, document.createdAt.getTime()]);
  for (const [part, files] of stored) fingerprints.set(part, fingerprint(files));
  for (const [part, value] of downloadParts(downloads, content.products))
    fingerprints.set(part, fingerprint(value));
  for (const [part, value] of Object.entries(content)) fingerprints.set(part, fingerprint(value));
  for (const details of content.serviceDetails)
    fingerprints.set(`serviceDetails/${details.id}`, fingerprint(details));
  for (const details of content.productDetails)
    fingerprints.set(`productDetails/${details.id}`, fingerprint(details));
  return { version, content, documents, downloads, fingerprints };
}

/** Whether two snapshots have the same content (their documents aside). */
export function sameContent(
  a: Pick<ContentSnapshot, "fingerprints">,
  b: Pick<ContentSnapshot, "fingerprints">,
): boolean {
  for (const [part, print] of a.fingerprints)
    if (!isDocumentsPart(part) && b.fingerprints.get(part) !== print) return false;
  return a.fingerprints.size === b.fingerprints.size;
}

/**
 * The slugs catalogue pages had in versions once published and since superseded, for their
 * permanent redirects: a draft's or a replaced schedule's slug was never an address of the
 * site. A slug a page has now, in either language, is left to that page, and one that is a
 * reserved first segment (a server path such as /healthz, or a fixed page's) never redirects.
 */
export async function readFormerSlugs(
  db: Pick<Database, "select">,
  content: SiteContent,
): Promise<FormerSlug[]> {
  const rows = await db
    .select({
      type: contentItems.type,
      key: contentItems.key,
      slug: sql<unknown>`${contentRevisions.data}->'slug'`,
    })
    .from(contentRevisions)
    .innerJoin(contentItems, eq(contentItems.id, contentRevisions.itemId))
    .where(
      and(
        eq(contentRevisions.state, "superseded"),
        isNotNull(contentRevisions.publishedAt),
        inArray(contentItems.type, ["service", "category", "product", "project"]),
      ),
    );
  const current = new Set<string>();
  // Project references have addresses of their own (/projects/…): their slugs apart.
  const space = (type: string) => (type === "project" ? "project" : "catalogue");
  for (const list of [content.services, content.categories, content.products])
    for (const item of list)
      for (const locale of LOCALES) current.add(`catalogue:${locale}:${item.slug[locale]}`);
  for (const item of content.projects)
    for (const locale of LOCALES) current.add(`project:${locale}:${item.slug[locale]}`);
  const former = new Map<string, FormerSlug>();
  for (const row of rows) {
    const slug = row.slug as Partial<Record<Locale, string>> | null;
    for (const locale of LOCALES) {
      const value = slug?.[locale];
      const at = `${space(row.type)}:${locale}:${value}`;
      if (typeof value !== "string" || current.has(at)) continue;
      former.set(at, { id: `${row.type}-${row.key}` as PageId, locale, slug: value });
    }
  }
  return [...former.values()];
}

export interface ContentStore {
  /**
   * The published content, as of a moment after the call: a publish committed before it is
   * seen. Kept in memory and read again only when the content counter has moved; while the
   * database cannot be read, the content last read.
   */
  current(): Promise<SiteContent>;
  /** The same, with its version and its parts' fingerprints. */
  snapshot(): Promise<ContentSnapshot>;
  /**
   * The content this instance knows to be current without asking the database (a change
   * would have been notified), or undefined when it has to ask (PostgreSQL while its
   * notifications are lost, or after a change was notified and before it was read).
   */
  known(): ContentSnapshot | undefined;
  /** This instance wrote content: the next call reads the counter again (not waiting for the notification). */
  changed(): void;
  /** Called with the content before and after, each time another version is loaded. */
  onChange(listener: (before: ContentSnapshot, after: ContentSnapshot) => void): () => void;
  close(): Promise<void>;
}

/**
 * The published content of this instance (ADR 023). It is read again only when the content
 * counter has moved, which a notification says: on the embedded database in process, on
 * PostgreSQL on a connection of its own (from any instance). While PostgreSQL's notifications
 * are lost, each call compares the counter (one small read) instead. Every load also makes
 * the page table's catalogue that of the content loaded.
 */
export async function openContentStore(handle: DatabaseHandle): Promise<ContentStore> {
  let loaded: { version: string; snapshot: Promise<ContentSnapshot> } | undefined;
  /** The content of the last load that succeeded. */
  let lastGood: ContentSnapshot | undefined;
  const listeners = new Set<(before: ContentSnapshot, after: ContentSnapshot) => void>();
  const load = (version: string) => {
    const snapshot = (async () => {
      const content = toSiteContent(await readPublishedItems(handle.db));
      // The library images the content places, with their words and addresses (ADR 028).
      await attachLibraryImages(handle.db, content);
      const former = await readFormerSlugs(handle.db, content);
      const documents = await readStoredDocuments(handle.db);
      const downloads = await readDownloadEntries(handle.db);
      let read = snapshotOf(version, content, documents, downloads);
      // Only documents were stored: the content's objects (and what is derived from them,
      // as the page table and the search index) stay as they are.
      const unchanged = lastGood !== undefined && sameContent(lastGood, read);
      if (unchanged) read = { ...read, content: lastGood!.content };
      return { snapshot: read, former, unchanged };
    })();
    const entry = {
      version,
      snapshot: snapshot.then(({ snapshot: read, former, unchanged }) => {
        if (loaded === entry) {
          const before = lastGood;
          lastGood = read;
          if (!unchanged) usePublishedCatalogue(read.content, former);
          if (before) for (const listener of listeners) listener(before, read);
        }
        return read;
      }),
    };
    loaded = entry;
    entry.snapshot.catch(() => {
      if (loaded === entry) loaded = undefined;
    });
    return entry.snapshot;
  };
  const at = (version: string) => (loaded?.version === version ? loaded.snapshot : load(version));
  // With the database out of reach, the pages show the content last read rather than fail.
  const orLast = async (reading: Promise<string>) => {
    try {
      return await at(await reading);
    } catch (error) {
      if (lastGood) return lastGood;
      throw error;
    }
  };

  // The counter as last read, while no change has been notified since (undefined: read it).
  let known: Promise<string> | undefined;
  let settled: string | undefined;
  const readKnown = () => {
    if (!known) {
      const reading = readCounter(handle.db);
      known = reading;
      settled = undefined;
      reading.then(
        (version) => {
          if (known === reading) settled = version;
        },
        () => {
          if (known === reading) known = undefined;
        },
      );
    }
    return known;
  };
  const forget = () => {
    known = undefined;
    settled = undefined;
  };
  const onNotice = (name: string) => {
    if (name !== "content" && name !== "") return;
    forget();
    // Loaded now, before a visitor asks: the page table and the page cache follow at once.
    void snapshot().catch(() => {});
  };

  let connected: () => boolean = () => true;
  let stop: () => Promise<void> = async () => {};
  if (handle.listen) {
    const unlisten = await handle.listen("content_changed", onNotice);
    stop = async () => {
      if (handle.isOpen()) await unlisten();
    };
  } else if (handle.watch) {
    const watch = await handle.watch("content_changed", onNotice);
    connected = () => watch.connected();
    stop = () => watch.close();
  } else {
    connected = () => false;
  }

  const snapshot = () => orLast(connected() ? readKnown() : readCounter(handle.db));
  const store: ContentStore = {
    snapshot,
    current: async () => (await snapshot()).content,
    known: () =>
      connected() && settled !== undefined && lastGood?.version === settled ? lastGood : undefined,
    changed: forget,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: stop,
  };
  // Loaded before the first request: a page can always show content, even if the database
  // goes away before anyone asks.
  await store.snapshot();
  return store;
}
