// npm run check:content -- --published: the content checks (translations, catalogue
// invariants, image references and files) run on the content published in the database,
// each problem naming the item and the field, exit 1 on any.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "~/.server/content/store";
import { openDatabase, type DatabaseHandle } from "~/.server/db/client";
import { applyMigrations } from "~/.server/db/migrate";
import { createLogger } from "~/.server/logger";
import { publishContent } from "../support/content";
import { runScript } from "../support/run-script";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { engine } from "../support/test-server";
import { deadline } from "../support/deadline";

let dataDir: string;
let postgres: TestDatabase | undefined;

const open = () => openDatabase({ databaseUrl: postgres?.url, dataDir, logger: createLogger("silent") });

/** Runs a task on the database and closes it: the embedded one admits one process at a time. */
async function withDb(task: (handle: DatabaseHandle) => Promise<void>) {
  const handle = await open();
  try {
    await task(handle);
  } finally {
    await handle.close();
  }
}

const checkPublished = () =>
  runScript("scripts/check-content.ts", ["--published"], { DATA_DIR: dataDir, DATABASE_URL: postgres?.url });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "site-content-check-"));
  if (engine === "postgres") postgres = await createTestDatabase(process.env.TEST_DATABASE_URL!);
  await withDb(async (handle) => {
    await applyMigrations(handle);
    await seedContent(handle.db);
  });
}, deadline(120_000));
afterAll(async () => {
  await postgres?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe(`npm run check:content -- --published (${engine})`, () => {
  it("passes the content as shipped, then names the item and field of a missing Spanish text and an unknown image", async () => {
    const clean = checkPublished();
    expect(clean.out).toMatch(/The published content is OK: \d+ published items, \d+ images\./);
    expect(clean.status).toBe(0);

    await withDb(async ({ db }) => {
      await publishContent(db, "product", "drum-screen", (data) => {
        data.name.es = "";
        data.image.src = "products/no-such-picture";
      });
    });
    const broken = checkPublished();
    expect(broken.status).toBe(1);
    expect(broken.out).toContain("The published content has 2 problems:");
    expect(broken.out).toContain("product drum-screen: name.es is empty");
    expect(broken.out).toMatch(/products\/no-such-picture.*\(product drum-screen: image\)/);
    // Each run starts a TypeScript process: seconds apiece on a busy machine.
  }, deadline(180_000));
});
