// Releases (issue 46, ADR 034): an editor gathers the drafts of several items (pages' content,
// products, categories, posts…) under a name and publishes them together, at once or at a
// scheduled time, all or nothing: one transaction publishes every item (so the content
// counter's notification, and the page cache's refresh, comes once, at its commit) or, when
// any item changed since it was added or would be refused by a publish's checks, nothing.
// Every change of a release is checked against the version its page was opened at (ADR 022)
// and writes its audit row in the same transaction.
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../audit";
import type { Database } from "../db/client";
import { contentItems, contentReleaseItems, contentReleases, contentRevisions, users } from "../db/schema";
import type { ContentReleaseState } from "../db/schema";
import { placementProblems } from "../media/library";
import { isContentType, validateContent, type ContentItem, type ContentType } from "~/lib/content/schemas";
import { catalogueErrors } from "./catalogue-checks";
import {
  contentItemName,
  lockContentItem,
  publishRevisionInTransaction,
  type ContentTransaction as Tx,
} from "./revisions";

/** An item as a release names it: its type, key and name (or title) in both languages. */
export interface ReleaseItemRef {
  id: string;
  type: ContentType;
  key: string;
  name?: { en: string; es: string };
}

export interface ReleaseItemView extends ReleaseItemRef {
  /** The version it had when it was added: the draft the release publishes. */
  version: number;
  /** Its latest version now. */
  latestVersion: number;
  /** Saved, published or discarded since it was added: the release would refuse to publish. */
  conflict: boolean;
}

/** Why a scheduled release was held (kept on it, shown on its page). */
export interface ReleaseProblems {
  conflicts: ReleaseItemRef[];
  refused: { item: ReleaseItemRef; fields: string[] }[];
}

export interface ReleaseSummary {
  id: string;
  name: string;
  state: ContentReleaseState;
  publishAt: Date | null;
  publishedAt: Date | null;
  createdAt: Date;
  createdBy: string | null;
  version: number;
  itemCount: number;
  conflicts: number;
}

export interface ReleaseView extends Omit<ReleaseSummary, "itemCount" | "conflicts"> {
  items: ReleaseItemView[];
  heldReason: ReleaseProblems | null;
}

export type ReleaseOutcome =
  | { ok: true; version: number }
  | { ok: false; reason: "not-found" }
  /** The release changed since its page was opened (ADR 022). */
  | { ok: false; reason: "stale" }
  /** A published release is kept as it was: nothing of it changes any more. */
  | { ok: false; reason: "published" }
  | { ok: false; reason: "empty" }
  | { ok: false; reason: "invalid-name" }
  /** Items already in another release that is not published yet. */
  | { ok: false; reason: "in-other-release"; items: { item: ReleaseItemRef; release: string }[] }
  /** Items that have no unpublished draft to add. */
  | { ok: false; reason: "no-draft"; items: ReleaseItemRef[] }
  /** Publishing refused: items changed since added, or refused by a publish's checks. */
  | ({ ok: false; reason: "problems" } & ReleaseProblems);

class ReleaseRefusal extends Error {
  constructor(readonly outcome: Extract<ReleaseOutcome, { ok: false }>) {
    super(outcome.reason);
  }
}

export const RELEASE_NAME_MAX = 120;

const refOf = (item: { id: string; type: string; key: string }, data: unknown): ReleaseItemRef => {
  const name = contentItemName(data);
  return { id: item.id, type: item.type as ContentType, key: item.key, ...(name ? { name } : {}) };
};

/** Each item's latest revision (version, state, fields). */
async function latestRevisions(db: Pick<Database, "selectDistinctOn">, itemIds: readonly string[]) {
  if (itemIds.length === 0) return new Map<string, { version: number; state: string; data: unknown }>();
  const found = await db
    .selectDistinctOn([contentRevisions.itemId], {
      itemId: contentRevisions.itemId,
      version: contentRevisions.version,
      state: contentRevisions.state,
      data: contentRevisions.data,
    })
    .from(contentRevisions)
    .where(inArray(contentRevisions.itemId, [...itemIds]))
    .orderBy(contentRevisions.itemId, desc(contentRevisions.version));
  return new Map(found.map((row) => [row.itemId, row]));
}

const isUnpublished = (state: string | undefined) => state === "draft" || state === "scheduled";

/** Every release, newest first, with how many items it has and how many changed since added. */
export async function listReleases(db: Database): Promise<ReleaseSummary[]> {
  const releases = await db
    .select({
      id: contentReleases.id,
      name: contentReleases.name,
      state: contentReleases.state,
      publishAt: contentReleases.publishAt,
      publishedAt: contentReleases.publishedAt,
      createdAt: contentReleases.createdAt,
      createdBy: users.email,
      version: contentReleases.version,
    })
    .from(contentReleases)
    .leftJoin(users, eq(users.id, contentReleases.createdBy))
    .orderBy(desc(contentReleases.createdAt), asc(contentReleases.id));
  const members = await db
    .select({
      releaseId: contentReleaseItems.releaseId,
      itemId: contentReleaseItems.itemId,
      version: contentReleaseItems.version,
    })
    .from(contentReleaseItems);
  const latest = await latestRevisions(db, [...new Set(members.map((row) => row.itemId))]);
  return releases.map((release) => {
    const own = members.filter((row) => row.releaseId === release.id);
    const conflicts =
      release.state === "published"
        ? 0
        : own.filter((row) => {
            const now = latest.get(row.itemId);
            return now?.version !== row.version || !isUnpublished(now?.state);
          }).length;
    return { ...release, itemCount: own.length, conflicts };
  });
}

/** One release with its items (each with its conflict flag), or undefined. */
export async function readRelease(db: Database, id: string): Promise<ReleaseView | undefined> {
  const [release] = await db
    .select({
      id: contentReleases.id,
      name: contentReleases.name,
      state: contentReleases.state,
      publishAt: contentReleases.publishAt,
      publishedAt: contentReleases.publishedAt,
      createdAt: contentReleases.createdAt,
      createdBy: users.email,
      version: contentReleases.version,
      heldReason: contentReleases.heldReason,
    })
    .from(contentReleases)
    .leftJoin(users, eq(users.id, contentReleases.createdBy))
    .where(eq(contentReleases.id, id));
  if (!release) return undefined;
  const members = await db
    .select({
      itemId: contentReleaseItems.itemId,
      version: contentReleaseItems.version,
      type: contentItems.type,
      key: contentItems.key,
    })
    .from(contentReleaseItems)
    .innerJoin(contentItems, eq(contentItems.id, contentReleaseItems.itemId))
    .where(eq(contentReleaseItems.releaseId, id))
    .orderBy(asc(contentReleaseItems.addedAt), asc(contentReleaseItems.itemId));
  const latest = await latestRevisions(
    db,
    members.map((row) => row.itemId),
  );
  // The names as the added versions have them.
  const added =
    members.length === 0
      ? []
      : await db
          .select({
            itemId: contentRevisions.itemId,
            version: contentRevisions.version,
            data: contentRevisions.data,
          })
          .from(contentRevisions)
          .where(
            sql`(${contentRevisions.itemId}, ${contentRevisions.version}) in (${sql.join(
              members.map((row) => sql`(${row.itemId}::uuid, ${row.version}::integer)`),
              sql`, `,
            )})`,
          );
  const addedData = new Map(added.map((row) => [`${row.itemId}:${row.version}`, row.data]));
  const items = members.map((row) => {
    const now = latest.get(row.itemId);
    return {
      ...refOf(
        { id: row.itemId, type: row.type, key: row.key },
        addedData.get(`${row.itemId}:${row.version}`),
      ),
      version: row.version,
      latestVersion: now?.version ?? 0,
      conflict: release.state !== "published" && (now?.version !== row.version || !isUnpublished(now?.state)),
    };
  });
  return { ...release, heldReason: (release.heldReason as ReleaseProblems | null) ?? null, items };
}

/** An item with a draft (or schedule) not yet published, and the release it is in, if any. */
export interface DraftChoice extends ReleaseItemRef {
  version: number;
  release?: { id: string; name: string };
}

/** Every item whose latest version is not published yet: what may be added to a release. */
export async function unpublishedDrafts(db: Database): Promise<DraftChoice[]> {
  const found = await db
    .selectDistinctOn([contentRevisions.itemId], {
      itemId: contentRevisions.itemId,
      version: contentRevisions.version,
      state: contentRevisions.state,
      data: contentRevisions.data,
      type: contentItems.type,
      key: contentItems.key,
      position: contentItems.position,
    })
    .from(contentRevisions)
    .innerJoin(contentItems, eq(contentItems.id, contentRevisions.itemId))
    .orderBy(contentRevisions.itemId, desc(contentRevisions.version));
  const drafts = found.filter((row) => isUnpublished(row.state) && isContentType(row.type));
  const memberships = await db
    .select({
      itemId: contentReleaseItems.itemId,
      releaseId: contentReleases.id,
      name: contentReleases.name,
    })
    .from(contentReleaseItems)
    .innerJoin(contentReleases, eq(contentReleases.id, contentReleaseItems.releaseId))
    .where(eq(contentReleaseItems.active, true));
  const inRelease = new Map(memberships.map((row) => [row.itemId, { id: row.releaseId, name: row.name }]));
  return drafts
    .sort((a, b) => a.type.localeCompare(b.type) || a.position - b.position || a.key.localeCompare(b.key))
    .map((row) => {
      const release = inRelease.get(row.itemId);
      return {
        ...refOf({ id: row.itemId, type: row.type, key: row.key }, row.data),
        version: row.version,
        ...(release ? { release } : {}),
      };
    });
}

const cleanName = (name: string) => name.trim().replace(/\s+/g, " ");
const nameProblem = (name: string) => name.length === 0 || name.length > RELEASE_NAME_MAX;

/** A new, empty, open release (`release.create`); answers its id. */
export async function createRelease(
  db: Database,
  actor: AuditActor,
  rawName: string,
): Promise<{ ok: true; id: string } | { ok: false; reason: "invalid-name" }> {
  const name = cleanName(rawName);
  if (nameProblem(name)) return { ok: false, reason: "invalid-name" };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentReleases)
      .values({ name, createdBy: actor.id })
      .returning({ id: contentReleases.id });
    await recordAudit(tx, actor, {
      action: "release.create",
      entityType: "release",
      entityId: row!.id,
      after: { name, state: "open" },
    });
    return { ok: true as const, id: row!.id };
  });
}

/** The release locked against concurrent changes, if it is still at `startedFrom` and not published. */
async function lockRelease(tx: Tx, id: string, startedFrom: number | undefined) {
  const [release] = await tx.select().from(contentReleases).where(eq(contentReleases.id, id)).for("update");
  if (!release) throw new ReleaseRefusal({ ok: false, reason: "not-found" });
  if (startedFrom !== undefined && release.version !== startedFrom)
    throw new ReleaseRefusal({ ok: false, reason: "stale" });
  if (release.state === "published") throw new ReleaseRefusal({ ok: false, reason: "published" });
  return release;
}

/** Runs `work` in one transaction; a refusal thrown in it rolls it back and is answered. */
async function refusable(db: Database, work: (tx: Tx) => Promise<ReleaseOutcome>): Promise<ReleaseOutcome> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof ReleaseRefusal) return error.outcome;
    throw error;
  }
}

/** Runs a change of a release under its lock, raising its version; a refusal is answered. */
function changeRelease(
  db: Database,
  id: string,
  startedFrom: number | undefined,
  change: (tx: Tx, release: typeof contentReleases.$inferSelect) => Promise<void>,
): Promise<ReleaseOutcome> {
  return refusable(db, async (tx) => {
    const release = await lockRelease(tx, id, startedFrom);
    await change(tx, release);
    const [row] = await tx
      .update(contentReleases)
      .set({ version: sql`${contentReleases.version} + 1` })
      .where(eq(contentReleases.id, id))
      .returning({ version: contentReleases.version });
    return { ok: true as const, version: row!.version };
  });
}

export function renameRelease(
  db: Database,
  actor: AuditActor,
  id: string,
  startedFrom: number,
  rawName: string,
): Promise<ReleaseOutcome> {
  const name = cleanName(rawName);
  if (nameProblem(name)) return Promise.resolve({ ok: false, reason: "invalid-name" });
  return changeRelease(db, id, startedFrom, async (tx, release) => {
    await tx.update(contentReleases).set({ name }).where(eq(contentReleases.id, id));
    await recordAudit(tx, actor, {
      action: "release.rename",
      entityType: "release",
      entityId: id,
      before: { name: release.name },
      after: { name },
    });
  });
}

/** Deletes a release that is not published (its items keep their drafts). */
export function deleteRelease(
  db: Database,
  actor: AuditActor,
  id: string,
  startedFrom: number,
): Promise<ReleaseOutcome> {
  return refusable(db, async (tx) => {
    const release = await lockRelease(tx, id, startedFrom);
    await tx.delete(contentReleases).where(eq(contentReleases.id, id));
    await recordAudit(tx, actor, {
      action: "release.delete",
      entityType: "release",
      entityId: id,
      before: { name: release.name, state: release.state },
    });
    return { ok: true as const, version: release.version };
  });
}

/**
 * Adds items' latest unpublished versions (`release.add_items`). Refused whole when one has no
 * draft, or is already in another release not published yet (named with that release).
 */
export function addReleaseItems(
  db: Database,
  actor: AuditActor,
  id: string,
  startedFrom: number,
  itemIds: readonly string[],
): Promise<ReleaseOutcome> {
  const ids = [...new Set(itemIds)].sort();
  if (ids.length === 0) return Promise.resolve({ ok: false, reason: "empty" });
  return changeRelease(db, id, startedFrom, async (tx) => {
    const items = await tx
      .select()
      .from(contentItems)
      .where(inArray(contentItems.id, ids))
      .orderBy(asc(contentItems.id));
    if (items.length !== ids.length) throw new ReleaseRefusal({ ok: false, reason: "not-found" });
    const latest = await latestRevisions(tx, ids);
    const noDraft = items.filter((item) => !isUnpublished(latest.get(item.id)?.state));
    if (noDraft.length > 0)
      throw new ReleaseRefusal({
        ok: false,
        reason: "no-draft",
        items: noDraft.map((item) => refOf(item, latest.get(item.id)?.data)),
      });
    const elsewhere = await tx
      .select({
        itemId: contentReleaseItems.itemId,
        releaseId: contentReleaseItems.releaseId,
        name: contentReleases.name,
      })
      .from(contentReleaseItems)
      .innerJoin(contentReleases, eq(contentReleases.id, contentReleaseItems.releaseId))
      .where(and(inArray(contentReleaseItems.itemId, ids), eq(contentReleaseItems.active, true)));
    const others = elsewhere.filter((row) => row.releaseId !== id);
    if (others.length > 0)
      throw new ReleaseRefusal({
        ok: false,
        reason: "in-other-release",
        items: others.map((row) => ({
          item: refOf(
            items.find((item) => item.id === row.itemId)!,
            latest.get(row.itemId)?.data,
          ),
          release: row.name,
        })),
      });
    for (const item of items) {
      const version = latest.get(item.id)!.version;
      // Added again (after a conflict): the release now publishes its latest version.
      await tx
        .insert(contentReleaseItems)
        .values({ releaseId: id, itemId: item.id, version })
        .onConflictDoUpdate({
          target: [contentReleaseItems.releaseId, contentReleaseItems.itemId],
          set: { version, addedAt: new Date() },
        });
    }
    await recordAudit(tx, actor, {
      action: "release.add_items",
      entityType: "release",
      entityId: id,
      after: {
        items: items.map((item) => ({
          id: item.id,
          type: item.type,
          key: item.key,
          version: latest.get(item.id)!.version,
        })),
      },
    });
  });
}

/** Takes an item out of a release (`release.remove_item`); its draft stays as it is. */
export function removeReleaseItem(
  db: Database,
  actor: AuditActor,
  id: string,
  startedFrom: number,
  itemId: string,
): Promise<ReleaseOutcome> {
  return changeRelease(db, id, startedFrom, async (tx) => {
    const removed = await tx
      .delete(contentReleaseItems)
      .where(and(eq(contentReleaseItems.releaseId, id), eq(contentReleaseItems.itemId, itemId)))
      .returning({ version: contentReleaseItems.version });
    if (removed.length === 0) throw new ReleaseRefusal({ ok: false, reason: "not-found" });
    await recordAudit(tx, actor, {
      action: "release.remove_item",
      entityType: "release",
      entityId: id,
      before: { item: itemId, version: removed[0]!.version },
    });
  });
}

/** Publishes the release at `at` (`release.schedule`); `publishDueReleases` does it then. */
export function scheduleRelease(
  db: Database,
  actor: AuditActor,
  id: string,
  startedFrom: number,
  at: Date,
): Promise<ReleaseOutcome> {
  return changeRelease(db, id, startedFrom, async (tx, release) => {
    const count = await tx
      .select({ itemId: contentReleaseItems.itemId })
      .from(contentReleaseItems)
      .where(eq(contentReleaseItems.releaseId, id));
    if (count.length === 0) throw new ReleaseRefusal({ ok: false, reason: "empty" });
    await tx
      .update(contentReleases)
      .set({ state: "scheduled", publishAt: at, heldReason: null })
      .where(eq(contentReleases.id, id));
    await recordAudit(tx, actor, {
      action: "release.schedule",
      entityType: "release",
      entityId: id,
      before: { state: release.state, publishAt: release.publishAt?.toISOString() ?? null },
      after: { state: "scheduled", publishAt: at.toISOString() },
    });
  });
}

/** Cancels a schedule (or a hold): the release is open again (`release.cancel_schedule`). */
export function cancelReleaseSchedule(
  db: Database,
  actor: AuditActor,
  id: string,
  startedFrom: number,
): Promise<ReleaseOutcome> {
  return changeRelease(db, id, startedFrom, async (tx, release) => {
    await tx
      .update(contentReleases)
      .set({ state: "open", publishAt: null, heldReason: null })
      .where(eq(contentReleases.id, id));
    await recordAudit(tx, actor, {
      action: "release.cancel_schedule",
      entityType: "release",
      entityId: id,
      before: { state: release.state, publishAt: release.publishAt?.toISOString() ?? null },
      after: { state: "open" },
    });
  });
}

/**
 * A test-only pause inside a release's publishing transaction, after every item is written
 * and before the commit, so a test can kill the server there (RELEASE_PUBLISH_HOLD_MS, read
 * only outside production; see tests/integration/content-releases.test.ts).
 */
async function testHold(log: ((message: string) => void) | undefined) {
  if (process.env.NODE_ENV === "production") return;
  const ms = Number(process.env.RELEASE_PUBLISH_HOLD_MS ?? 0);
  if (!Number.isFinite(ms) || ms <= 0) return;
  (log ?? ((message) => console.warn(message)))("release publish held open for a test");
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Publishes every item of a locked release, in the caller's transaction; throws a refusal
 * (rolling everything back) naming the items that changed since added and those a publish
 * would refuse. Items are locked in the order of their ids, so two publishes never deadlock.
 */
async function publishLockedRelease(
  tx: Tx,
  actor: AuditActor,
  release: typeof contentReleases.$inferSelect,
  action: "release.publish" | "release.publish_scheduled",
  log?: (message: string) => void,
) {
  const members = await tx
    .select({ itemId: contentReleaseItems.itemId, version: contentReleaseItems.version })
    .from(contentReleaseItems)
    .where(eq(contentReleaseItems.releaseId, release.id))
    .orderBy(asc(contentReleaseItems.itemId));
  if (members.length === 0) throw new ReleaseRefusal({ ok: false, reason: "empty" });
  const locked: { item: { id: string; type: ContentType; key: string }; latestVersion: number }[] = [];
  for (const member of members) locked.push(await lockContentItem(tx, member.itemId));
  const revisions = await tx
    .select({
      itemId: contentRevisions.itemId,
      version: contentRevisions.version,
      state: contentRevisions.state,
      data: contentRevisions.data,
    })
    .from(contentRevisions)
    .where(
      sql`(${contentRevisions.itemId}, ${contentRevisions.version}) in (${sql.join(
        members.map((row) => sql`(${row.itemId}::uuid, ${row.version}::integer)`),
        sql`, `,
      )})`,
    );
  const problems: ReleaseProblems = { conflicts: [], refused: [] };
  const changes: { item: (typeof locked)[number]["item"]; data: unknown; next: number }[] = [];
  for (const [index, member] of members.entries()) {
    const { item, latestVersion } = locked[index]!;
    const revision = revisions.find((row) => row.itemId === member.itemId && row.version === member.version);
    const ref = refOf(item, revision?.data);
    if (!revision || latestVersion !== member.version || !isUnpublished(revision.state)) {
      problems.conflicts.push(ref);
      continue;
    }
    const checked = validateContent(item.type, revision.data);
    if (!checked.ok) {
      problems.refused.push({ item: ref, fields: checked.errors.map((error) => error.field) });
      continue;
    }
    const images = await placementProblems(tx, checked.data, true);
    if (images.length > 0) {
      problems.refused.push({ item: ref, fields: images.map((problem) => problem.field) });
      continue;
    }
    changes.push({ item, data: checked.data, next: latestVersion + 1 });
  }
  // The catalogue's rules (slugs, categories) with every change of the release together.
  const catalogue = await catalogueErrors(
    tx,
    changes.map(({ item, data }) => ({ type: item.type, key: item.key, data }) as ContentItem),
    "en",
  );
  for (const { item, errors } of catalogue) {
    const fields = Object.keys(errors);
    if (fields.length === 0) continue;
    const change = changes.find(
      (candidate) => candidate.item.type === item.type && candidate.item.key === item.key,
    )!;
    problems.refused.push({ item: refOf(change.item, change.data), fields });
  }
  if (problems.conflicts.length > 0 || problems.refused.length > 0)
    throw new ReleaseRefusal({ ok: false, reason: "problems", ...problems });
  for (const { item, data, next } of changes) {
    await publishRevisionInTransaction(tx, actor, item, next, data, "content.publish", {
      release: release.id,
    });
  }
  await tx
    .update(contentReleaseItems)
    .set({ active: false })
    .where(eq(contentReleaseItems.releaseId, release.id));
  const [row] = await tx
    .update(contentReleases)
    .set({
      state: "published",
      publishedAt: new Date(),
      heldReason: null,
      version: sql`${contentReleases.version} + 1`,
    })
    .where(eq(contentReleases.id, release.id))
    .returning({ version: contentReleases.version });
  await recordAudit(tx, actor, {
    action,
    entityType: "release",
    entityId: release.id,
    before: { state: release.state },
    after: {
      name: release.name,
      state: "published",
      items: changes.map(({ item, next }) => ({
        id: item.id,
        type: item.type,
        key: item.key,
        version: next,
      })),
    },
  });
  await testHold(log);
  return row!.version;
}

/**
 * Publishes every item of the release now, in one transaction (`release.publish`, and a
 * `content.publish` row per item), or nothing: see `ReleaseOutcome`'s "problems".
 */
export function publishRelease(
  db: Database,
  actor: AuditActor,
  releaseId: string,
  startedFrom: number,
  log?: (message: string) => void,
): Promise<ReleaseOutcome> {
  return refusable(db, async (tx) => {
    const release = await lockRelease(tx, releaseId, startedFrom);
    return {
      ok: true as const,
      version: await publishLockedRelease(tx, actor, release, "release.publish", log),
    };
  });
}

/** The actor of a scheduled publication: the site itself, at the time asked for. */
const SCHEDULE_ACTOR: AuditActor = { id: null, email: "schedule" };

/**
 * Publishes every scheduled release whose time has come (`release.publish_scheduled`). One
 * that cannot be published (an item changed since added, or refused by a publish's checks)
 * is held: nothing of it is published, and the reason is kept on it (`release.held`) for its
 * editors to see. Safe with several instances: each release is published under its lock,
 * after checking it is still scheduled. Answers how many it published.
 */
export async function publishDueReleases(
  db: Database,
  now = new Date(),
  log?: (message: string) => void,
): Promise<number> {
  const due = await db
    .select({ id: contentReleases.id })
    .from(contentReleases)
    .where(and(eq(contentReleases.state, "scheduled"), lte(contentReleases.publishAt, now)))
    .orderBy(asc(contentReleases.publishAt), asc(contentReleases.id));
  let published = 0;
  for (const { id } of due) {
    try {
      await db.transaction(async (tx) => {
        const [release] = await tx
          .select()
          .from(contentReleases)
          .where(and(eq(contentReleases.id, id), eq(contentReleases.state, "scheduled")))
          .for("update");
        if (!release) throw new ReleaseRefusal({ ok: false, reason: "not-found" });
        await publishLockedRelease(tx, SCHEDULE_ACTOR, release, "release.publish_scheduled", log);
      });
      published += 1;
    } catch (error) {
      if (!(error instanceof ReleaseRefusal)) throw error;
      if (error.outcome.reason !== "problems" && error.outcome.reason !== "empty") continue;
      const reason: ReleaseProblems =
        error.outcome.reason === "problems"
          ? { conflicts: error.outcome.conflicts, refused: error.outcome.refused }
          : { conflicts: [], refused: [] };
      await db.transaction(async (tx) => {
        const [release] = await tx
          .select()
          .from(contentReleases)
          .where(and(eq(contentReleases.id, id), eq(contentReleases.state, "scheduled")))
          .for("update");
        if (!release) return;
        await tx
          .update(contentReleases)
          .set({ state: "held", heldReason: reason, version: sql`${contentReleases.version} + 1` })
          .where(eq(contentReleases.id, id));
        await recordAudit(tx, SCHEDULE_ACTOR, {
          action: "release.held",
          entityType: "release",
          entityId: id,
          before: { state: "scheduled", publishAt: release.publishAt?.toISOString() ?? null },
          after: { state: "held", ...reason },
        });
      });
    }
  }
  return published;
}
