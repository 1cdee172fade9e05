import { existsSync } from "node:fs";
import { migrateStoredContent } from "~/.server/content/migrations";
import { seedContent } from "~/.server/content/store";
import { openDatabase, type DatabaseHandle } from "~/.server/db/client";
import { applyMigrations } from "~/.server/db/migrate";
import { parseEnv } from "~/.server/env";
import { createLogger } from "~/.server/logger";

/**
 * Runs a database task from the command line with the site's configuration. A database the site
 * has never started on is made ready first as the site's start does (migrations, the seed
 * content, the content migrations), so that a command run before the first start works rather than failing on a missing
 * table; on a ready database both are no-ops.
 */
export async function withDatabase(task: (handle: DatabaseHandle) => Promise<void>): Promise<void> {
  try {
    if (existsSync(".env")) process.loadEnvFile(".env");
    const env = parseEnv(process.env);
    const logger = createLogger("warn");
    const handle = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      logger,
      // A production database is written as the site writes it (fsync on).
      production: env.NODE_ENV === "production",
    });
    try {
      await applyMigrations(handle);
      await seedContent(handle.db);
      await migrateStoredContent(handle.db, logger);
      await task(handle);
    } finally {
      await handle.close();
    }
  } catch (error) {
    const named = error instanceof Error && ["ConfigError", "DatabaseInUseError"].includes(error.name);
    console.error(named ? (error as Error).message : error);
    process.exit(1);
  }
}
