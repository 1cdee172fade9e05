// Content migrations (ADR 023, "When a schema changes"): a schema in app/lib/content/schemas.ts
// that asks for a field the stored items lack would refuse their next save. A migration here
// says how each stored version of a type meets the new schema: a default filled from what the
// item already holds, a field renamed. It runs once on a database, at the start of the site or
// of a command-line task, in one transaction with its record and audit rows; what it cannot
// fill stays for an editor, and `contentToComplete` names those items and fields.
import { eq, inArray } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../audit";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { contentItems, contentMigrations, contentRevisions } from "../db/schema";
import { categories as seedCategories } from "~/content/categories";
import { products as seedProducts } from "~/content/products";
import { firstSentence } from "~/lib/content/first-sentence";
import { plainText } from "~/lib/content/inline-text";
import { SUMMARY_MAX, validateContent, type ContentType, type FieldError } from "~/lib/content/schemas";

type Stored = Record<string, unknown>;

export interface ContentMigration {
  /** A stable name, in date order: `YYYY-MM-DD-what-changes`. */
  id: string;
  type: ContentType;
  /**
   * One stored version's fields in the new shape, or undefined when they already have it. It
   * never drops what an editor wrote; what it cannot fill it leaves out, for the report.
   * `key` is the item's (a seeded item's is its id in app/content/).
   */
  up(data: Stored, key: string): Stored | undefined;
}

const isRecord = (value: unknown): value is Stored =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const firstParagraph = (paragraphs: unknown, locale: "en" | "es"): string | undefined => {
  const list = isRecord(paragraphs) ? paragraphs[locale] : undefined;
  const first = Array.isArray(list) ? list[0] : undefined;
  return typeof first === "string" && first.trim() !== "" ? first : undefined;
};

/** The migrations the code knows, oldest first. Each is applied once, in this order. */
export const CONTENT_MIGRATIONS: readonly ContentMigration[] = [
  {
    // A product page's summary (search engines, structured data, the datasheet): the first
    // sentence of its first paragraph, in each language that has one; a Spanish page still
    // untranslated gets an empty one (a translation missing, as for any other field).
    id: "2026-12-03-product-page-summary",
    type: "product",
    up(data) {
      const page = data.page;
      if (!isRecord(page) || isRecord(page.summary)) return undefined;
      const sentence = (locale: "en" | "es") => {
        const paragraph = firstParagraph(page.paragraphs, locale);
        return paragraph ? firstSentence(plainText(paragraph), SUMMARY_MAX) : "";
      };
      return { ...data, page: { ...page, summary: { en: sentence("en"), es: sentence("es") } } };
    },
  },
  {
    // A category's specification fields: a category from before them gets the seed's
    // (app/content/categories.ts), which the company edits in the back office; a category
    // with fields of its own, or not of the seed, keeps what it has.
    id: "2026-12-06-category-spec-fields",
    type: "category",
    up(data, key) {
      if (Array.isArray(data.specFields) && data.specFields.length > 0) return undefined;
      const fields = seedCategories.find((category) => category.id === key)?.specFields;
      return fields?.length ? { ...data, specFields: structuredClone(fields) } : undefined;
    },
  },
  {
    // A product's specification values and applications: a product from before them gets
    // the seed's, which are only what its own texts state (no figure is made up; the rest
    // reads "on request" until the company fills it in, docs/content-review.md). Values
    // belong to the seed category's fields, so a product moved to another category gets none;
    // values or applications an editor gave are kept.
    id: "2026-12-06-product-seed-specs",
    type: "product",
    up(data, key) {
      const seed = seedProducts.find((product) => product.id === key);
      if (!seed || data.categoryId !== seed.categoryId) return undefined;
      const next = { ...data };
      const none = (value: unknown) => !Array.isArray(value) || value.length === 0;
      if (none(data.specs) && seed.specs?.length) next.specs = structuredClone(seed.specs);
      if (data.applications === undefined && seed.applications?.length)
        next.applications = [...seed.applications];
      return next.specs === data.specs && next.applications === data.applications ? undefined : next;
    },
  },
];

const MIGRATION_ACTOR: AuditActor = { id: null, email: "content migration" };

export interface AppliedMigration {
  id: string;
  /** The items it changed and how many of their stored versions (drafts and history included). */
  items: number;
  revisions: number;
}

/**
 * Applies the migrations this database has not had: each rewrites every stored version of its
 * type (published, draft, scheduled and the history, so a restore brings back a version the
 * editor can save), with an audit row per item changed, and records itself, all in one
 * transaction; a second instance starting at the same moment waits on the record and skips it.
 */
export async function migrateContent(
  db: Database,
  migrations: readonly ContentMigration[] = CONTENT_MIGRATIONS,
): Promise<AppliedMigration[]> {
  const applied: AppliedMigration[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(contentMigrations)
        .values({ id: migration.id })
        .onConflictDoNothing({ target: contentMigrations.id })
        .returning({ id: contentMigrations.id });
      if (!claimed) return undefined;
      const versions = await tx
        .select({
          id: contentRevisions.id,
          itemId: contentRevisions.itemId,
          key: contentItems.key,
          data: contentRevisions.data,
        })
        .from(contentRevisions)
        .innerJoin(contentItems, eq(contentItems.id, contentRevisions.itemId))
        .where(eq(contentItems.type, migration.type));
      const changedItems = new Map<string, number>();
      for (const version of versions) {
        if (!isRecord(version.data)) continue;
        const next = migration.up(version.data, version.key);
        if (!next) continue;
        await tx.update(contentRevisions).set({ data: next }).where(eq(contentRevisions.id, version.id));
        changedItems.set(version.itemId, (changedItems.get(version.itemId) ?? 0) + 1);
      }
      for (const [itemId, count] of changedItems)
        await recordAudit(tx, MIGRATION_ACTOR, {
          action: "content.migrate",
          entityType: "content",
          entityId: itemId,
          after: { migration: migration.id, versions: count },
        });
      const revisions = [...changedItems.values()].reduce((sum, count) => sum + count, 0);
      await tx.update(contentMigrations).set({ revisions }).where(eq(contentMigrations.id, migration.id));
      return { id: migration.id, items: changedItems.size, revisions };
    });
    if (done) applied.push(done);
  }
  return applied;
}

const WORKING_STATES = ["published", "draft", "scheduled"] as const;

export interface ContentToComplete {
  type: ContentType;
  key: string;
  /** The version the schema refuses: the published one, or a draft or schedule over it. */
  state: (typeof WORKING_STATES)[number];
  version: number;
  errors: FieldError[];
}

/**
 * The stored versions an editor works from (published, draft, scheduled) that the schemas
 * refuse: after a schema change no migration could fill, each item and field an editor must
 * complete before its next save. Empty on a database whose content meets the schemas.
 */
export async function contentToComplete(db: Pick<Database, "select">): Promise<ContentToComplete[]> {
  const versions = await db
    .select({
      type: contentItems.type,
      key: contentItems.key,
      state: contentRevisions.state,
      version: contentRevisions.version,
      data: contentRevisions.data,
    })
    .from(contentRevisions)
    .innerJoin(contentItems, eq(contentItems.id, contentRevisions.itemId))
    .where(inArray(contentRevisions.state, WORKING_STATES));
  const found: ContentToComplete[] = [];
  for (const row of versions) {
    const type = row.type as ContentType;
    const checked = validateContent(type, row.data);
    if (checked.ok || row.state === "superseded") continue;
    found.push({ type, key: row.key, state: row.state, version: row.version, errors: checked.errors });
  }
  return found.sort(
    (a, b) => a.type.localeCompare(b.type) || a.key.localeCompare(b.key) || a.version - b.version,
  );
}

/**
 * What a start does (the site's and a command-line task's): the pending migrations, then a
 * warning naming every item and field the schemas still refuse, for an editor to complete.
 */
export async function migrateStoredContent(db: Database, logger: Logger): Promise<void> {
  for (const migration of await migrateContent(db))
    logger.info(migration, "content migrated to the current schema");
  const incomplete = await contentToComplete(db);
  if (incomplete.length > 0)
    logger.warn(
      {
        items: incomplete.map(({ type, key, state, version, errors }) => ({
          item: `${type} ${key}`,
          state,
          version,
          fields: errors.map((error) => `${error.field}: ${error.message}`),
        })),
      },
      "stored content the current schema refuses: an editor completes these fields in the back office before the item's next save",
    );
}
