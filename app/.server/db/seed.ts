import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "./client";
import { contentItems, contentRevisions, mediaImages } from "./schema";
import { demoNewsPosts } from "./seed-news";
import { demoBody, demoProjects } from "./seed-projects";
import { storeLibraryImage } from "../media/library";
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

/** The seed's artwork, where the site's sources are (a development checkout). */
const CONTENT_IMAGES = path.resolve("content-images");

/**
 * Adds the demo project references (seed-projects.ts), each published as version 1 by no one,
 * with their photographs put in the media library with their alt texts (one image per file).
 * References already there (by key) are left alone; a photograph whose file is missing is
 * left out. Returns how many references were added.
 */
export async function seedDemoProjects(db: Database): Promise<number> {
  const present = await db
    .select({ key: contentItems.key })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.type, "project"),
        inArray(
          contentItems.key,
          demoProjects.map((project) => project.key),
        ),
      ),
    );
  const wanted = demoProjects.filter((project) => !present.some((row) => row.key === project.key));
  if (wanted.length === 0) return 0;
  const seeder = { id: null, email: "demo content" };
  const stored = new Map<string, string>();
  for (const project of wanted)
    for (const photo of project.photos) {
      if (stored.has(photo.file)) continue;
      const bytes = await readFile(path.join(CONTENT_IMAGES, photo.file)).catch(() => undefined);
      if (!bytes) continue;
      const outcome = await storeLibraryImage(db, seeder, { name: path.basename(photo.file), bytes });
      if (!outcome.ok) continue;
      await db
        .update(mediaImages)
        .set({ altEn: photo.alt.en, altEs: photo.alt.es })
        .where(eq(mediaImages.id, outcome.id));
      stored.set(photo.file, outcome.id);
    }
  return db.transaction(async (tx) => {
    let added = 0;
    for (const [position, project] of wanted.entries()) {
      const data = {
        ...project.data,
        body: demoBody(project.data.body),
        photos: project.photos.flatMap((photo) => {
          const media = stored.get(photo.file);
          return media
            ? [{ media, alt: { en: "", es: "" }, caption: photo.caption ?? { en: "", es: "" } }]
            : [];
        }),
      };
      const checked = validateContent("project", data);
      if (!checked.ok)
        throw new Error(
          `demo project ${project.key}: ${checked.errors.map((e) => `${e.field}: ${e.message}`).join("; ")}`,
        );
      const [item] = await tx
        .insert(contentItems)
        .values({ type: "project", key: project.key, position })
        .onConflictDoNothing({ target: [contentItems.type, contentItems.key] })
        .returning({ id: contentItems.id });
      if (!item) continue;
      await tx.insert(contentRevisions).values({
        itemId: item.id,
        version: 1,
        state: "published",
        data: checked.data,
        publishedAt: new Date(),
      });
      added++;
    }
    return added;
  });
}
