// The catalogue's own changes in the back office (ADR 023, "Editing"): adding a product,
// moving it up or down within its category, and deleting it; adding and deleting a project
// reference. Each is one transaction with its audit row; the content counter's triggers tell
// every instance, so listings, menus, search and the sitemap follow at once. Unpublishing is
// in revisions.ts (a revision state).
import { asc, desc, eq, inArray, max } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../audit";
import type { Database } from "../db/client";
import { isReservedSlug, projectSlugTakenBy, slugTakenBy } from "../pages";
import { LOCALES, type Locale } from "~/i18n/locales";
import { contentItems, contentRevisions } from "../db/schema";
import { deleteItem } from "./revisions";
import {
  SUMMARY_MAX,
  validateContent,
  type ClientType,
  type ContentData,
  type ContentType,
  type FieldError,
} from "~/lib/content/schemas";

type ProductData = ContentData<"product">;
type CategoryData = ContentData<"category">;
type ProjectData = ContentData<"project">;

/** An address segment from a name: accents dropped, lower case, words joined by '-'. */
export function slugFromName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}

/** `base`, or the first of `base-2`, `base-3` … that `free` accepts. */
function firstFree(base: string, free: (slug: string) => boolean): string {
  let slug = base;
  for (let n = 2; !free(slug); n++) slug = `${base}-${n}`;
  return slug;
}

export interface NewProduct {
  name: { en: string; es: string };
  categoryId: string;
}

export type AddProductOutcome =
  { ok: true; itemId: string; key: string } | { ok: false; errors: FieldError[] };

/** Each item's newest revision's data (the draft in progress, else the published one), by item id. */
async function newestData(db: Pick<Database, "select">, itemIds: string[]): Promise<Map<string, unknown>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({
      itemId: contentRevisions.itemId,
      version: contentRevisions.version,
      data: contentRevisions.data,
    })
    .from(contentRevisions)
    .where(inArray(contentRevisions.itemId, itemIds))
    .orderBy(asc(contentRevisions.itemId), desc(contentRevisions.version));
  const found = new Map<string, unknown>();
  for (const row of rows) if (!found.has(row.itemId)) found.set(row.itemId, row.data);
  return found;
}

/**
 * A new item as version 1, a draft by `actor`, after the last of its type, with its
 * `content.create` audit row (and `also` in it). Answers the item's id.
 */
async function insertDraft(
  tx: Pick<Database, "select" | "insert">,
  actor: AuditActor,
  type: ContentType,
  key: string,
  data: unknown,
  also: Record<string, unknown> = {},
): Promise<string> {
  const [last] = await tx
    .select({ position: max(contentItems.position) })
    .from(contentItems)
    .where(eq(contentItems.type, type));
  const [row] = await tx
    .insert(contentItems)
    .values({ type, key, position: (last?.position ?? -1) + 1 })
    .returning({ id: contentItems.id });
  await tx
    .insert(contentRevisions)
    .values({ itemId: row!.id, version: 1, state: "draft", data, createdBy: actor.id });
  await recordAudit(tx, actor, {
    action: "content.create",
    entityType: "content",
    entityId: row!.id,
    after: { type, key, version: 1, state: "draft", ...also },
  });
  return row!.id;
}

/**
 * Adds a product to a category as a draft (`content.create`): listed only, with the category's
 * picture until the editor chooses its own, at the end of the category. Nothing is public
 * until the editor publishes it; giving it a page of its own is a field of the editor's form.
 */
export async function addProduct(
  db: Database,
  actor: AuditActor,
  input: NewProduct,
): Promise<AddProductOutcome> {
  const name = { en: input.name.en.trim(), es: input.name.es.trim() };
  return db.transaction(async (tx) => {
    const categories = await tx
      .select({ id: contentItems.id, key: contentItems.key })
      .from(contentItems)
      .where(eq(contentItems.type, "category"));
    const category = categories.find((row) => row.key === input.categoryId);
    if (!category) return { ok: false, errors: [{ field: "categoryId", message: "unknown category" }] };
    const categoryData = (await newestData(tx, [category.id])).get(category.id) as CategoryData | undefined;
    if (!categoryData) return { ok: false, errors: [{ field: "categoryId", message: "unknown category" }] };

    const products = await tx
      .select({ key: contentItems.key })
      .from(contentItems)
      .where(eq(contentItems.type, "product"));
    const taken = new Set(products.map((row) => row.key));
    // The key is the English slug: neither another product's key, nor an address another page
    // answers to (/contact, a former slug), nor one the server keeps (/healthz, /es).
    const free = (locale: Locale, slug: string) =>
      !isReservedSlug(slug) && !slugTakenBy(locale, slug, { kind: "product", id: "" });
    const key = firstFree(slugFromName(name.en) || "product", (slug) => !taken.has(slug) && free("en", slug));
    const esSlug = firstFree(slugFromName(name.es) || key, (slug) => free("es", slug));

    const data: ProductData = {
      slug: { en: key, es: esSlug },
      name,
      categoryId: category.key,
      image: { src: categoryData.image.src, slot: "card", alt: { ...name } },
    };
    const checked = validateContent("product", data);
    if (!checked.ok) return { ok: false, errors: checked.errors };
    const itemId = await insertDraft(tx, actor, "product", key, checked.data, { categoryId: category.key });
    return { ok: true, itemId, key };
  });
}

/**
 * Moves a product one place up or down among the products of its category (`content.move`),
 * by swapping its position with its neighbour's. Answers false when it is already first or
 * last, or is not a product.
 */
export async function moveProduct(
  db: Database,
  actor: AuditActor,
  itemId: string,
  direction: "up" | "down",
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Every product row locked: two editors reordering at once queue instead of crossing.
    const products = await tx
      .select({ id: contentItems.id, key: contentItems.key, position: contentItems.position })
      .from(contentItems)
      .where(eq(contentItems.type, "product"))
      .orderBy(asc(contentItems.position), asc(contentItems.key))
      .for("update");
    const data = await newestData(
      tx,
      products.map((row) => row.id),
    );
    const categoryOf = (id: string) => (data.get(id) as ProductData | undefined)?.categoryId;
    const moving = products.find((row) => row.id === itemId);
    if (!moving) return false;
    const siblings = products.filter((row) => categoryOf(row.id) === categoryOf(moving.id));
    const at = siblings.indexOf(moving);
    const other = siblings[direction === "up" ? at - 1 : at + 1];
    if (!other) return false;
    // Positions may repeat (an import or an old seed): give the pair distinct ones.
    const [first, second] =
      moving.position === other.position
        ? direction === "up"
          ? [other.position, other.position + 1]
          : [moving.position + 1, moving.position]
        : [other.position, moving.position];
    await tx.update(contentItems).set({ position: first }).where(eq(contentItems.id, moving.id));
    await tx.update(contentItems).set({ position: second }).where(eq(contentItems.id, other.id));
    await recordAudit(tx, actor, {
      action: "content.move",
      entityType: "content",
      entityId: moving.id,
      before: { position: moving.position },
      after: { type: "product", key: moving.key, position: first, direction, swappedWith: other.key },
    });
    return true;
  });
}

/** Deletes a product with its whole history (`content.delete`); false when there is no such product. */
export const deleteProduct = (db: Database, actor: AuditActor, itemId: string): Promise<boolean> =>
  deleteItem(db, actor, itemId, "product");

/**
 * Deletes a row of the content list when it is a product or a project reference, with its
 * whole history (`content.delete`): the site always has its other items. Answers which type it
 * was, or undefined when there is no such product or reference.
 */
export async function deleteListedItem(
  db: Database,
  actor: AuditActor,
  itemId: string,
): Promise<"product" | "project" | undefined> {
  const [item] = await db
    .select({ type: contentItems.type })
    .from(contentItems)
    .where(eq(contentItems.id, itemId));
  const type = item?.type;
  if (type !== "product" && type !== "project") return undefined;
  // deleteItem checks the type again, under the item's lock.
  return (await deleteItem(db, actor, itemId, type)) ? type : undefined;
}

/** What the content list's "Add a project reference" form asks; the editor does the rest. */
export interface NewProject {
  title: { en: string; es: string };
  clientType: ClientType;
  /** A country's ISO code (the schema checks it is one of the list). */
  country: string;
  /** The city's name in English. */
  city: string;
  year: number;
  /** In m³ a day. */
  capacity: number;
}

/**
 * Adds a project reference as a draft (`content.create`), after the others: its title stands
 * in for its summary until the editor writes one, an industrial client's sector is "other
 * industry" until the editor chooses it, and its text, products, services and photographs are
 * empty. The key is the English slug; each language's slug is free among the references
 * (their keys, their drafts' slugs, and the addresses published ones answer to, current and
 * former). Nothing is public until the editor publishes it.
 */
export async function addProject(
  db: Database,
  actor: AuditActor,
  input: NewProject,
): Promise<AddProductOutcome> {
  const title = { en: input.title.en.trim(), es: input.title.es.trim() };
  return db.transaction(async (tx) => {
    const projects = await tx
      .select({ id: contentItems.id, key: contentItems.key })
      .from(contentItems)
      .where(eq(contentItems.type, "project"));
    const drafts = await newestData(
      tx,
      projects.map((row) => row.id),
    );
    const taken: Record<Locale, Set<string>> = { en: new Set(projects.map((row) => row.key)), es: new Set() };
    for (const data of drafts.values()) {
      const slug = (data as Partial<ProjectData> | null)?.slug;
      for (const locale of LOCALES) if (typeof slug?.[locale] === "string") taken[locale].add(slug[locale]);
    }
    const free = (locale: Locale, slug: string) =>
      !taken[locale].has(slug) && !projectSlugTakenBy(locale, slug, "");
    const key = firstFree(slugFromName(title.en) || "project", (slug) => free("en", slug));
    const esSlug = firstFree(slugFromName(title.es) || key, (slug) => free("es", slug));

    const data: ProjectData = {
      slug: { en: key, es: esSlug },
      title,
      summary: { en: title.en.slice(0, SUMMARY_MAX).trim(), es: title.es.slice(0, SUMMARY_MAX).trim() },
      body: { en: "", es: "" },
      clientType: input.clientType,
      ...(input.clientType === "industrial" ? { sector: "other-industry" as const } : {}),
      country: input.country as ProjectData["country"],
      city: { en: input.city.trim(), es: "" },
      year: input.year,
      capacity: input.capacity,
      products: [],
      services: [],
      photos: [],
    };
    const checked = validateContent("project", data);
    if (!checked.ok) return { ok: false, errors: checked.errors };
    const itemId = await insertDraft(tx, actor, "project", key, checked.data);
    return { ok: true, itemId, key };
  });
}
