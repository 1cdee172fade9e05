import { existsSync } from "node:fs";
import { openDatabase, type DatabaseHandle } from "~/.server/db/client";
import { parseEnv } from "~/.server/env";
import { createLogger } from "~/.server/logger";

/** Runs a database task from the command line with the site's configuration. */
export async function withDatabase(task: (handle: DatabaseHandle) => Promise<void>): Promise<void> {
  try {
    if (existsSync(".env")) process.loadEnvFile(".env");
    const env = parseEnv(process.env);
    const handle = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      logger: createLogger("warn"),
    });
    try {
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
