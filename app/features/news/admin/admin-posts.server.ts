// The back office's posts: every change in one transaction with its audit row (ADR 017).
import { and, desc, eq, sql } from "drizzle-orm";
import { recordAudit } from "~/.server/audit";
import type { SessionUser } from "~/.server/auth/auth-service";
import type { Database } from "~/.server/db/client";
import { adminAuditLog, mediaPosts, type MediaPost } from "~/.server/db/schema";
import type { PostInput } from "./post-form.server";

type Actor = Pick<SessionUser, "id" | "email">;

/** What a post is to an editor: a draft, scheduled (published, its time to come), published, archived. */
export type PostState = "draft" | "scheduled" | "published" | "archived";

export function postState(row: Pick<MediaPost, "status" | "publishedAt">, now: Date): PostState {
  if (row.status === "published") {
    return row.publishedAt && row.publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
  }
  return row.status;
}

/** Every post, newest change first (drafts, scheduled and published alike). */
export function listAllPosts(db: Database) {
  return db
    .select({
      id: mediaPosts.id,
      title: mediaPosts.title,
      titleEs: mediaPosts.titleEs,
      postType: mediaPosts.postType,
      status: mediaPosts.status,
      publishedAt: mediaPosts.publishedAt,
      updatedAt: mediaPosts.updatedAt,
    })
    .from(mediaPosts)
    .orderBy(desc(mediaPosts.updatedAt), desc(mediaPosts.id));
}

export async function findPost(db: Database, id: string): Promise<MediaPost | undefined> {
  const [row] = await db.select().from(mediaPosts).where(eq(mediaPosts.id, id)).limit(1);
  return row;
}

/** The fields an audit row compares. */
const AUDITED = [
  "postType",
  "title",
  "titleEs",
  "excerpt",
  "excerptEs",
  "content",
  "contentEs",
  "featuredImageUrl",
  "status",
  "publishedAt",
] as const;
type Audited = Pick<MediaPost, (typeof AUDITED)[number]>;

const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The fields that differ, as they were and as they are. */
function changes(before: Partial<Audited>, after: Partial<Audited>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of AUDITED) {
    if (!(key in after)) continue;
    if (plain(before[key]) === plain(after[key])) continue;
    was[key] = plain(before[key]) ?? null;
    now[key] = plain(after[key]) ?? null;
  }
  return { was, now, changed: Object.keys(now).length > 0 };
}

export interface PostFields extends PostInput {
  /** undefined: unchanged; null: removed; a path: a new image. */
  featuredImageUrl?: string | null;
}

export type Publication = { publish: "now" } | { publish: "at"; at: Date } | undefined;

/**
 * Creates a post (a draft, or published now or at a time) and writes `post.create`, then
 * `post.publish` / `post.schedule` when it is published at once.
 */
export async function createPost(db: Database, actor: Actor, fields: PostFields, publication: Publication) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mediaPosts)
      .values({ ...fields, featuredImageUrl: fields.featuredImageUrl ?? null, status: "draft" })
      .returning();
    const created = row!;
    const after = Object.fromEntries(AUDITED.map((key) => [key, plain(created[key]) ?? null]));
    await recordAudit(tx, actor, { action: "post.create", entityType: "post", entityId: created.id, after });
    if (publication) await publishInTx(tx, actor, created, publication, created.version);
    return created.id;
  });
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * What a change of an existing post came to: done, the post gone, or refused because the
 * post changed since the editor's form was opened (its version is no longer the one the
 * form started from; ADR 022).
 */
export type PostOutcome = "done" | "not-found" | "conflict";

/** Thrown inside a transaction to roll back what it did before a version check failed. */
class VersionConflict extends Error {}

/**
 * Updates the post only if it still has the version the editor started from, raising it by
 * one: a single `UPDATE … WHERE id = ? AND version = ?` (no row: someone saved in between).
 */
async function updateAtVersion(
  tx: Tx,
  id: string,
  version: number,
  set: Partial<typeof mediaPosts.$inferInsert> | Record<string, unknown>,
): Promise<MediaPost> {
  const [row] = await tx
    .update(mediaPosts)
    .set({ ...set, version: sql`${mediaPosts.version} + 1` })
    .where(and(eq(mediaPosts.id, id), eq(mediaPosts.version, version)))
    .returning();
  if (!row) throw new VersionConflict();
  return row;
}

/** The post locked against concurrent changes, if it is still at `version`. */
async function lockAtVersion(tx: Tx, id: string, version: number): Promise<MediaPost> {
  const [row] = await tx
    .select()
    .from(mediaPosts)
    .where(and(eq(mediaPosts.id, id), eq(mediaPosts.version, version)))
    .for("update");
  if (!row) throw new VersionConflict();
  return row;
}

async function publishInTx(
  tx: Tx,
  actor: Actor,
  before: MediaPost,
  publication: NonNullable<Publication>,
  version: number,
): Promise<MediaPost> {
  const publishedAt = publication.publish === "now" ? sql`now()` : publication.at;
  const row = await updateAtVersion(tx, before.id, version, { status: "published", publishedAt });
  const diff = changes(before, { status: row.status, publishedAt: row.publishedAt });
  await recordAudit(tx, actor, {
    action: publication.publish === "now" ? "post.publish" : "post.schedule",
    entityType: "post",
    entityId: before.id,
    before: diff.was,
    after: diff.now,
  });
  return row;
}

/** Runs a change of one post; a failed version check rolls it all back and answers "conflict". */
async function changeAtVersion(
  db: Database,
  id: string,
  change: (tx: Tx, before: MediaPost) => Promise<void>,
): Promise<PostOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(mediaPosts).where(eq(mediaPosts.id, id));
      if (!before) return "not-found";
      await change(tx, before);
      return "done";
    });
  } catch (error) {
    if (error instanceof VersionConflict) return "conflict";
    throw error;
  }
}

/**
 * Saves an existing post's texts and image (`post.update`, when anything changed) and, if
 * asked, publishes or schedules it, provided the post is still at `version`.
 */
export async function updatePost(
  db: Database,
  actor: Actor,
  id: string,
  fields: PostFields,
  publication: Publication,
  version: number,
): Promise<PostOutcome> {
  return changeAtVersion(db, id, async (tx, before) => {
    const set = { ...fields };
    if (set.featuredImageUrl === undefined) delete set.featuredImageUrl;
    const diff = changes(before, set);
    // A save that changes nothing is checked too (its form may be out of date), under the
    // row's lock, without raising the version or touching the row.
    const current = diff.changed
      ? await updateAtVersion(tx, id, version, set)
      : await lockAtVersion(tx, id, version);
    if (diff.changed) {
      await recordAudit(tx, actor, {
        action: "post.update",
        entityType: "post",
        entityId: id,
        before: diff.was,
        after: diff.now,
      });
    }
    if (publication) await publishInTx(tx, actor, current, publication, current.version);
  });
}

/** Takes a post off the site: a draft again, without a publication date (`post.unpublish`). */
export async function unpublishPost(db: Database, actor: Actor, id: string, version: number) {
  return changeAtVersion(db, id, async (tx, before) => {
    await updateAtVersion(tx, id, version, { status: "draft", publishedAt: null });
    const diff = changes(before, { status: "draft", publishedAt: null });
    await recordAudit(tx, actor, {
      action: "post.unpublish",
      entityType: "post",
      entityId: id,
      before: diff.was,
      after: diff.now,
    });
  });
}

/** Deletes a post for good; its audit row keeps the whole post as it was (`post.delete`). */
export async function deletePost(db: Database, actor: Actor, id: string, version: number) {
  return changeAtVersion(db, id, async (tx) => {
    const [before] = await tx
      .delete(mediaPosts)
      .where(and(eq(mediaPosts.id, id), eq(mediaPosts.version, version)))
      .returning();
    if (!before) throw new VersionConflict();
    await recordAudit(tx, actor, {
      action: "post.delete",
      entityType: "post",
      entityId: id,
      before: Object.fromEntries(AUDITED.map((key) => [key, plain(before[key]) ?? null])),
    });
  });
}

/** Who last changed a post from the back office, and when (its latest audit row). */
export async function lastPostChange(db: Database, id: string) {
  const [row] = await db
    .select({ by: adminAuditLog.actorEmail, at: adminAuditLog.createdAt })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityType, "post"), eq(adminAuditLog.entityId, id)))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(1);
  return row;
}
