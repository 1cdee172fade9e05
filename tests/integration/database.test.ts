import { spawn, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appliedMigrationCount, expectedMigrationCount } from "~/.server/db/migrate";
import { mediaPosts } from "~/.server/db/schema";
import { seedDemoNews } from "~/.server/db/seed";
import { demoNewsPosts } from "~/.server/db/seed-news";
import { root } from "../../scripts/ensure-build.mjs";
import { collectLog, engine, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  // This file tests what a first start does to an empty database: not the run's template.
  server = await startTestServer({ emptyDatabase: true });
});
afterAll(async () => {
  await server?.stop();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe(`database on ${engine}`, () => {
  it("applies every migration to an empty database at start-up", async () => {
    expect(await appliedMigrationCount(server.database.db)).toBe(expectedMigrationCount());
    const tables = await rows<{ table_name: string }>(sql`
      select table_name from information_schema.tables where table_schema = 'public' order by table_name`);
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(["contact_messages", "media_posts", "user_roles"]),
    );
  });

  it("seeds demo news on a first embedded start only, and seeding twice adds nothing", async () => {
    const posts = () =>
      rows<{ state: string; post_type: string; n: number }>(sql`
        select r.state, r.data->>'postType' as post_type, count(*)::int as n
        from content_items i join content_revisions r on r.item_id = i.id
        where i.type = 'post' group by r.state, r.data->>'postType'`);
    const count = async () => (await posts()).reduce((sum, row) => sum + row.n, 0);
    if (engine === "pglite") expect(await count()).toBe(demoNewsPosts.length);
    else expect(await count()).toBe(0);

    await seedDemoNews(server.database.db);
    expect(await seedDemoNews(server.database.db)).toBe(0);
    const after = await posts();
    expect(await count()).toBe(demoNewsPosts.length);
    expect(demoNewsPosts.length).toBeGreaterThanOrEqual(23);
    expect([...new Set(after.map((row) => row.state))].sort()).toEqual(["draft", "published"]);
    expect([...new Set(after.map((row) => row.post_type))].sort()).toEqual(["news", "press_release"]);
    // The news pages' rows: one per published demo post, none for a draft.
    const published = demoNewsPosts.filter((post) => post.status === "published");
    const projected = await server.database.db.select({ id: mediaPosts.id }).from(mediaPosts);
    expect(projected.map((row) => row.id).sort()).toEqual(published.map((post) => post.id).sort());
  });

  it("refuses rows the spec does not allow", async () => {
    const insert = (values: Record<string, unknown>) =>
      server.database.db.insert(mediaPosts).values({ title: "T", ...values } as never);
    await expect(insert({ status: "hidden" })).rejects.toThrow();
    await expect(insert({ postType: "blog" })).rejects.toThrow();
    await expect(insert({ status: "published", publishedAt: null })).rejects.toThrow();
    await expect(insert({ title: "   " })).rejects.toThrow();
  });
});

describe.runIf(engine === "pglite")("the embedded database's owner", () => {
  it("keeps command-line scripts out while the server holds the folder", () => {
    const result = spawnSync("npx", ["tsx", "scripts/db-seed.ts"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/is in use by process \d+ \(the running site\)/);
  });
});

describe(`restarting on ${engine}`, () => {
  it("starts again on the same database without re-applying or re-seeding", async () => {
    const count = async (s: TestServer) =>
      (await s.database.db.select({ id: mediaPosts.id }).from(mediaPosts)).length;
    const before = await count(server);
    await server.close();
    const again = await startTestServer({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    try {
      expect(await count(again)).toBe(before);
      expect((await again.get("/readyz")).status).toBe(200);
    } finally {
      await again.close();
    }
  });
});

/** The embedded database's durability and buffer cache, as the server opened it. */
const settings = async (server: TestServer) => {
  const result = (await server.database.db.execute(
    sql`select current_setting('fsync') as fsync, current_setting('shared_buffers') as shared_buffers`,
  )) as unknown as { rows: Array<{ fsync: string; shared_buffers: string }> };
  return result.rows[0];
};

describe.runIf(engine === "pglite")("the embedded database outside production and in it", () => {
  it("is opened for speed outside production: no fsync, a 16 MB buffer cache", async () => {
    const server = await startTestServer();
    try {
      expect(await settings(server)).toEqual({ fsync: "off", shared_buffers: "16MB" });
    } finally {
      await server.stop();
    }
  });

  it("starts only when allowed, writes durably, seeds nothing, and says it is one instance only", async () => {
    const log = collectLog();
    const production = await startTestServer({
      emptyDatabase: true,
      env: {
        NODE_ENV: "production",
        AUTH_SECRET: "production-secret-of-at-least-32-characters",
        ALLOW_EMBEDDED_DATABASE: "true",
        LOG_LEVEL: "info",
      },
      logDestination: log,
    });
    try {
      expect(await settings(production)).toEqual({ fsync: "on", shared_buffers: "128MB" });
      expect(await production.database.db.select({ id: mediaPosts.id }).from(mediaPosts)).toEqual([]);
      const warnings = log.entries().filter((entry) => /one instance only/.test(String(entry.msg)));
      expect(warnings).toHaveLength(1);
    } finally {
      await production.stop();
    }
  });
});

describe.runIf(engine === "pglite")("the embedded database's lock", () => {
  const lockFile = (dataDir: string) => path.join(dataDir, "pglite.lock");

  it("is taken over from a process that is gone", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "site-lock-"));
    const gone = spawnSync("sh", ["-c", "echo $$"], { encoding: "utf8" });
    writeFileSync(lockFile(dataDir), `${gone.stdout.trim()}\n`);
    const again = await startTestServer({ dataDir });
    try {
      expect(readFileSync(lockFile(dataDir), "utf8").trim()).toBe(String(process.pid));
    } finally {
      await again.stop();
    }
  });

  it("is taken over from a zombie, whose pid still answers signals", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "site-lock-"));
    // The background `sleep 0.2` ends while its parent has become `sleep 20`, which never reaps it.
    const parent = spawn("sh", ["-c", "sleep 0.2 & echo $!; exec sleep 20"], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    try {
      const zombie = await new Promise<string>((resolve) =>
        parent.stdout.once("data", (d: Buffer) => resolve(d.toString().trim())),
      );
      for (let i = 0; i < 50 && !readFileSync(`/proc/${zombie}/stat`, "utf8").includes(") Z "); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(readFileSync(`/proc/${zombie}/stat`, "utf8")).toContain(") Z ");
      writeFileSync(lockFile(dataDir), `${zombie}\n`);
      const again = await startTestServer({ dataDir });
      await again.stop();
    } finally {
      parent.kill();
    }
  });
});
