import { rm } from "node:fs/promises";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { contentItems } from "~/.server/db/schema";
import { readContentItem, saveDraft } from "~/.server/content/revisions";
import { startHousekeeping } from "~/.server/housekeeping";
import { accountServerEnv, signedInCookie, signUp, STRONG_PASSWORD, verificationLink } from "../support/auth";
import {
  auditRows,
  getPage,
  postForm,
  rows,
  shownMessages,
  startAdminWorld,
  type AdminWorld,
} from "../support/admin";
import { startChildServer } from "../support/child-server";
import { deadline } from "../support/deadline";
import { startSmtpSink } from "../support/smtp-sink";
import { dataDirFromTemplate, templateDatabase } from "../support/template-database";
import { createTestDatabase } from "../support/test-database";
import { engine, startTestServer } from "../support/test-server";

// The fields a test changes, read loosely (each item's schema is checked when it is saved).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

// Releases (issue 46, ADR 034): drafts of several items published together, at once or when
// their time comes, all or nothing; the forms posted as a browser without JavaScript posts them.
let world: AdminWorld;
const db = () => world.db;
const actor = { id: null, email: "release-test" };

beforeAll(async () => {
  world = await startAdminWorld();
});
afterAll(async () => {
  await world?.stop();
});

async function itemId(database: Database, type: string, key: string): Promise<string> {
  const [item] = await database
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
  return item!.id;
}

/** Saves a draft of an item as its editor does, its fields changed by `change`. */
async function draft(database: Database, id: string, change: (data: Loose) => void) {
  const item = (await readContentItem(database, id))!;
  const data = structuredClone((item.pending ?? item.published ?? item.latest).data) as Loose;
  change(data);
  const outcome = await saveDraft(database, actor, { itemId: id, startedFrom: item.latest.version, data });
  expect(outcome.ok).toBe(true);
}

/** Creates a post as its editor does: a draft; answers its id. */
async function newPost(baseUrl: string, cookie: string, title: string): Promise<string> {
  const response = await postForm(baseUrl, "/admin/posts/new", cookie, { postType: "news", title });
  expect(response.status).toBe(302);
  return /\/admin\/content\/([0-9a-f-]{36})/.exec(response.headers.get("location") ?? "")![1]!;
}

/** Creates a release through its form; answers its id. */
async function newRelease(baseUrl: string, cookie: string, name: string): Promise<string> {
  const response = await postForm(baseUrl, "/admin/releases", cookie, { name });
  expect(response.status).toBe(303);
  return /\/admin\/releases\/([0-9a-f-]{36})/.exec(response.headers.get("location") ?? "")![1]!;
}

async function releaseVersion(database: Database, id: string): Promise<string> {
  const [row] = await rows<{ version: number }>(
    database,
    sql`select version from content_releases where id = ${id}`,
  );
  return String(row!.version);
}

async function releaseState(database: Database, id: string): Promise<string> {
  const [row] = await rows<{ state: string }>(
    database,
    sql`select state from content_releases where id = ${id}`,
  );
  return row!.state;
}

/** Posts a release page's form with the version it shows. */
async function act(
  baseUrl: string,
  cookie: string,
  database: Database,
  id: string,
  fields: Record<string, string> | [string, string][],
) {
  const body = new URLSearchParams(Array.isArray(fields) ? fields : Object.entries(fields));
  body.set("version", await releaseVersion(database, id));
  return fetch(new URL(`/admin/releases/${id}`, baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: body.toString(),
  });
}

const text = async (baseUrl: string, path: string) => {
  const response = await getPage(baseUrl, path);
  return response.status === 200 ? response.text() : `status ${response.status}`;
};

/** Three drafts: a product's paragraph, a category's summary and a new post; answers their ids. */
async function threeDrafts(database: Database, baseUrl: string, cookie: string, mark: string) {
  const product = await itemId(database, "product", "drum-screen");
  const category = await itemId(database, "category", "screening-equipment");
  await draft(database, product, (data) => {
    data.page.paragraphs.en[0] = `Drum screen ${mark}: the release's first paragraph.`;
  });
  await draft(database, category, (data) => {
    data.summary.en = `Screening ${mark}: the release's summary.`;
  });
  const post = await newPost(baseUrl, cookie, `Release news ${mark}`);
  return { product, category, post };
}

const pagesShow = async (baseUrl: string, mark: string, post: string) => ({
  product: (await text(baseUrl, "/drum-screen")).includes(`Drum screen ${mark}: the release`),
  category: (await text(baseUrl, "/screening-equipment")).includes(`Screening ${mark}: the release`),
  post: (await text(baseUrl, `/media-center/post/${post}`)).includes(`Release news ${mark}`),
});

describe(`releases on ${engine}`, () => {
  it("publishes a product, a category's text and a post together, at once", async () => {
    const { baseUrl } = world.server;
    const cookie = world.admin.cookie;
    const ids = await threeDrafts(db(), baseUrl, cookie, "now");
    const release = await newRelease(baseUrl, cookie, "Spring catalogue");
    const list = await (await getPage(baseUrl, "/admin/releases", cookie)).text();
    expect(list).toContain("Spring catalogue");
    const page = await (await getPage(baseUrl, `/admin/releases/${release}`, cookie)).text();
    expect(page).toContain("Add drafts");
    const added = await act(baseUrl, cookie, db(), release, [
      ["intent", "add"],
      ["item", ids.product],
      ["item", ids.category],
      ["item", ids.post],
    ]);
    expect(added.status).toBe(303);
    const withItems = await (await getPage(baseUrl, `/admin/releases/${release}`, cookie)).text();
    expect(withItems).toContain("Drum Screen");
    expect(withItems).not.toContain("Changed since added</span>");
    // Nothing is public yet.
    expect(await pagesShow(baseUrl, "now", ids.post)).toEqual({
      product: false,
      category: false,
      post: false,
    });

    const published = await act(baseUrl, cookie, db(), release, { intent: "publish" });
    expect(published.status).toBe(303);
    expect(published.headers.get("location")).toBe(`/admin/releases/${release}?done=published`);
    expect(await releaseState(db(), release)).toBe("published");
    // PostgreSQL notifies a moment after the commit: the last page is waited for.
    await expect
      .poll(() => pagesShow(baseUrl, "now", ids.post), { timeout: deadline(15_000) })
      .toEqual({ product: true, category: true, post: true });
    const audit = await auditRows(db(), release);
    expect(audit.map((row) => row.action)).toEqual([
      "release.create",
      "release.add_items",
      "release.publish",
    ]);
    for (const id of [ids.product, ids.category, ids.post]) {
      const item = (await readContentItem(db(), id))!;
      expect(item.pending).toBeUndefined();
      const last = (await auditRows(db(), id)).at(-1)!;
      expect(last).toMatchObject({
        action: "content.publish",
        after: { release, state: "published", version: item.published!.version },
      });
    }
    // A published release no longer changes.
    const again = await act(baseUrl, cookie, db(), release, { intent: "rename", name: "Too late" });
    expect(again.status).toBe(400);
  });

  it(
    "publishes a scheduled release when the housekeeping timer finds it due",
    async () => {
      const { baseUrl } = world.server;
      const cookie = world.admin.cookie;
      const ids = await threeDrafts(db(), baseUrl, cookie, "timed");
      const release = await newRelease(baseUrl, cookie, "Timed release");
      await act(baseUrl, cookie, db(), release, [
        ["intent", "add"],
        ["item", ids.product],
        ["item", ids.category],
        ["item", ids.post],
      ]);
      // The form takes a minute: the next one, in UTC (offset 0).
      const scheduleAt = new Date(Date.now() + 120_000).toISOString().slice(0, 16);
      const scheduled = await act(baseUrl, cookie, db(), release, {
        intent: "schedule",
        scheduleAt,
        tzOffset: "0",
      });
      expect(scheduled.status).toBe(303);
      expect(await releaseState(db(), release)).toBe("scheduled");
      const [stored] = await rows<{ publish_at: string | Date }>(
        db(),
        sql`select publish_at from content_releases where id = ${release}`,
      );
      expect(new Date(stored!.publish_at).toISOString()).toBe(`${scheduleAt}:00.000Z`);
      // Its time comes: moved to a second ago rather than waited for (the timer is the subject).
      await db().execute(
        sql`update content_releases set publish_at = now() - interval '1 second' where id = ${release}`,
      );
      const housekeeping = startHousekeeping(db(), { info() {}, warn() {}, debug() {} } as never, {
        scheduleIntervalMs: 200,
      });
      try {
        await expect
          .poll(() => releaseState(db(), release), { timeout: deadline(90_000), interval: 250 })
          .toBe("published");
      } finally {
        await housekeeping.stop();
      }
      await expect
        .poll(() => pagesShow(baseUrl, "timed", ids.post), { timeout: deadline(15_000) })
        .toEqual({ product: true, category: true, post: true });
      expect((await auditRows(db(), release)).at(-1)).toMatchObject({
        action: "release.publish_scheduled",
        actor_email: "schedule",
      });
    },
    deadline(120_000),
  );

  it("refuses a release whose item changed since it was added, naming it, and publishes nothing", async () => {
    const { baseUrl } = world.server;
    const cookie = world.admin.cookie;
    const ids = await threeDrafts(db(), baseUrl, cookie, "conflict");
    const release = await newRelease(baseUrl, cookie, "Conflicted");
    await act(baseUrl, cookie, db(), release, [
      ["intent", "add"],
      ["item", ids.product],
      ["item", ids.category],
    ]);
    await draft(db(), ids.product, (data) => {
      data.page.paragraphs.en[0] = "Drum screen conflict: saved again after it was added.";
    });
    const page = await (await getPage(baseUrl, `/admin/releases/${release}`, cookie)).text();
    expect(page).toContain("Changed since added");
    const refused = await act(baseUrl, cookie, db(), release, { intent: "publish" });
    expect(refused.status).toBe(409);
    expect(shownMessages(await refused.text())).toContain(
      "“Drum Screen” changed since it was added to this release: review it and add it again.",
    );
    expect(await releaseState(db(), release)).toBe("open");
    expect((await auditRows(db(), release)).map((row) => row.action)).not.toContain("release.publish");
    expect((await readContentItem(db(), ids.category))!.pending).toBeDefined();
    // Spanish too, and an item can be in one release at a time.
    const other = await newRelease(baseUrl, cookie, "Second");
    const twice = await act(baseUrl, cookie, db(), other, [
      ["intent", "add"],
      ["item", ids.category],
    ]);
    expect(twice.status).toBe(400);
    expect(shownMessages(await twice.text()).join(" ")).toContain("is already in the release “Conflicted”");
    const body = new URLSearchParams({ intent: "publish", version: await releaseVersion(db(), release) });
    const es = await fetch(new URL(`/es/admin/lanzamientos/${release}`, baseUrl), {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: body.toString(),
    });
    expect(shownMessages(await es.text()).join(" ")).toContain(
      "» cambió después de añadirse a este lanzamiento: revíselo y vuelva a añadirlo.",
    );
    // Added again, it publishes.
    await act(baseUrl, cookie, db(), release, [
      ["intent", "add"],
      ["item", ids.product],
    ]);
    expect((await act(baseUrl, cookie, db(), release, { intent: "publish" })).status).toBe(303);
    // A form opened before a change is refused, what was typed kept.
    const stale = await postForm(baseUrl, `/admin/releases/${other}`, cookie, {
      intent: "rename",
      name: "Typed name",
      version: "1",
    });
    await act(baseUrl, cookie, db(), other, { intent: "rename", name: "Renamed first" });
    const staleAgain = await postForm(baseUrl, `/admin/releases/${other}`, cookie, {
      intent: "rename",
      name: "Typed name",
      version: "1",
    });
    expect(stale.status).toBe(303);
    expect(staleAgain.status).toBe(409);
    const staleHtml = await staleAgain.text();
    expect(staleHtml).toContain('value="Typed name"');
    expect(shownMessages(staleHtml).join(" ")).toContain("Someone changed this release since you opened it");
  });
});

describe(`a release's publish killed (SIGKILL) mid-transaction on ${engine}`, () => {
  it(
    "publishes none of its items; after a restart it is still open and publishes",
    async () => {
      const database = process.env.TEST_DATABASE_URL
        ? await createTestDatabase(process.env.TEST_DATABASE_URL, { template: templateDatabase() })
        : undefined;
      const dataDir = await dataDirFromTemplate("release-kill-", { copy: !database });
      const smtp = await startSmtpSink();
      const adminEmail = `release-kill-${Date.now().toString(36)}@example.com`;
      const env = accountServerEnv(smtp, { ADMIN_EMAILS: adminEmail, LOG_LEVEL: "warn" }) as Record<
        string,
        string
      >;
      const inProcess = () =>
        startTestServer({ env: { ...env, LOG_LEVEL: "silent" }, dataDir, databaseUrl: database?.url });
      try {
        // Set up on a server in this process: an administrator, three drafts, a release.
        let server = await inProcess();
        expect((await signUp(server.baseUrl, adminEmail, STRONG_PASSWORD)).status).toBe(200);
        await fetch(await verificationLink(smtp, adminEmail, server.baseUrl), { redirect: "manual" });
        const cookie = await signedInCookie(server.baseUrl, adminEmail, STRONG_PASSWORD);
        const serverDb = server.database.db as unknown as Database;
        const ids = await threeDrafts(serverDb, server.baseUrl, cookie, "killed");
        const release = await newRelease(server.baseUrl, cookie, "Killed release");
        await act(server.baseUrl, cookie, serverDb, release, [
          ["intent", "add"],
          ["item", ids.product],
          ["item", ids.category],
          ["item", ids.post],
        ]);
        const version = await releaseVersion(serverDb, release);
        await server.stop();

        // The publish holds inside its transaction (a test-only setting); the server is killed there.
        const child = await startChildServer(
          { ...env, STAFF_SECOND_FACTOR: "none", RELEASE_PUBLISH_HOLD_MS: "120000" },
          { dataDir, databaseUrl: database?.url },
        );
        const base = `http://127.0.0.1:${child.port}`;
        let answered = "";
        const childCookie = await signedInCookie(base, adminEmail, STRONG_PASSWORD);
        const posting = postForm(base, `/admin/releases/${release}`, childCookie, {
          intent: "publish",
          version,
        }).then(
          async (response) =>
            void (answered = `${response.status} ${response.headers.get("location")} ${await response.text()}`),
          () => undefined,
        );
        await expect
          .poll(() => child.output().includes("release publish held open for a test") || answered, {
            timeout: deadline(30_000),
          })
          .toBe(true);
        child.child.kill("SIGKILL");
        await child.exited;
        await posting;

        server = await inProcess();
        try {
          const restartedDb = server.database.db as unknown as Database;
          expect(await releaseState(restartedDb, release)).toBe("open");
          for (const id of [ids.product, ids.category, ids.post])
            expect((await readContentItem(restartedDb, id))!.pending, id).toBeDefined();
          expect(await pagesShow(server.baseUrl, "killed", ids.post)).toEqual({
            product: false,
            category: false,
            post: false,
          });
          const again = await signedInCookie(server.baseUrl, adminEmail, STRONG_PASSWORD);
          const published = await act(server.baseUrl, again, restartedDb, release, { intent: "publish" });
          expect(published.status).toBe(303);
          await expect
            .poll(() => pagesShow(server.baseUrl, "killed", ids.post), { timeout: deadline(15_000) })
            .toEqual({ product: true, category: true, post: true });
        } finally {
          await server.stop();
        }
      } finally {
        await smtp.close();
        await database?.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    deadline(180_000),
  );
});
