import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { makeScratchDir, removeScratchDir } from "../../scripts/scratch-dir.mjs";
import { bundleScripts } from "./run-script";
import { createTestDatabase } from "./test-database";
import { removeDataDir, TEMPLATE_DATA_DIR_VARIABLE, TEMPLATE_DATABASE_VARIABLE } from "./template-database";
import { startTestServer } from "./test-server";

// Integration tests run the production build, as an operator would. Each test server starts
// on a copy of one database that the build migrated and seeded here, once for the run.
export default async function setup() {
  ensureBuild();
  // The run's throwaway files (data folders, uploads) in memory where the machine allows
  // (scripts/scratch-dir.mjs): TMPDIR is inherited by the test processes and what they start.
  const scratch = makeScratchDir("site-tests");
  const previousTmpdir = process.env.TMPDIR;
  process.env.TMPDIR = scratch;
  const removeScratch = () => {
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
    removeScratchDir(scratch);
  };
  try {
    const removeTemplate = await makeTemplate();
    return async () => {
      await removeTemplate();
      removeScratch();
    };
  } catch (error) {
    removeScratch();
    throw error;
  }
}

/** The script bundles and the template database; answers what removes them. */
async function makeTemplate(): Promise<() => Promise<void>> {
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
