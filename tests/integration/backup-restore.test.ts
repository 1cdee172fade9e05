import { spawnSync } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { root } from "../../scripts/ensure-build.mjs";
import { sendValidMessage } from "../support/contact";
import { createTestDatabase } from "../support/test-database";
import { startTestServer } from "../support/test-server";
import { deadline } from "../support/deadline";

const adminUrl = process.env.TEST_DATABASE_URL;
const hasTools = spawnSync("pg_dump", ["--version"]).status === 0;

// The round trip docs/deploy.md tells an operator to rely on: back up a live database,
// restore it into an empty one, and serve from the copy.
describe.runIf(adminUrl && hasTools)("PostgreSQL backup and restore", () => {
  it("restores every table and row of a backup into an empty database, and the site runs on it", async () => {
    const original = await startTestServer();
    const target = await createTestDatabase(adminUrl!);
    const file = path.join(await mkdtemp(path.join(tmpdir(), "site-backup-")), "site.dump");
    try {
      expect((await sendValidMessage(original.baseUrl)).status).toBe(201);
      const backup = spawnSync("bash", ["scripts/db-backup.sh", original.databaseUrl!, file], {
        cwd: root,
        encoding: "utf8",
      });
      expect(backup.status, backup.stderr).toBe(0);
      const restore = spawnSync("bash", ["scripts/db-restore.sh", target.url, file], {
        cwd: root,
        encoding: "utf8",
      });
      expect(restore.status, restore.stderr).toBe(0);

      const counts = async (url: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const tables = await client.query<{ name: string }>(
            "select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') order by 1",
          );
          const result: Record<string, number> = {};
          for (const { name } of tables.rows) {
            result[name] = Number((await client.query(`select count(*) as n from ${name}`)).rows[0].n);
          }
          return result;
        } finally {
          await client.end();
        }
      };
      const before = await counts(original.databaseUrl!);
      expect(before["public.contact_messages"]).toBe(1);
      expect(await counts(target.url)).toEqual(before);

      const restored = await startTestServer({ databaseUrl: target.url });
      try {
        expect((await restored.get("/readyz")).status).toBe(200);
        const rows = (await restored.database.db.execute(
          sql`select email from contact_messages`,
        )) as unknown as {
          rows: Array<{ email: string }>;
        };
        expect(rows.rows.map((row) => row.email)).toEqual(["ana.lopez@example.com"]);
      } finally {
        await restored.close();
      }
    } finally {
      await original.stop();
      await target.drop();
    }
  }, deadline(120_000));
});
