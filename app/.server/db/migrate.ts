import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { rows, type Database, type DatabaseHandle } from "./client";

/** The SQL migrations folder, found from this module whether it runs from source or the build. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("The migrations folder (drizzle/) was not found beside the application.");
}

export function expectedMigrationCount(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** Applies every pending migration. */
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  await handle.migrate(migrationsFolder());
}

/** How many migrations the database has recorded as applied (0 when it has none). */
export async function appliedMigrationCount(db: Database): Promise<number> {
  const resultRows = await rows<{ count: number }>(
    db,
    sql`
    select count(*)::int as count from drizzle.__drizzle_migrations
  `,
  );
  return Number(resultRows[0]?.count ?? 0);
}
