import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { contentItems, contentRevisions, mediaPosts, type MediaPost } from "../db/schema";
import { pagePath, PROJECT_PATHS, type PageId } from "../pages";
import type { ContentSnapshot } from "./store";
import { publishedWith, readPublishedItems } from "./store";
import { readStoredDocuments } from "../documents/stored";
import {
  CONTENT_SCHEMAS,
  validateContent,
  type ContentData,
  type ContentItem,
  type ContentType,
} from "~/lib/content/schemas";
import { postColumns, POST_ID } from "./post-projection";
import { toSiteContent } from "~/lib/content/site-content";
import { attachLibraryImages } from "../media/library";
import type { Locale } from "~/i18n/locales";

export type PreviewResult =
  | { kind: "ok"; snapshot: ContentSnapshot; path: string; post?: MediaPost }
  | { kind: "not-found" }
  | { kind: "invalid"; errors: string[] };

/** The page that shows an item best, in a language (the first page it appears on). */
function pageOf(item: ContentItem, locale: Locale): string | undefined {
  const page = (id: PageId) => pagePath(id, locale);
  switch (item.type) {
    case "company":
    case "home":
      return page("home");
    case "about":
      return page("about");
    case "certificates":
      return page("certificates");
    case "catalogs":
      return page("catalogs");
    case "contact-page":
      return page("contact");
    case "service":
    case "category": {
      const slug = (item.data as { slug: Record<Locale, string> }).slug[locale];
      return locale === "en" ? `/${slug}` : `/es/${slug}`;
    }
    case "product": {
      const data = item.data as { slug: Record<Locale, string>; page?: unknown; categoryId: string };
      if (data.page) return locale === "en" ? `/${data.slug[locale]}` : `/es/${data.slug[locale]}`;
      // Listed only: its category's listing shows it.
      return undefined;
    }
    case "project": {
      // Its own page, at the address the project pages' route answers.
      const slug = (item.data as { slug: Record<Locale, string> }).slug[locale];
      return PROJECT_PATHS[locale].replace(":slug", slug);
    }
  }
}

/**
 * The published content with one item as a revision of it has it (by default its latest
 * draft or scheduled version), and the address of the page that shows it: a draft's
 * preview renders that page with this content, exactly as it would be published (ADR 023).
 */
export async function previewContent(
  db: Database,
  { type, key, version, locale }: { type: string; key: string; version?: number; locale: Locale },
): Promise<PreviewResult> {
  const [item] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
  if (!item || !(type in CONTENT_SCHEMAS)) return { kind: "not-found" };
  const [revision] = await db
    .select({ data: contentRevisions.data })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.itemId, item.id),
        version === undefined
          ? inArray(contentRevisions.state, ["draft", "scheduled", "published"])
          : eq(contentRevisions.version, version),
      ),
    )
    .orderBy(desc(contentRevisions.version))
    .limit(1);
  if (!revision) return { kind: "not-found" };
  return previewData(db, { type: type as ContentType, key, data: revision.data, locale });
}

/**
 * The same for fields not stored anywhere (the content editor's form as typed, for its live
 * preview): the published content with the item holding `data`, and the page that shows it.
 * A post's page is the news post page, which reads its row: `post` is the row it would have.
 */
export async function previewData(
  db: Database,
  { type, key, data, locale }: { type: ContentType; key: string; data: unknown; locale: Locale },
): Promise<PreviewResult> {
  const checked = validateContent(type, data);
  if (!checked.ok) return { kind: "invalid", errors: checked.errors.map((e) => `${e.field}: ${e.message}`) };
  const previewed: ContentItem = { type, key, data: checked.data };
  // In its item's place, or after the last of its type when not published yet.
  const published = await readPublishedItems(db);
  const items = type === "post" ? published : publishedWith(published, [previewed]);
  let path =
    type === "post"
      ? POST_ID.test(key)
        ? pagePath("media-post", locale, { id: key })
        : undefined
      : pageOf(previewed, locale);
  if (!path && type === "product") {
    const categoryId = (previewed.data as { categoryId: string }).categoryId;
    const category = items.find((candidate) => candidate.type === "category" && candidate.key === categoryId);
    if (category) path = pageOf(category, locale);
  }
  if (!path) return { kind: "not-found" };
  const content = toSiteContent(items);
  await attachLibraryImages(db, content, false);
  return {
    kind: "ok",
    path,
    snapshot: {
      version: "preview",
      content,
      documents: await readStoredDocuments(db),
      fingerprints: new Map(),
    },
    ...(type === "post" ? { post: await postRow(db, key, checked.data as ContentData<"post">) } : {}),
  };
}

/** A post's row as the news pages would read it with these fields (its dates those it has, if any). */
async function postRow(db: Database, id: string, data: ContentData<"post">): Promise<MediaPost> {
  const [projected] = await db.select().from(mediaPosts).where(eq(mediaPosts.id, id));
  const now = new Date();
  return {
    id,
    status: "published",
    ...(await postColumns(db, data)),
    publishedAt: projected?.publishedAt ?? now,
    createdAt: projected?.createdAt ?? now,
    updatedAt: now,
    searchTextEn: "",
    searchTextEs: "",
  };
}
