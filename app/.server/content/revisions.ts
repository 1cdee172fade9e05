// The content editor's writes and reads (ADR 023, "Editing"). Every change of an item is a
// new row in content_revisions, written with its audit row in one transaction, under a lock
// on the item's row, and only when the editor's form started from the item's latest version
// (ADR 022's optimistic concurrency): a refused change writes nothing. The content counter's
// trigger raises the counter on any revision change, so every instance's store follows.
import { and, asc, desc, eq, inArray, lte, max, ne, or, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../audit";
import { rows, type Database } from "../db/client";
import { placementProblems } from "../media/library";
import { contentItems, contentRevisions, users, type ContentRevisionState } from "../db/schema";
import { compareContent } from "~/lib/content/compare";
import {
  CONTENT_SCHEMAS,
  isContentType,
  missingTranslations,
  validateContent,
  type ContentItem,
  type ContentType,
  type FieldError,
} from "~/lib/content/schemas";
import { catalogueErrors } from "./catalogue-checks";
import { dropPostProjection, projectPost } from "./post-projection";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The content types in the order the back office lists them. */
export const CONTENT_TYPE_ORDER = Object.keys(CONTENT_SCHEMAS) as ContentType[];

/** An item as the list of content shows it. */
export interface ContentListRow {
  id: string;
  type: ContentType;
  key: string;
  position: number;
  /** The item's name or title in both languages, where it has one. */
  name?: { en: string; es: string };
  publishedVersion: number | null;
  latestVersion: number;
  /** A newer revision than the published one, not yet live: a draft, or scheduled. */
  pending?: { state: "draft" } | { state: "scheduled"; publishAt: Date };
  /** How many fields have English but no Spanish text (in the newest revision). */
  missingSpanish: number;
  /** A product's category (in its newest revision). */
  categoryId?: string;
}

/** An item's name or title in both languages, read from its fields (where it has one). */
export const contentItemName = (data: unknown): ContentListRow["name"] => {
  if (typeof data !== "object" || data === null) return undefined;
  const record = data as Record<string, unknown>;
  for (const field of ["name", "title"]) {
    const value = record[field];
    if (typeof value === "object" && value !== null && "en" in value && "es" in value)
      return value as { en: string; es: string };
  }
  return undefined;
};

/**
 * Every item of the site's pages (posts have their own list), each type's in its site order:
 * its published version and any newer one pending.
 */
export async function listContentItems(db: Database): Promise<ContentListRow[]> {
  const [items, revisions] = await Promise.all([
    db
      .select()
      .from(contentItems)
      .where(ne(contentItems.type, "post"))
      .orderBy(asc(contentItems.position), asc(contentItems.key)),
    // Each item's published revision and its newest one (often the same row).
    rows<{
      item_id: string;
      version: number;
      state: ContentRevisionState;
      data: unknown;
      publish_at: string | Date | null;
    }>(
      db,
      sql`
        select r.item_id, r.version, r.state, r.data, r.publish_at
        from ${contentRevisions} r
        join ${contentItems} i on i.id = r.item_id and i.type <> 'post'
        where r.state = 'published'
           or r.version = (select max(version) from ${contentRevisions} m where m.item_id = r.item_id)
      `,
    ),
  ]);
  const byItem = new Map<string, (typeof revisions)[number][]>();
  for (const row of revisions) byItem.set(row.item_id, [...(byItem.get(row.item_id) ?? []), row]);
  const order = new Map(CONTENT_TYPE_ORDER.map((type, index) => [type as string, index]));
  return items
    .filter((item) => isContentType(item.type))
    .sort((a, b) => (order.get(a.type) ?? 99) - (order.get(b.type) ?? 99))
    .map((item) => {
      const rows = byItem.get(item.id) ?? [];
      const published = rows.find((row) => row.state === "published");
      const latest = rows.reduce<(typeof rows)[number] | undefined>(
        (best, row) => (!best || Number(row.version) > Number(best.version) ? row : best),
        undefined,
      );
      const newest = latest ?? published;
      const pending =
        latest && latest.state === "draft" && latest !== published
          ? ({ state: "draft" } as const)
          : latest && latest.state === "scheduled" && latest.publish_at
            ? ({ state: "scheduled", publishAt: new Date(latest.publish_at) } as const)
            : undefined;
      const name = contentItemName(newest?.data);
      return {
        id: item.id,
        type: item.type as ContentType,
        key: item.key,
        position: item.position,
        ...(name ? { name } : {}),
        publishedVersion: published ? Number(published.version) : null,
        latestVersion: latest ? Number(latest.version) : 0,
        ...(pending ? { pending } : {}),
        missingSpanish: missingTranslations(newest?.data).length,
        ...(item.type === "product" &&
        typeof (newest?.data as { categoryId?: unknown })?.categoryId === "string"
          ? { categoryId: (newest!.data as { categoryId: string }).categoryId }
          : {}),
      };
    });
}

/** A revision with who wrote it (their e-mail; null for the seed, an import or a schedule). */
export interface RevisionInfo {
  version: number;
  state: ContentRevisionState;
  data: unknown;
  by: string | null;
  createdAt: Date;
  publishAt: Date | null;
}

const revisionColumns = {
  version: contentRevisions.version,
  state: contentRevisions.state,
  data: contentRevisions.data,
  by: users.email,
  createdAt: contentRevisions.createdAt,
  publishAt: contentRevisions.publishAt,
};

export interface ContentItemView {
  id: string;
  type: ContentType;
  key: string;
  published?: RevisionInfo;
  /** The newest revision when it is a draft or scheduled (what the editor continues from). */
  pending?: RevisionInfo;
  /** The newest revision: what a change must have started from. */
  latest: RevisionInfo;
}

/** One item: its published fields, the draft or schedule in progress, and its latest version. */
export async function readContentItem(db: Database, id: string): Promise<ContentItemView | undefined> {
  const [item] = await db.select().from(contentItems).where(eq(contentItems.id, id)).limit(1);
  if (!item || !isContentType(item.type)) return undefined;
  const [latest] = await db
    .select(revisionColumns)
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.createdBy))
    .where(eq(contentRevisions.itemId, id))
    .orderBy(desc(contentRevisions.version))
    .limit(1);
  if (!latest) return undefined;
  const [published] =
    latest.state === "published"
      ? [latest]
      : await db
          .select(revisionColumns)
          .from(contentRevisions)
          .leftJoin(users, eq(users.id, contentRevisions.createdBy))
          .where(and(eq(contentRevisions.itemId, id), eq(contentRevisions.state, "published")))
          .limit(1);
  return {
    id: item.id,
    type: item.type,
    key: item.key,
    ...(published ? { published } : {}),
    ...(latest.state === "draft" || latest.state === "scheduled" ? { pending: latest } : {}),
    latest,
  };
}

/** Every revision of an item, newest first, with who wrote it and when. */
export function contentHistory(db: Database, itemId: string): Promise<RevisionInfo[]> {
  return db
    .select(revisionColumns)
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.createdBy))
    .where(eq(contentRevisions.itemId, itemId))
    .orderBy(desc(contentRevisions.version));
}

export async function readRevision(
  db: Database,
  itemId: string,
  version: number,
): Promise<RevisionInfo | undefined> {
  const [row] = await db
    .select(revisionColumns)
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.createdBy))
    .where(and(eq(contentRevisions.itemId, itemId), eq(contentRevisions.version, version)))
    .limit(1);
  return row;
}

/** What a change came to. A refusal of any kind wrote nothing. */
export type ContentOutcome =
  | { ok: true; version: number }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid"; errors: FieldError[] }
  /** Someone saved the item after the editor's form was opened: the item as it is now. */
  | { ok: false; reason: "conflict"; current: RevisionInfo };

class Refusal extends Error {
  constructor(readonly outcome: Extract<ContentOutcome, { ok: false; reason: "not-found" | "invalid" }>) {
    super(outcome.reason);
  }
}

/** Thrown inside a transaction when the item moved on since the editor's form was opened. */
class VersionConflict extends Error {}

/** The item locked against concurrent changes, and its latest revision. */
async function lockItem(tx: Tx, itemId: string) {
  const [item] = await tx.select().from(contentItems).where(eq(contentItems.id, itemId)).for("update");
  if (!item || !isContentType(item.type)) throw new Refusal({ ok: false, reason: "not-found" });
  const [latest] = await tx
    .select({ version: max(contentRevisions.version) })
    .from(contentRevisions)
    .where(eq(contentRevisions.itemId, itemId));
  return { item: { ...item, type: item.type }, latestVersion: Number(latest?.version ?? 0) };
}

/**
 * Runs a change of one item under its lock, provided the item's latest version is still the
 * one the editor started from; otherwise (or on any refusal) the transaction is rolled back.
 */
async function changeItem(
  db: Database,
  itemId: string,
  startedFrom: number | undefined,
  change: (tx: Tx, item: { id: string; type: ContentType; key: string }, next: number) => Promise<number>,
): Promise<ContentOutcome> {
  try {
    const version = await db.transaction(async (tx) => {
      const { item, latestVersion } = await lockItem(tx, itemId);
      if (startedFrom !== undefined && startedFrom !== latestVersion) {
        throw new VersionConflict();
      }
      return change(tx, item, latestVersion + 1);
    });
    return { ok: true, version };
  } catch (error) {
    if (error instanceof Refusal) return error.outcome;
    if (!(error instanceof VersionConflict)) throw error;
    const [current] = await db
      .select(revisionColumns)
      .from(contentRevisions)
      .leftJoin(users, eq(users.id, contentRevisions.createdBy))
      .where(eq(contentRevisions.itemId, itemId))
      .orderBy(desc(contentRevisions.version))
      .limit(1);
    return current ? { ok: false, reason: "conflict", current } : { ok: false, reason: "not-found" };
  }
}

function checked(type: ContentType, data: unknown) {
  const result = validateContent(type, data);
  if (!result.ok) throw new Refusal({ ok: false, reason: "invalid", errors: result.errors });
  return result.data;
}

async function publishedData(
  tx: Tx,
  itemId: string,
): Promise<{ id: string; version: number; data: unknown } | undefined> {
  const [row] = await tx
    .select({ id: contentRevisions.id, version: contentRevisions.version, data: contentRevisions.data })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.itemId, itemId), eq(contentRevisions.state, "published")));
  return row;
}

/** The changed fields' paths, for an audit row (the fields themselves are in the revisions). */
const changedFields = (before: unknown, after: unknown) =>
  compareContent(before, after)
    .map((change) => change.field)
    .slice(0, 200);

export interface ContentChange {
  itemId: string;
  /** The item's latest version when the editor's form was opened. */
  startedFrom: number;
  data: unknown;
}

/** Writes `data` (checked) as the item's draft revision `version`, with its audit row. */
async function saveDraftInTx(
  tx: Tx,
  actor: AuditActor,
  item: { id: string; type: ContentType; key: string },
  version: number,
  data: unknown,
  action: "content.save_draft" | "content.import_translation" = "content.save_draft",
) {
  await tx
    .insert(contentRevisions)
    .values({ itemId: item.id, version, state: "draft", data, createdBy: actor.id });
  const published = await publishedData(tx, item.id);
  await recordAudit(tx, actor, {
    action,
    entityType: "content",
    entityId: item.id,
    after: {
      type: item.type,
      key: item.key,
      version,
      ...(action === "content.save_draft" ? {} : { state: "draft" }),
      fields: changedFields(published?.data, data),
    },
  });
  return version;
}

/** Saves the form as a new draft revision; the public site does not change (`content.save_draft`). */
export function saveDraft(db: Database, actor: AuditActor, change: ContentChange): Promise<ContentOutcome> {
  return changeItem(db, change.itemId, change.startedFrom, (tx, item, version) =>
    saveDraftInTx(tx, actor, item, version, checked(item.type, change.data)),
  );
}

/**
 * Makes `data` the item's published revision, as a new version: the one published before is
 * superseded, and so are drafts and schedules in progress (this version replaces them).
 */
async function publishInTx(
  tx: Tx,
  actor: AuditActor,
  item: { id: string; type: ContentType; key: string },
  version: number,
  data: unknown,
  action: "content.publish" | "content.restore" | "content.import" | "content.import_translation",
  extra: Record<string, unknown> = {},
) {
  const before = await publishedData(tx, item.id);
  // First: the partial unique index allows one published row per item.
  await tx
    .update(contentRevisions)
    .set({ state: "superseded" })
    .where(
      and(
        eq(contentRevisions.itemId, item.id),
        inArray(contentRevisions.state, ["published", "draft", "scheduled"]),
      ),
    );
  await tx.insert(contentRevisions).values({
    itemId: item.id,
    version,
    state: "published",
    data,
    createdBy: actor.id,
    publishedAt: new Date(),
  });
  await recordAudit(tx, actor, {
    action,
    entityType: "content",
    entityId: item.id,
    before: before ? { version: before.version, state: "published" } : null,
    after: {
      type: item.type,
      key: item.key,
      version,
      state: "published",
      ...extra,
      fields: changedFields(before?.data, data),
    },
  });
  if (item.type === "post") await projectPost(tx, item.id);
  return version;
}

/** Publishes the form's fields now (`content.publish`). */
export function publishContent(
  db: Database,
  actor: AuditActor,
  change: ContentChange,
): Promise<ContentOutcome> {
  return changeItem(db, change.itemId, change.startedFrom, (tx, item, version) =>
    publishInTx(tx, actor, item, version, checked(item.type, change.data), "content.publish"),
  );
}

/**
 * Saves the form as a revision that becomes the published one at `at` (`content.schedule`);
 * `publishDueSchedules` makes it so. A later publish or discard cancels it.
 */
export function scheduleContent(
  db: Database,
  actor: AuditActor,
  change: ContentChange & { at: Date },
): Promise<ContentOutcome> {
  return changeItem(db, change.itemId, change.startedFrom, async (tx, item, version) => {
    const data = checked(item.type, change.data);
    // A schedule replaces one made before it (only the newest is kept waiting).
    await tx
      .update(contentRevisions)
      .set({ state: "superseded" })
      .where(and(eq(contentRevisions.itemId, item.id), eq(contentRevisions.state, "scheduled")));
    await tx.insert(contentRevisions).values({
      itemId: item.id,
      version,
      state: "scheduled",
      data,
      createdBy: actor.id,
      publishAt: change.at,
    });
    const published = await publishedData(tx, item.id);
    await recordAudit(tx, actor, {
      action: "content.schedule",
      entityType: "content",
      entityId: item.id,
      after: {
        type: item.type,
        key: item.key,
        version,
        state: "scheduled",
        publishAt: change.at.toISOString(),
        fields: changedFields(published?.data, data),
      },
    });
    if (item.type === "post") await projectPost(tx, item.id);
    return version;
  });
}

/**
 * Drops the draft or schedule in progress: its revisions are kept as superseded (so version
 * numbers are never reused) and the editor opens the published fields again
 * (`content.discard_draft`). Answers the item's latest version, unchanged.
 */
export function discardDraft(
  db: Database,
  actor: AuditActor,
  change: Omit<ContentChange, "data">,
): Promise<ContentOutcome> {
  return changeItem(db, change.itemId, change.startedFrom, async (tx, item, next) => {
    const dropped = await tx
      .update(contentRevisions)
      .set({ state: "superseded" })
      .where(
        and(eq(contentRevisions.itemId, item.id), inArray(contentRevisions.state, ["draft", "scheduled"])),
      )
      .returning({ version: contentRevisions.version });
    if (dropped.length > 0) {
      await recordAudit(tx, actor, {
        action: "content.discard_draft",
        entityType: "content",
        entityId: item.id,
        before: { versions: dropped.map((row) => row.version).sort((a, b) => a - b) },
        after: { type: item.type, key: item.key, state: "superseded" },
      });
      if (item.type === "post") await projectPost(tx, item.id);
    }
    return next - 1;
  });
}

/**
 * Takes an item off the public site (`content.unpublish`): its published revision is
 * superseded, so its pages answer 404 and every listing, menu, search result and the sitemap
 * leave it out at once; its history stays, and publishing it again from the editor brings it
 * back. A draft or schedule in progress is kept. Only products, posts and project references
 * can be unpublished: the site always has its pages, services and categories.
 */
export function unpublishContent(
  db: Database,
  actor: AuditActor,
  change: { itemId: string },
): Promise<ContentOutcome> {
  return changeItem(db, change.itemId, undefined, async (tx, item, next) => {
    if (item.type !== "product" && item.type !== "post" && item.type !== "project")
      throw new Refusal({ ok: false, reason: "not-found" });
    const dropped = await tx
      .update(contentRevisions)
      .set({ state: "superseded" })
      .where(
        and(
          eq(contentRevisions.itemId, item.id),
          item.type === "post"
            ? // A post's schedule whose time has come is public already (its row's date has
              // passed): taking the post off the site drops it too, before it is promoted.
              or(
                eq(contentRevisions.state, "published"),
                and(eq(contentRevisions.state, "scheduled"), lte(contentRevisions.publishAt, sql`now()`)),
              )
            : eq(contentRevisions.state, "published"),
        ),
      )
      .returning({ version: contentRevisions.version });
    if (dropped.length > 0) {
      await recordAudit(tx, actor, {
        action: "content.unpublish",
        entityType: "content",
        entityId: item.id,
        before: { version: dropped[0]!.version, state: "published" },
        after: { type: item.type, key: item.key, state: "superseded" },
      });
      if (item.type === "post") await projectPost(tx, item.id);
    }
    return next - 1;
  });
}

/**
 * Deletes an item of a type that may be deleted (a product, a post, a project reference) with
 * its whole history (`content.delete`; the audit row keeps its last fields, so it can be added
 * again by hand).
 * Its pages answer 404 at once. Answers false when there is no such item of that type.
 */
export async function deleteItem(
  db: Database,
  actor: AuditActor,
  itemId: string,
  type: "product" | "post" | "project",
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.id, itemId), eq(contentItems.type, type)))
      .for("update");
    if (!item) return false;
    const [last] = await tx
      .select({ data: contentRevisions.data })
      .from(contentRevisions)
      .where(eq(contentRevisions.itemId, item.id))
      .orderBy(desc(contentRevisions.version))
      .limit(1);
    await tx.delete(contentItems).where(eq(contentItems.id, item.id));
    if (type === "post") await dropPostProjection(tx, item.key);
    await recordAudit(tx, actor, {
      action: "content.delete",
      entityType: "content",
      entityId: item.id,
      before: { type, key: item.key, data: last?.data ?? null },
    });
    return true;
  });
}

/** Publishes an old version's fields again, as a new version (`content.restore`). */
export function restoreVersion(
  db: Database,
  actor: AuditActor,
  change: Omit<ContentChange, "data"> & { version: number },
): Promise<ContentOutcome> {
  return changeItem(db, change.itemId, change.startedFrom, async (tx, item, version) => {
    const [old] = await tx
      .select({ data: contentRevisions.data })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.itemId, item.id), eq(contentRevisions.version, change.version)));
    if (!old) throw new Refusal({ ok: false, reason: "not-found" });
    // Checked again: the schema may have moved on since the old version was written.
    const data = checked(item.type, old.data);
    return publishInTx(tx, actor, item, version, data, "content.restore", { restoredFrom: change.version });
  });
}

/** The actor of a scheduled publication: the site itself, at the time asked for. */
const SCHEDULE_ACTOR: AuditActor = { id: null, email: "schedule" };

/**
 * Publishes every scheduled revision whose time has come (`content.publish_scheduled`).
 * Safe with several instances running it at once: each revision is promoted under its
 * item's lock, after checking it is still scheduled, so exactly one instance promotes it.
 * A revision whose library images publishing would now refuse (an image gone from the
 * library, or left without alt text since it was scheduled) is not published: it goes back
 * to being a draft, with an audit row naming the fields (`content.schedule_held`), for its
 * editor to see and fix. Answers how many it published.
 */
export async function publishDueSchedules(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: contentRevisions.id, itemId: contentRevisions.itemId })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.state, "scheduled"), lte(contentRevisions.publishAt, now)))
    .orderBy(asc(contentRevisions.publishAt));
  let published = 0;
  for (const revision of due) {
    const done = await db.transaction(async (tx) => {
      const { item } = await lockItem(tx, revision.itemId).catch(() => ({ item: undefined }));
      if (!item) return false;
      const [row] = await tx
        .select({ version: contentRevisions.version, data: contentRevisions.data })
        .from(contentRevisions)
        .where(and(eq(contentRevisions.id, revision.id), eq(contentRevisions.state, "scheduled")));
      if (!row) return false;
      // What the editor would refuse now: an image gone or without alt text, or a slug
      // another page has taken, or a category removed, since the version was scheduled.
      const images = await placementProblems(tx, row.data, true);
      const change = { type: item.type, key: item.key, data: row.data } as ContentItem;
      const [catalogue] = await catalogueErrors(tx, [change], "en");
      const problems = [...images.map((problem) => problem.field), ...Object.keys(catalogue?.errors ?? {})];
      if (problems.length > 0) {
        await tx
          .update(contentRevisions)
          .set({ state: "draft", publishAt: null })
          .where(eq(contentRevisions.id, revision.id));
        await recordAudit(tx, SCHEDULE_ACTOR, {
          action: "content.schedule_held",
          entityType: "content",
          entityId: item.id,
          before: { version: row.version, state: "scheduled" },
          after: {
            type: item.type,
            key: item.key,
            version: row.version,
            state: "draft",
            fields: problems,
          },
        });
        if (item.type === "post") await projectPost(tx, item.id);
        return false;
      }
      const before = await publishedData(tx, item.id);
      if (before) {
        await tx
          .update(contentRevisions)
          .set({ state: "superseded" })
          .where(eq(contentRevisions.id, before.id));
      }
      await tx
        .update(contentRevisions)
        .set({ state: "published", publishedAt: new Date() })
        .where(eq(contentRevisions.id, revision.id));
      await recordAudit(tx, SCHEDULE_ACTOR, {
        action: "content.publish_scheduled",
        entityType: "content",
        entityId: item.id,
        before: before ? { version: before.version, state: "published" } : null,
        after: {
          type: item.type,
          key: item.key,
          version: row.version,
          state: "published",
          fields: changedFields(before?.data, row.data),
        },
      });
      if (item.type === "post") await projectPost(tx, item.id);
      return true;
    });
    if (done) published += 1;
  }
  return published;
}

export {
  publishInTx as publishRevisionInTransaction,
  saveDraftInTx as saveDraftInTransaction,
  lockItem as lockContentItem,
};
export type { Tx as ContentTransaction };
