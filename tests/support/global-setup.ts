import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { bundleScripts } from "./run-script";
import { createTestDatabase } from "./test-database";
import { removeDataDir, TEMPLATE_DATA_DIR_VARIABLE, TEMPLATE_DATABASE_VARIABLE } from "./template-database";
import { startTestServer } from "./test-server";

// Integration tests run the production build, as an operator would. Each test server starts
// on a copy of one database that the build migrated and seeded here, once for the run.
export default async function setup() {
  ensureBuild();
  const removeBundles = await bundleScripts();
  const started = performance.now();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await createTestDatabase(adminUrl);
    const server = await startTestServer({ databaseUrl: template.url, emptyDatabase: true });
    await server.stop();
    process.env[TEMPLATE_DATABASE_VARIABLE] = new URL(template.url).pathname.slice(1);
    report(started, "PostgreSQL");
    return async () => {
      delete process.env[TEMPLATE_DATABASE_VARIABLE];
      await template.drop();
      await removeBundles();
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-template-"));
  const server = await startTestServer({ dataDir, emptyDatabase: true });
  await server.stop();
  process.env[TEMPLATE_DATA_DIR_VARIABLE] = dataDir;
  report(started, "the embedded database");
  return async () => {
    delete process.env[TEMPLATE_DATA_DIR_VARIABLE];
    await removeDataDir(dataDir);
    await removeBundles();
  };
}

function report(started: number, engine: string) {
  console.log(
    `Template database on ${engine}: migrated and seeded in ${Math.round(performance.now() - started)} ms`,
  );
}
