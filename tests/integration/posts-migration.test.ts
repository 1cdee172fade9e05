// News posts moved onto the content model (ADR 030, migration 0021). A database at the
// migration before it holds each kind of post: published (with a library picture and Spanish
// texts), published with a later date (scheduled), a draft, an archived one, and one whose
// picture is an address outside the library. After the migration every post is an item keyed
// by its id with one version holding its fields; the news pages' rows keep only the public and
// scheduled posts, unchanged; the site then serves the same addresses and the editor opens each
// post. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, rows, type DatabaseHandle } from "~/.server/db/client";
import { migrationsFolder } from "~/.server/db/migrate";
import { createLogger } from "~/.server/logger";
import { validateContent } from "~/lib/content/schemas";
import { getPage, postForm } from "../support/admin";
import { accountServerEnv, signUp, signedInCookie, STRONG_PASSWORD, verificationLink } from "../support/auth";
import { deadline } from "../support/deadline";
import { migrationsBefore } from "../support/migrations-before";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

const MIGRATION = "0021_posts_on_content_model";

const IDS = {
  published: "1b1f0e49-4c1a-4a53-9a4e-0c6f3d2a0001",
  scheduled: "1b1f0e49-4c1a-4a53-9a4e-0c6f3d2a0002",
  draft: "1b1f0e49-4c1a-4a53-9a4e-0c6f3d2a0003",
  archived: "1b1f0e49-4c1a-4a53-9a4e-0c6f3d2a0004",
  outside: "1b1f0e49-4c1a-4a53-9a4e-0c6f3d2a0005",
} as const;
const IMAGE = "7c0d6a53-3e0b-4f55-8d6e-5b2f1c9a0a01";
const IMAGE_URL = `/media/images/${IMAGE}-0123456789abcdef-post-1600.webp`;
const PUBLISHED_AT = new Date("2026-10-14T09:00:00.000Z");
const LATER = new Date(Date.now() + 7 * 24 * 3600_000);

let dataDir: string;
let before: string;
let database: TestDatabase | undefined;
let handle: DatabaseHandle | undefined;
let smtp: SmtpSink | undefined;
let server: TestServer | undefined;

/** The media_posts rows as the news pages read them, by id. */
const newsRows = async () =>
  new Map(
    (
      await rows<{
        id: string;
        status: string;
        post_type: string;
        title: string;
        title_es: string | null;
        excerpt: string | null;
        content: string | null;
        featured_image_url: string | null;
        published_at: Date | string | null;
      }>(
        handle!.db,
        sql`select id, status, post_type, title, title_es, excerpt, content, featured_image_url, published_at
            from media_posts`,
      )
    ).map((row) => [row.id, row]),
  );

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "site-posts-migration-"));
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase(process.env.TEST_DATABASE_URL);
  handle = await openDatabase({ databaseUrl: database?.url, dataDir, logger: createLogger("silent") });
  before = await migrationsBefore(MIGRATION);
  await handle.migrate(before);

  const db = handle.db;
  await db.execute(sql`
    insert into media_images (id, hash, content_type, width, height, original)
    values (${IMAGE}, '0123456789abcdef', 'image/png', 1600, 900, '\\x00'::bytea)`);
  const insert = (values: {
    id: string;
    status: string;
    postType?: string;
    title: string;
    titleEs?: string | null;
    excerpt?: string | null;
    excerptEs?: string | null;
    content?: string | null;
    contentEs?: string | null;
    image?: string | null;
    publishedAt?: Date | null;
  }) =>
    db.execute(sql`
      insert into media_posts
        (id, status, post_type, title, title_es, excerpt, excerpt_es, content, content_es,
         featured_image_url, published_at, version)
      values (${values.id}, ${values.status}, ${values.postType ?? "news"}, ${values.title},
        ${values.titleEs ?? null}, ${values.excerpt ?? null}, ${values.excerptEs ?? null},
        ${values.content ?? null}, ${values.contentEs ?? null}, ${values.image ?? null},
        ${values.publishedAt?.toISOString() ?? null}, 4)`);
  await insert({
    id: IDS.published,
    status: "published",
    postType: "press_release",
    title: "Plant commissioned in Monterrey",
    titleEs: "Planta puesta en marcha en Monterrey",
    excerpt: "A 40,000 m³/day plant.",
    excerptEs: "Una planta de 40.000 m³/día.",
    content: "<p>The <strong>plant</strong> treats the city's water.</p>",
    contentEs: "<p>La <strong>planta</strong> trata el agua de la ciudad.</p>",
    image: IMAGE_URL,
    publishedAt: PUBLISHED_AT,
  });
  await insert({
    id: IDS.scheduled,
    status: "published",
    title: "Trade fair next week",
    content: "<p>Visit our stand.</p>",
    publishedAt: LATER,
  });
  await insert({ id: IDS.draft, status: "draft", title: "Draft about screens", excerpt: null });
  await insert({
    id: IDS.archived,
    status: "archived",
    title: "An old announcement",
    content: "<p>Old.</p>",
  });
  await insert({
    id: IDS.outside,
    status: "published",
    title: "Picture from elsewhere on the site",
    image: "/images/news/old-picture.jpg",
    publishedAt: PUBLISHED_AT,
  });
}, deadline(60_000));

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await handle?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
  if (before) await rm(before, { recursive: true, force: true });
});

describe("the migration of posts onto the content model", () => {
  it("makes every post an item keyed by its id, with one version in its state and its fields", async () => {
    const rowsBefore = await newsRows();
    await handle!.migrate(migrationsFolder());
    const items = await rows<{
      id: string;
      key: string;
      version: number;
      state: string;
      data: unknown;
      publish_at: Date | string | null;
      published_at: Date | string | null;
    }>(
      handle!.db,
      sql`select i.id, i.key, r.version, r.state, r.data, r.publish_at, r.published_at
          from content_items i join content_revisions r on r.item_id = i.id
          where i.type = 'post' order by i.key`,
    );
    expect(items.map((item) => item.key)).toEqual(Object.values(IDS).sort());
    const byId = new Map(items.map((item) => [item.id, item]));
    for (const item of items) {
      expect(item.key).toBe(item.id);
      expect(item.version).toBe(1);
      // Every migrated version is one the editor can save and publish as it is.
      expect(validateContent("post", item.data)).toMatchObject({ ok: true });
    }
    expect(byId.get(IDS.published)).toMatchObject({
      state: "published",
      data: {
        postType: "press_release",
        title: { en: "Plant commissioned in Monterrey", es: "Planta puesta en marcha en Monterrey" },
        excerpt: { en: "A 40,000 m³/day plant.", es: "Una planta de 40.000 m³/día." },
        content: {
          en: "<p>The <strong>plant</strong> treats the city's water.</p>",
          es: "<p>La <strong>planta</strong> trata el agua de la ciudad.</p>",
        },
        media: IMAGE,
      },
    });
    expect(new Date(byId.get(IDS.published)!.published_at!).toISOString()).toBe(PUBLISHED_AT.toISOString());
    expect(byId.get(IDS.scheduled)).toMatchObject({
      state: "scheduled",
      data: { postType: "news", excerpt: { en: "", es: "" }, title: { es: "" } },
    });
    expect(new Date(byId.get(IDS.scheduled)!.publish_at!).toISOString()).toBe(LATER.toISOString());
    expect(byId.get(IDS.draft)).toMatchObject({ state: "draft", data: { content: { en: "", es: "" } } });
    expect(byId.get(IDS.archived)).toMatchObject({ state: "superseded" });
    // A picture outside the library is not an image the editor can choose: the version has
    // none, and the news page keeps showing it until the post is next published.
    expect(byId.get(IDS.outside)?.data).not.toHaveProperty("media");

    // The news pages' rows: the public and the scheduled posts, as they were.
    const rowsAfter = await newsRows();
    expect([...rowsAfter.keys()].sort()).toEqual([IDS.published, IDS.scheduled, IDS.outside].sort());
    for (const [id, row] of rowsAfter) expect(row).toEqual(rowsBefore.get(id));

    const audit = await rows<{ entity_id: string; after: { state: string } }>(
      handle!.db,
      sql`select entity_id, after from admin_audit_log where action = 'content.migrate'`,
    );
    expect(audit.map((row) => row.entity_id).sort()).toEqual(Object.values(IDS).sort());
    expect(audit.find((row) => row.entity_id === IDS.archived)?.after.state).toBe("superseded");
  });

  it("keeps the addresses: the public posts answer, the others do not, and the editor opens each", async () => {
    await handle!.close();
    handle = undefined;
    smtp = await startSmtpSink();
    const admin = "migrated-editor@example.com";
    server = await startTestServer({
      dataDir,
      databaseUrl: database?.url,
      env: accountServerEnv(smtp, { ADMIN_EMAILS: admin, LOG_LEVEL: "silent" }),
    });
    const { baseUrl } = server;
    const english = await getPage(baseUrl, `/media-center/post/${IDS.published}`);
    expect(english.status).toBe(200);
    const html = await english.text();
    expect(html).toContain("Plant commissioned in Monterrey");
    expect(html).toContain(`/media/images/${IMAGE}-`);
    const spanish = await getPage(baseUrl, `/es/centro-de-medios/publicacion/${IDS.published}`);
    expect(spanish.status).toBe(200);
    expect(await spanish.text()).toContain("Planta puesta en marcha en Monterrey");
    expect(await (await getPage(baseUrl, `/media-center/post/${IDS.outside}`)).text()).toContain(
      "/images/news/old-picture.jpg",
    );
    for (const id of [IDS.scheduled, IDS.draft, IDS.archived])
      expect((await getPage(baseUrl, `/media-center/post/${id}`)).status).toBe(404);

    expect((await signUp(baseUrl, admin, STRONG_PASSWORD)).status).toBe(200);
    await fetch(await verificationLink(smtp, admin, baseUrl), { redirect: "manual" });
    const cookie = await signedInCookie(baseUrl, admin, STRONG_PASSWORD);
    const list = await (await getPage(baseUrl, "/admin/posts", cookie)).text();
    for (const [state, id] of [
      ["published", IDS.published],
      ["scheduled", IDS.scheduled],
      ["draft", IDS.draft],
      ["archived", IDS.archived],
    ] as const)
      expect(list.match(new RegExp(`data-post-row="${id}"[\\s\\S]*?</tr>`))?.[0]).toContain(
        `data-post-state="${state}"`,
      );
    for (const id of Object.values(IDS)) {
      const editor = await getPage(baseUrl, `/admin/content/${id}`, cookie);
      expect(editor.status).toBe(200);
    }
    // The migrated scheduled post published now is public at once, dated now.
    const published = await postForm(baseUrl, `/admin/content/${IDS.scheduled}`, cookie, {
      version: "1",
      intent: "publish",
      postType: "news",
      "title.en": "Trade fair next week",
      "title.es": "",
      "excerpt.en": "",
      "excerpt.es": "",
      "content.en": "<p>Visit our stand.</p>",
      "content.es": "",
      media: "",
    });
    expect(published.status).toBe(302);
    expect((await getPage(baseUrl, `/media-center/post/${IDS.scheduled}`)).status).toBe(200);
  });
});
