// A migrated, seeded database made once per test run, copied for each test server: a copy
// costs a file copy (PGlite) or CREATE DATABASE ... TEMPLATE (PostgreSQL) where a fresh
// database costs every migration and the content seed. The integration tests' global setup
// makes it (tests/support/global-setup.ts) and names it in the environment, which the test
// processes inherit; without it (the browser tests, a file run alone outside vitest) servers
// start on a fresh database as before.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** The PostgreSQL database to copy (on the server TEST_DATABASE_URL names). */
export const TEMPLATE_DATABASE_VARIABLE = "TEST_TEMPLATE_DATABASE";
/** The embedded database's data folder to copy. */
export const TEMPLATE_DATA_DIR_VARIABLE = "TEST_TEMPLATE_DATA_DIR";

export const templateDatabase = (): string | undefined =>
  process.env[TEMPLATE_DATABASE_VARIABLE] || undefined;
export const templateDataDir = (): string | undefined => process.env[TEMPLATE_DATA_DIR_VARIABLE] || undefined;

/** A new data folder holding a copy of the template's embedded database, when there is one. */
export async function dataDirFromTemplate(prefix: string, { copy = true } = {}): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const template = templateDataDir();
  if (copy && template) {
    await cp(template, dataDir, {
      recursive: true,
      // The lock belongs to the process that made the template, long gone.
      filter: (source) => path.basename(source) !== "pglite.lock",
    });
  }
  return dataDir;
}

/** Removes a data folder made by dataDirFromTemplate. */
export const removeDataDir = (dataDir: string) => rm(dataDir, { recursive: true, force: true });
