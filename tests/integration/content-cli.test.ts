// npm run content -- export FILE: all published content as one JSON document; on PostgreSQL
// while the site runs, on the embedded database once the site is stopped (a clear refusal
// before).
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedItems } from "~/.server/content/seed-items";
import { CONTENT_EXPORT_FORMAT, type ContentExport } from "~/.server/content/transfer";
import { root } from "../../scripts/ensure-build.mjs";
import { engine, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let dataDir: string;
let stopped = false;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "site-content-cli-"));
  server = await startTestServer({ dataDir });
});
afterAll(async () => {
  if (!stopped) await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function content(...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/content.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { PATH: process.env.PATH, NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: server.databaseUrl },
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe(`npm run content (${engine})`, () => {
  it("explains its usage", () => {
    expect(content()).toMatchObject({
      status: 2,
      out: expect.stringContaining("Usage: npm run content -- export"),
    });
    expect(content("export")).toMatchObject({ status: 2 });
    expect(content("publish", "x.json")).toMatchObject({ status: 2 });
  });

  it("exports every published item, in the site's order, as one JSON document", async () => {
    const file = path.join(dataDir, "..", `${path.basename(dataDir)}-export.json`);
    if (engine === "pglite") {
      const refused = content("export", file);
      expect(refused.status).toBe(1);
      expect(refused.out).toMatch(/in use by process \d+ \(the running site\)\. Stop the site first/);
      await server.stop();
      stopped = true;
    }
    const done = content("export", file);
    expect(done.out).toMatch(/^Exported 71 items \(.*product: 47, service: 9\) to .*-export\.json\.\n$/s);
    expect(done.status).toBe(0);
    const document = JSON.parse(await readFile(file, "utf8")) as ContentExport;
    await rm(file);
    expect(document).toMatchObject({ format: CONTENT_EXPORT_FORMAT, version: 1 });
    expect(Date.parse(document.exportedAt)).not.toBeNaN();
    const byType = (items: ContentExport["items"]) =>
      [...items].sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
    expect(document.items).toEqual(byType(seedItems()));
  }, 120_000);

  it("says so when the file cannot be written", async () => {
    if (engine === "pglite" && !stopped) return;
    const result = content("export", path.join(dataDir, "no-such-folder", "export.json"));
    expect(result.status).toBe(1);
    expect(result.out).toMatch(/^Could not write .*export\.json: ENOENT/);
  });
});
