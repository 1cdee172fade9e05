// A schema change that meets stored items (ADR 023, "When a schema changes"): the product page's
// summary became a required field. Stored versions from before it (the published one, a draft
// and the history) get it at the next start from their first paragraph, once, with an audit row
// per item; the pages show it; what a migration did not fill is named for an editor.
import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "~/content/categories";
import { productDetails } from "~/content/product-details";
import { products } from "~/content/products";
import { contentToComplete, migrateContent } from "~/.server/content/migrations";
import { firstSentence } from "~/lib/content/first-sentence";
import { plainText } from "~/lib/content/inline-text";
import { SUMMARY_MAX } from "~/lib/content/schemas";
import { rows } from "../support/contact";
import { dataDirFromTemplate, templateDatabase } from "../support/template-database";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { collectLog, engine, startTestServer, type TestServer } from "../support/test-server";

const MIGRATION = "2026-12-03-product-page-summary";
const STRIPPED = ["drum-screen", "static-screen"] as const;

let dataDir: string;
let database: TestDatabase | undefined;
let server: TestServer | undefined;

/** The site on this test's own database, which outlives each server. */
const start = (log?: ReturnType<typeof collectLog>) =>
  startTestServer({
    dataDir,
    databaseUrl: database?.url,
    ...(log ? { env: { LOG_LEVEL: "info" }, logDestination: log } : {}),
  });

beforeAll(async () => {
  dataDir = await dataDirFromTemplate("site-content-migrations-");
  if (process.env.TEST_DATABASE_URL)
    database = await createTestDatabase(process.env.TEST_DATABASE_URL, { template: templateDatabase() });
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const summaryOf = async (running: TestServer, key: string) =>
  rows<{ state: string; summary: unknown }>(
    running.database.db,
    sql`select r.state, r.data->'page'->'summary' as summary from content_revisions r
        join content_items i on i.id = r.item_id
        where i.type = 'product' and i.key = ${key} order by r.version`,
  );

const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe(`content migrations (${engine})`, () => {
  it("gives stored products from before the summary one at the next start, drafts and history too, once", async () => {
    server = await start();
    const db = server.database.db;
    // The database as a site from before the field left it: a history version and a draft
    // beside the published one, none with a summary, and no record of the migration.
    const [drum] = await rows<{ id: string }>(
      db,
      sql`select id from content_items where type = 'product' and key = 'drum-screen'`,
    );
    await db.execute(sql`
      insert into content_revisions (item_id, version, state, data)
      select item_id, 2, 'draft', data from content_revisions where item_id = ${drum!.id} and state = 'published'`);
    await db.execute(sql`
      insert into content_revisions (item_id, version, state, data)
      select item_id, 0, 'superseded', data from content_revisions where item_id = ${drum!.id} and state = 'published'`);
    await db.execute(sql`
      update content_revisions r set data = r.data #- '{page,summary}' from content_items i
      where i.id = r.item_id and i.type = 'product' and i.key in (${STRIPPED[0]}, ${STRIPPED[1]})`);
    await db.execute(sql`delete from content_migrations where id = ${MIGRATION}`);
    // Until migrated, the published product and its draft are named for an editor.
    const waiting = await contentToComplete(db);
    expect(waiting.map(({ key, state }) => `${key} ${state}`).sort()).toEqual([
      "drum-screen draft",
      "drum-screen published",
      "static-screen published",
    ]);
    expect(waiting.every(({ errors }) => errors.some((error) => error.field === "page.summary"))).toBe(true);
    await server.stop();

    const log = collectLog();
    server = await start(log);
    const migrated = log.entries().find((entry) => entry.msg === "content migrated to the current schema");
    expect(migrated).toMatchObject({ id: MIGRATION, items: 2, revisions: 4 });
    // Every version, the history's too, has the first sentence of its first paragraph, per language.
    const seed = productDetails.find((details) => details.id === "drum-screen")!;
    const expected = {
      en: firstSentence(plainText(seed.paragraphs.en[0]!), SUMMARY_MAX),
      es: firstSentence(plainText(seed.paragraphs.es[0]!), SUMMARY_MAX),
    };
    const versions = await summaryOf(server, "drum-screen");
    expect(versions.map(({ state }) => state)).toEqual(["superseded", "published", "draft"]);
    for (const { summary } of versions) expect(summary).toEqual(expected);
    // Products the change did not meet keep the summary they had.
    const untouched = productDetails.find((details) => details.id === "basket-screen")!;
    expect((await summaryOf(server, "basket-screen"))[0]!.summary).toEqual(untouched.summary);
    expect(await contentToComplete(server.database.db)).toEqual([]);
    expect(log.entries().filter((entry) => String(entry.msg).includes("an editor completes"))).toEqual([]);

    // The pages show it: the page's description for search engines in both languages.
    const english = await (await server.get("/drum-screen")).text();
    expect(description(english)).toBe(expected.en);
    const spanish = await (await server.get("/es/tamiz-de-tambor-rotativo")).text();
    expect(description(spanish)).toBe(expected.es);

    // One audit row per item changed; applied once: nothing more at another run.
    const audit = await rows<{ entity_id: string; after: { migration: string; versions: number } }>(
      server.database.db,
      sql`select entity_id, after from admin_audit_log where action = 'content.migrate' order by created_at`,
    );
    expect(audit.map(({ after }) => after)).toEqual(
      expect.arrayContaining([
        { migration: MIGRATION, versions: 3 },
        { migration: MIGRATION, versions: 1 },
      ]),
    );
    expect(audit).toHaveLength(2);
    expect(await migrateContent(server.database.db)).toEqual([]);
  });

  it("names, at start, each stored version and field a migration did not fill, for an editor to complete", async () => {
    // A draft saved under an older schema, with nothing for a migration to fill it from.
    await server!.database.db.execute(sql`
      update content_revisions r set data = r.data #- '{page,summary}' from content_items i
      where i.id = r.item_id and i.key = 'drum-screen' and r.state = 'draft'`);
    await server!.stop();
    const log = collectLog();
    server = await start(log);
    const warning = log.entries().find((entry) => String(entry.msg).includes("an editor completes"));
    expect(warning?.level).toBe(40);
    expect(warning?.items).toEqual([
      {
        item: "product drum-screen",
        state: "draft",
        version: 2,
        fields: [expect.stringMatching(/^page\.summary: /)],
      },
    ]);
    // The published page is not held up by it.
    expect((await server.get("/drum-screen")).status).toBe(200);
  });

  it("gives stored categories the seed's specification fields and products their stated values, keeping an editor's", async () => {
    const FIELDS = "2026-12-06-category-spec-fields";
    const VALUES = "2026-12-06-product-seed-specs";
    const db = server!.database.db;
    // A database from before the fields: no category has any, no product a value or an
    // application; an editor has since given the mixers a field of their own, moved the
    // penstock to the mixers and given the static screen a value of its own.
    await db.execute(sql`
      update content_revisions r set data = r.data - 'specFields' from content_items i
      where i.id = r.item_id and i.type = 'category'`);
    await db.execute(sql`
      update content_revisions r set data = r.data - 'specs' - 'applications' from content_items i
      where i.id = r.item_id and i.type = 'product'`);
    const ownField = { id: "blades", name: { en: "Blades", es: "Palas" }, kind: "text" };
    await db.execute(sql`
      update content_revisions r set data = jsonb_set(r.data, '{specFields}', ${JSON.stringify([ownField])}::jsonb)
      from content_items i where i.id = r.item_id and i.type = 'category' and i.key = 'mixers'`);
    await db.execute(sql`
      update content_revisions r set data = jsonb_set(r.data, '{categoryId}', '"mixers"')
      from content_items i where i.id = r.item_id and i.type = 'product' and i.key = 'penstock'`);
    const ownValue = [{ field: "channel-width", min: 300, max: 1000, unit: "mm" }];
    await db.execute(sql`
      update content_revisions r set data = jsonb_set(r.data, '{specs}', ${JSON.stringify(ownValue)}::jsonb)
      from content_items i where i.id = r.item_id and i.type = 'product' and i.key = 'static-screen'`);
    await db.execute(sql`delete from content_migrations where id in (${FIELDS}, ${VALUES})`);
    await server!.stop();

    const log = collectLog();
    server = await start(log);
    const migrated = log.entries().filter((entry) => entry.msg === "content migrated to the current schema");
    // Every category but the mixers; every product the seed states something of but the penstock.
    const stated = products.filter((product) => product.specs?.length || product.applications?.length);
    expect(migrated).toEqual([
      expect.objectContaining({ id: FIELDS, items: categories.length - 1, revisions: categories.length - 1 }),
      // The drum screen's draft and history besides its published version.
      expect.objectContaining({ id: VALUES, items: stated.length - 1, revisions: stated.length + 1 }),
    ]);

    const dataOf = async (type: string, key: string) =>
      rows<{ state: string; data: Record<string, unknown> }>(
        server!.database.db,
        sql`select r.state, r.data from content_revisions r join content_items i on i.id = r.item_id
            where i.type = ${type} and i.key = ${key} order by r.version`,
      );
    const screening = categories.find((category) => category.id === "screening-equipment")!;
    expect((await dataOf("category", "screening-equipment"))[0]!.data.specFields).toEqual(
      screening.specFields,
    );
    expect((await dataOf("category", "mixers"))[0]!.data.specFields).toEqual([ownField]);
    // Drafts and history too; only the values the texts state (70 to 90 degrees, stainless steel…).
    const drum = products.find((product) => product.id === "drum-screen")!;
    const drumVersions = await dataOf("product", "drum-screen");
    expect(drumVersions.map(({ state }) => state)).toEqual(["superseded", "published", "draft"]);
    for (const { data } of drumVersions) {
      expect(data.specs).toEqual(drum.specs);
      expect(data.applications).toEqual(["municipal", "industrial"]);
    }
    const [cable] = await dataOf("product", "cable-operated-bar-screen");
    expect(cable!.data.specs).toContainEqual({ field: "screen-angle", min: 70, max: 90, unit: "deg" });
    const [penstock] = await dataOf("product", "penstock");
    expect(penstock!.data.specs).toBeUndefined();
    const [staticScreen] = await dataOf("product", "static-screen");
    expect(staticScreen!.data.specs).toEqual(ownValue);
    expect(staticScreen!.data.applications).toEqual(["municipal", "industrial"]);
    // The schemas accept what they wrote: nothing new for an editor to complete.
    expect(
      (await contentToComplete(server!.database.db)).filter(
        ({ type, key }) => type === "category" || key !== "drum-screen",
      ),
    ).toEqual([]);

    const audit = await rows<{ after: { migration: string } }>(
      server!.database.db,
      sql`select after from admin_audit_log where action = 'content.migrate' and after->>'migration' in (${FIELDS}, ${VALUES})`,
    );
    expect(audit).toHaveLength(categories.length - 1 + stated.length - 1);
    expect(await migrateContent(server!.database.db)).toEqual([]);
  });
});
