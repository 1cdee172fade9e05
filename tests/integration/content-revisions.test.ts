// The content editor's data layer (ADR 023, "Editing") on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL: drafts leave the site as it is, a publish supersedes, a save from an
// older version is refused with the item as it is now, schedules go live once (even with two
// runners at once), a restore is a new version, every change has its audit row, and a
// refused change writes nothing.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contentHistory,
  discardDraft,
  listContentItems,
  publishContent,
  publishDueSchedules,
  readContentItem,
  restoreVersion,
  saveDraft,
  scheduleContent,
} from "~/.server/content/revisions";
import { readPublishedItems, seedContent } from "~/.server/content/store";
import { openDatabase, type DatabaseHandle } from "~/.server/db/client";
import { adminAuditLog, contentItems, contentRevisions, users } from "~/.server/db/schema";
import { createLogger } from "~/.server/logger";
import { root } from "../../scripts/ensure-build.mjs";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
let handle: DatabaseHandle;
let dataDir: string;
let database: TestDatabase | undefined;
const alice = { id: "user-alice", email: "alice@example.com" };
const bob = { id: "user-bob", email: "bob@example.com" };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "site-revisions-"));
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase(process.env.TEST_DATABASE_URL);
  handle = await openDatabase({ databaseUrl: database?.url, dataDir, logger: createLogger("silent") });
  await handle.migrate(path.join(root, "drizzle"));
  await seedContent(handle.db);
  await handle.db.insert(users).values([
    { ...alice, name: "Alice" },
    { ...bob, name: "Bob" },
  ]);
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const db = () => handle.db;

async function itemOf(type: string, key: string) {
  const [row] = await db()
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
  const view = await readContentItem(db(), row!.id);
  return view!;
}

const publishedProduct = async (key: string) =>
  (await readPublishedItems(db())).find((item) => item.type === "product" && item.key === key)!.data as {
    name: { en: string; es: string };
  };

const auditRows = (itemId: string) =>
  db()
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityType, "content"), eq(adminAuditLog.entityId, itemId)))
    .orderBy(adminAuditLog.createdAt);

const revisionCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(contentRevisions)
  )[0]!.n;

const renamed = (data: unknown, es: string) => {
  const copy = structuredClone(data) as { name: { en: string; es: string } };
  copy.name.es = es;
  return copy;
};

describe(`content revisions on ${engine}`, () => {
  it("lists every item by type, with its published version and missing Spanish", async () => {
    const rows = await listContentItems(db());
    expect(rows).toHaveLength(71);
    expect(rows[0]).toMatchObject({ type: "company", key: "company", publishedVersion: 1, latestVersion: 1 });
    expect(rows.at(-1)!.type).toBe("product");
    expect(rows.every((row) => row.pending === undefined)).toBe(true);
    const drum = rows.find((row) => row.key === "drum-screen")!;
    expect(drum.name?.en).toBeTruthy();
    expect(drum.missingSpanish).toBe(0);
  });

  it("saves a draft without changing the site, and flags missing Spanish in the list", async () => {
    const item = await itemOf("product", "drum-screen");
    const before = await publishedProduct("drum-screen");
    const outcome = await saveDraft(db(), alice, {
      itemId: item.id,
      startedFrom: item.latest.version,
      data: renamed(item.latest.data, ""),
    });
    expect(outcome).toEqual({ ok: true, version: 2 });
    expect(await publishedProduct("drum-screen")).toEqual(before);
    const row = (await listContentItems(db())).find((entry) => entry.id === item.id)!;
    expect(row).toMatchObject({ publishedVersion: 1, latestVersion: 2, pending: { state: "draft" } });
    expect(row.missingSpanish).toBe(1);
    const view = await readContentItem(db(), item.id);
    expect(view!.pending).toMatchObject({ version: 2, state: "draft", by: alice.email });
    const audit = await auditRows(item.id);
    expect(audit.at(-1)).toMatchObject({
      action: "content.save_draft",
      actorEmail: alice.email,
      after: { key: "drum-screen", version: 2, fields: ["name.es"] },
    });
  });

  it("refuses a save from an older version with the item as it is now, writing nothing", async () => {
    const item = await itemOf("product", "drum-screen");
    const revisions = await revisionCount();
    const audits = (await auditRows(item.id)).length;
    const outcome = await saveDraft(db(), bob, {
      itemId: item.id,
      startedFrom: 1,
      data: renamed(item.published!.data, "Tamiz de tambor (Bob)"),
    });
    expect(outcome).toMatchObject({
      ok: false,
      reason: "conflict",
      current: { version: 2, state: "draft", by: alice.email },
    });
    expect(await revisionCount()).toBe(revisions);
    expect(await auditRows(item.id)).toHaveLength(audits);
  });

  it("refuses invalid fields naming them, writing nothing", async () => {
    const item = await itemOf("product", "drum-screen");
    const revisions = await revisionCount();
    const data = structuredClone(item.latest.data) as { name: { en: string }; slug: { en: string } };
    data.name.en = " ";
    data.slug.en = "Not A Slug";
    const outcome = await publishContent(db(), alice, {
      itemId: item.id,
      startedFrom: item.latest.version,
      data,
    });
    expect(outcome).toMatchObject({ ok: false, reason: "invalid" });
    const fields =
      outcome.ok === false && outcome.reason === "invalid" ? outcome.errors.map((e) => e.field) : [];
    expect(fields).toEqual(expect.arrayContaining(["name.en", "slug.en"]));
    expect(await revisionCount()).toBe(revisions);
    expect(
      await publishContent(db(), alice, {
        itemId: "00000000-0000-4000-8000-000000000000",
        startedFrom: 1,
        data,
      }),
    ).toEqual({ ok: false, reason: "not-found" });
  });

  it("publishes as a new version: the one before superseded, the draft folded in, the site changed", async () => {
    const item = await itemOf("product", "drum-screen");
    const outcome = await publishContent(db(), bob, {
      itemId: item.id,
      startedFrom: item.latest.version,
      data: renamed(item.latest.data, "Tamiz rotativo de tambor"),
    });
    expect(outcome).toEqual({ ok: true, version: 3 });
    expect((await publishedProduct("drum-screen")).name.es).toBe("Tamiz rotativo de tambor");
    const history = await contentHistory(db(), item.id);
    expect(history.map((row) => [row.version, row.state, row.by])).toEqual([
      [3, "published", bob.email],
      [2, "superseded", alice.email],
      [1, "superseded", null],
    ]);
    expect((await auditRows(item.id)).at(-1)).toMatchObject({
      action: "content.publish",
      actorEmail: bob.email,
      before: { version: 1, state: "published" },
      after: { version: 3, state: "published", fields: ["name.es"] },
    });
  });

  it("restores an old version as a new published version", async () => {
    const item = await itemOf("product", "drum-screen");
    const original = (await contentHistory(db(), item.id)).find((row) => row.version === 1)!;
    const outcome = await restoreVersion(db(), alice, { itemId: item.id, startedFrom: 3, version: 1 });
    expect(outcome).toEqual({ ok: true, version: 4 });
    expect(await publishedProduct("drum-screen")).toEqual(original.data);
    expect((await contentHistory(db(), item.id)).map((row) => row.state)).toEqual([
      "published",
      "superseded",
      "superseded",
      "superseded",
    ]);
    expect((await auditRows(item.id)).at(-1)).toMatchObject({
      action: "content.restore",
      after: { version: 4, restoredFrom: 1 },
    });
    expect(await restoreVersion(db(), alice, { itemId: item.id, startedFrom: 3, version: 1 })).toMatchObject({
      ok: false,
      reason: "conflict",
    });
  });

  it("discards a draft: the editor opens the published fields again", async () => {
    const item = await itemOf("product", "drum-screen");
    await saveDraft(db(), alice, {
      itemId: item.id,
      startedFrom: 4,
      data: renamed(item.latest.data, "Borrador"),
    });
    expect((await readContentItem(db(), item.id))!.pending?.version).toBe(5);
    expect(await discardDraft(db(), alice, { itemId: item.id, startedFrom: 5 })).toEqual({
      ok: true,
      version: 5,
    });
    const view = (await readContentItem(db(), item.id))!;
    expect(view.pending).toBeUndefined();
    expect(view.published!.version).toBe(4);
    expect((await auditRows(item.id)).at(-1)).toMatchObject({ action: "content.discard_draft" });
    // The next save follows the highest version, never reusing a number.
    expect(
      await saveDraft(db(), alice, { itemId: item.id, startedFrom: 5, data: view.published!.data }),
    ).toEqual({ ok: true, version: 6 });
    await discardDraft(db(), alice, { itemId: item.id, startedFrom: 6 });
  });

  it("publishes a schedule once its time has come, once, even with two runners at once", async () => {
    const item = await itemOf(
      "category",
      (await listContentItems(db())).find((r) => r.type === "category")!.key,
    );
    const data = structuredClone(item.latest.data) as { title: { en: string; es: string } };
    data.title.en = "Scheduled title";
    const at = new Date(Date.now() + 60_000);
    const outcome = await scheduleContent(db(), alice, {
      itemId: item.id,
      startedFrom: item.latest.version,
      data,
      at,
    });
    expect(outcome).toEqual({ ok: true, version: 2 });
    const listed = (await listContentItems(db())).find((row) => row.id === item.id)!;
    expect(listed.pending).toEqual({ state: "scheduled", publishAt: at });
    expect(await publishDueSchedules(db(), new Date())).toBe(0);
    const site = async () =>
      (
        (await readPublishedItems(db())).find((entry) => entry.key === item.key && entry.type === "category")!
          .data as { title: { en: string } }
      ).title.en;
    expect(await site()).not.toBe("Scheduled title");
    const later = new Date(at.getTime() + 1_000);
    const runs = await Promise.all([publishDueSchedules(db(), later), publishDueSchedules(db(), later)]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await site()).toBe("Scheduled title");
    expect((await contentHistory(db(), item.id)).map((row) => [row.version, row.state])).toEqual([
      [2, "published"],
      [1, "superseded"],
    ]);
    const audit = (await auditRows(item.id)).map((row) => [row.action, row.actorEmail]);
    expect(audit).toEqual([
      ["content.schedule", alice.email],
      ["content.publish_scheduled", "schedule"],
    ]);
  });

  it("holds a scheduled version as a draft when another page has taken its slug since", async () => {
    const keys = (await listContentItems(db())).filter((row) => row.type === "product").map((row) => row.key);
    const scheduled = await itemOf("product", keys[0]!);
    const other = await itemOf("product", keys[1]!);
    const data = structuredClone(scheduled.latest.data) as { slug: { en: string } };
    data.slug.en = "scheduled-new-address";
    const at = new Date(Date.now() + 60_000);
    expect(
      await scheduleContent(db(), alice, { itemId: scheduled.id, startedFrom: scheduled.latest.version, data, at }),
    ).toMatchObject({ ok: true });
    // Meanwhile another product is published under that address.
    const taken = structuredClone(other.latest.data) as { slug: { en: string } };
    taken.slug.en = "scheduled-new-address";
    expect(
      await publishContent(db(), bob, { itemId: other.id, startedFrom: other.latest.version, data: taken }),
    ).toMatchObject({ ok: true });
    expect(await publishDueSchedules(db(), new Date(at.getTime() + 1_000))).toBe(0);
    const view = await readContentItem(db(), scheduled.id);
    expect(view?.pending).toMatchObject({ state: "draft" });
    expect((await auditRows(scheduled.id)).at(-1)).toMatchObject({
      action: "content.schedule_held",
      actorEmail: "schedule",
      after: { state: "draft", fields: ["slug.en"] },
    });
  });
});
