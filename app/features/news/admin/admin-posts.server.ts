// The back office's posts (ADR 030): posts are content items of type `post`, edited in the
// content editor with its drafts, schedule, history and restore; this module gives the posts'
// own list (the news' order, each post's state and type), a new post, and the row of a post
// as the news pages would show one of its versions (the preview).
import { randomUUID } from "node:crypto";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/.server/audit";
import type { Database } from "~/.server/db/client";
import { postColumns, postData } from "~/.server/content/post-projection";
import { pagePath } from "~/.server/pages";
import type { Locale } from "~/i18n/locales";
import { contentItems, contentRevisions, mediaPosts, type MediaPost } from "~/.server/db/schema";
import { validateContent, type FieldError, type PostType } from "~/lib/content/schemas";

/**
 * What a post is to an editor: a draft (never public), scheduled (public from a later date),
 * published, or archived (taken off the site; its history kept).
 */
export type PostState = "draft" | "scheduled" | "published" | "archived";

export interface PostListEntry {
  /** The post's id (its address's) and its item's, which are the same. */
  id: string;
  postType: PostType;
  title: { en: string; es: string };
  state: PostState;
  /** Published or scheduled: its date; else when its newest version was saved. */
  date: Date;
  /** A version newer than the public one waits: a draft or a schedule. */
  pending: boolean;
}

/**
 * A post's state from its row on the news pages (`publicAt`, its date there) and whether a
 * version of it was ever published.
 */
function postStateOf(publicAt: Date | null | undefined, everPublished: boolean, now: Date): PostState {
  if (publicAt) return publicAt.getTime() > now.getTime() ? "scheduled" : "published";
  return everPublished ? "archived" : "draft";
}

/** Every post, newest date first (drafts by when they were last saved). */
export async function listPosts(db: Database, now = new Date()): Promise<PostListEntry[]> {
  const [revisions, rows] = await Promise.all([
    db
      .select({
        itemId: contentRevisions.itemId,
        key: contentItems.key,
        state: contentRevisions.state,
        // The list's words only, not the posts' bodies.
        title: sql<{ en?: string; es?: string } | null>`${contentRevisions.data} -> 'title'`,
        postType: sql<string | null>`${contentRevisions.data} ->> 'postType'`,
        createdAt: contentRevisions.createdAt,
        publishedAt: contentRevisions.publishedAt,
      })
      .from(contentRevisions)
      .innerJoin(
        contentItems,
        and(eq(contentItems.id, contentRevisions.itemId), eq(contentItems.type, "post")),
      )
      .orderBy(desc(contentRevisions.version)),
    db.select({ id: mediaPosts.id, publishedAt: mediaPosts.publishedAt }).from(mediaPosts),
  ]);
  const dates = new Map(rows.map((row) => [row.id, row.publishedAt]));
  // Each post's newest version (the rows come newest first), and what its versions say.
  const posts = new Map<
    string,
    { latest: (typeof revisions)[number]; published: boolean; everPublished: boolean }
  >();
  for (const revision of revisions) {
    const post = posts.get(revision.itemId) ?? { latest: revision, published: false, everPublished: false };
    // A version with a publication date was once the published one.
    post.everPublished ||= revision.publishedAt !== null;
    post.published ||= revision.state === "published";
    posts.set(revision.itemId, post);
  }
  return [...posts.values()]
    .map(({ latest, published, everPublished }): PostListEntry => {
      const publicAt = dates.get(latest.key) ?? undefined;
      return {
        id: latest.itemId,
        postType: latest.postType === "press_release" ? "press_release" : "news",
        title: { en: latest.title?.en ?? "", es: latest.title?.es ?? "" },
        state: postStateOf(publicAt, everPublished, now),
        date: publicAt ?? latest.createdAt,
        pending: Boolean(publicAt) && published && latest.state !== "published",
      };
    })
    .sort((a, b) => b.date.getTime() - a.date.getTime() || b.id.localeCompare(a.id));
}

/** The fields a new post starts from: its type and its English title. */
export interface NewPost {
  postType: string;
  title: string;
}

/**
 * Adds a post as a draft (`content.create`), its id new, with its type and English title; the
 * editor writes the rest in the content editor. Nothing is public until it is published.
 */
export async function createPost(
  db: Database,
  actor: AuditActor,
  input: NewPost,
): Promise<{ ok: true; id: string } | { ok: false; errors: FieldError[] }> {
  const data = {
    postType: input.postType,
    title: { en: input.title, es: "" },
    excerpt: { en: "", es: "" },
    content: { en: "", es: "" },
  };
  const checked = validateContent("post", data);
  if (!checked.ok) return checked;
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(contentItems).values({ id, type: "post", key: id, position: 0 });
    await tx
      .insert(contentRevisions)
      .values({ itemId: id, version: 1, state: "draft", data: checked.data, createdBy: actor.id });
    await recordAudit(tx, actor, {
      action: "content.create",
      entityType: "content",
      entityId: id,
      after: { type: "post", key: id, version: 1, state: "draft" },
    });
  });
  return { ok: true, id };
}

/**
 * A post's preview in the back office's language (`adminLocale`): the post in `language`, its
 * newest version unless one is named.
 */
export function postPreviewPath(id: string, adminLocale: Locale, language: Locale, version?: number): string {
  const path = `${pagePath("admin-post-preview", adminLocale, { id })}?lang=${language}`;
  return version === undefined ? path : `${path}&version=${version}`;
}

/** A post's item (by the post's id), or undefined. */
export async function findPostItem(db: Database, id: string) {
  const [item] = await db
    .select({ id: contentItems.id, key: contentItems.key })
    .from(contentItems)
    .where(and(eq(contentItems.type, "post"), eq(contentItems.key, id)));
  return item;
}

/**
 * A version of a post as the news pages' row would hold it (the preview shows it with the
 * public page's view): its newest version unless one is asked for, dated as it is or will be.
 */
export async function postRowOf(
  db: Database,
  id: string,
  version?: number,
): Promise<{ row: MediaPost; state: PostState } | undefined> {
  const item = await findPostItem(db, id);
  if (!item) return undefined;
  const [revision] = await db
    .select({
      state: contentRevisions.state,
      data: contentRevisions.data,
      createdAt: contentRevisions.createdAt,
    })
    .from(contentRevisions)
    .where(
      version === undefined
        ? eq(contentRevisions.itemId, item.id)
        : and(eq(contentRevisions.itemId, item.id), eq(contentRevisions.version, version)),
    )
    .orderBy(desc(contentRevisions.version))
    .limit(1);
  if (!revision) return undefined;
  const data = postData(revision.data);
  if (!data) return undefined;
  const [projected] = await db.select().from(mediaPosts).where(eq(mediaPosts.id, id));
  const columns = await postColumns(db, data);
  const [once] = await db
    .select({ version: contentRevisions.version })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.itemId, item.id), isNotNull(contentRevisions.publishedAt)))
    .limit(1);
  const state = postStateOf(projected?.publishedAt, Boolean(once), new Date());
  return {
    state,
    row: {
      id,
      status: projected ? "published" : "draft",
      ...columns,
      publishedAt: projected?.publishedAt ?? null,
      createdAt: projected?.createdAt ?? revision.createdAt,
      updatedAt: revision.createdAt,
      searchTextEn: "",
      searchTextEs: "",
    },
  };
}
