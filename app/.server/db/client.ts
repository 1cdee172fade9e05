import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Logger } from "../logger";
import * as schema from "./schema";

// Any fixed number, the same in every instance.
const MIGRATION_LOCK_KEY = 7_264_001;

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Applies the pending migrations in the folder; several instances may call it at once. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  databaseUrl?: string;
  dataDir: string;
  logger: Logger;
}

/** Opens the database. PGlite in DATA_DIR unless DATABASE_URL names a PostgreSQL server. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.logger) : openEmbedded(config.dataDir);
}

async function openPostgres(url: string, logger: Logger): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server (a database restart) must not take the process down.
  pool.on("error", (error) => logger.warn({ err: error }, "idle database connection lost"));
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  let ended: Promise<void> | undefined;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    migrate: async (migrationsFolder) => {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      const client = await pool.connect();
      try {
        // Instances starting together take turns; the later ones find nothing to do.
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migrate(drizzle({ client, schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => (ended ??= pool.end()),
  };
}

export function embeddedDatabasePath(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

function lockFilePath(dataDir: string): string {
  return path.join(dataDir, "pglite.lock");
}

export class DatabaseInUseError extends Error {
  override name = "DatabaseInUseError";
}

/**
 * PGlite has no cross-process lock: two processes opening one folder corrupt it. The
 * owning process writes its pid beside the folder; anyone else finding a live pid there
 * refuses to open it.
 */
function takeEmbeddedLock(dataDir: string): () => void {
  const file = lockFilePath(dataDir);
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new DatabaseInUseError(
        `The embedded database in ${embeddedDatabasePath(dataDir)} is in use by process ${pid} (the running site). ` +
          "Stop the site first, or use DATABASE_URL for a PostgreSQL server that several processes can share.",
      );
    }
  } catch (error) {
    if (error instanceof DatabaseInUseError) throw error;
  }
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (Number(readFileSync(file, "utf8").trim()) === process.pid) rmSync(file);
    } catch {
      // already gone
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const release = takeEmbeddedLock(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create(embeddedDatabasePath(dataDir));
    const db = drizzle({ client, schema }) as unknown as Database;
    let closed = false;
    return {
      db,
      kind: "pglite",
      ping: async () => {
        if (closed) throw new Error("database is closed");
        await db.execute(sql`select 1`);
      },
      migrate: async (migrationsFolder) => {
        const { migrate } = await import("drizzle-orm/pglite/migrator");
        await migrate(drizzle({ client, schema }), { migrationsFolder });
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
