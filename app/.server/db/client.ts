import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type PgModule from "pg";
import type { Client as PgClient } from "pg";
import type { Logger } from "../logger";
import * as schema from "./schema";

// Any fixed number, the same in every instance.
const MIGRATION_LOCK_KEY = 7_264_001;

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * What a query runs on: the database or one of its transactions. Everything but starting a
 * transaction, so a function that reads or writes takes either.
 */
export type Executor = Pick<
  Database,
  "select" | "selectDistinct" | "insert" | "update" | "delete" | "execute"
>;

/**
 * The rows a raw query answers, named by its `as` clauses. node-postgres and PGlite both answer
 * `rows`; the type is the query's to state.
 */
export async function rows<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows?: T[] };
  return result.rows ?? [];
}

/** How many rows a raw statement changed: node-postgres says `rowCount`, PGlite `affectedRows`. */
export async function affected(db: Pick<Database, "execute">, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as { rowCount?: number | null; affectedRows?: number };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Applies the pending migrations in the folder; several instances may call it at once. */
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * The embedded database's NOTIFY messages, delivered in this process before the writing
   * query's promise resolves (one process owns that database, so nothing else can write to
   * it). Absent on PostgreSQL, where other instances write too: readers there compare
   * versions instead (ADR 015).
   */
  listen?: (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * PostgreSQL's NOTIFY messages on a connection of their own, which comes back by itself
   * after it is lost. They arrive a moment after the writer's commit, from any instance;
   * `connected()` says whether they are arriving now (between a loss and the next connection
   * some may be missed, and `handler` is called with "" once connected again). Absent on
   * the embedded database.
   */
  watch?: (channel: string, handler: (payload: string) => void) => Promise<Watch>;
  /** False once closed (no query needed to know). */
  isOpen(): boolean;
  close(): Promise<void>;
}

export interface Watch {
  connected(): boolean;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  databaseUrl?: string;
  dataDir: string;
  logger: Logger;
  /**
   * The embedded database as production runs it: every commit flushed to disk, and
   * PostgreSQL's own buffer cache (128 MB). Otherwise (development, tests, a script run outside
   * production) PGlite's defaults skip fsync, which is quicker but can lose answered writes on a
   * power loss, and the cache is 16 MB: a development or test database holds the seed (about
   * 9 MB), and the whole cache is set up at every open, where a test server opens one of its own
   * (an open took 210-230 ms and 41,000 page faults with 128 MB, 130-150 ms and 9,300 with 16).
   */
  production?: boolean;
}

/** PGlite's start parameters: fsync and the buffer cache as `production` asks (DatabaseConfig). */
function embeddedStartParams(defaults: readonly string[], production: boolean): string[] {
  return production
    ? [...defaults.filter((param) => param !== "-F"), "-c", "fsync=on"]
    : [...defaults, "-c", "shared_buffers=16MB"];
}

/** Opens the database. PGlite in DATA_DIR unless DATABASE_URL names a PostgreSQL server. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.logger)
    : openEmbedded(config.dataDir, config.production ?? false);
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
  // eslint-disable-next-line no-restricted-syntax -- the two drivers' databases differ only in their raw results' type, which the site reads through rows() and affected()
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
    watch: (channel, handler) => watchChannel(pg, url, channel, handler, logger),
    isOpen: () => ended === undefined,
    close: () => (ended ??= pool.end()),
  };
}

/** LISTEN on a client of its own, connecting again (1 s, then up to 30 s apart) after a loss. */
async function watchChannel(
  pg: typeof PgModule,
  url: string,
  channel: string,
  handler: (payload: string) => void,
  logger: Logger,
): Promise<Watch> {
  let client: PgClient | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 1_000;
  const connect = async (first: boolean) => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on("notification", (message) => {
      if (message.channel === channel) handler(message.payload ?? "");
    });
    const lost = (error?: Error) => {
      if (client !== next || closed) return;
      live = false;
      client = undefined;
      next.end().catch(() => {});
      logger.warn(
        { err: error, channel },
        "database notifications lost: reading versions until they are back",
      );
      retry = setTimeout(() => void connect(false).catch(() => {}), delay);
      delay = Math.min(delay * 2, 30_000);
    };
    next.on("error", lost);
    next.on("end", () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      if (first) {
        client = undefined;
        await next.end().catch(() => {});
        throw error;
      }
      lost(error as Error);
      return;
    }
    if (closed) return void (await next.end().catch(() => {}));
    live = true;
    delay = 1_000;
    // What changed while no one listened is not known: the readers look again.
    if (!first) handler("");
  };
  await connect(true);
  return {
    connected: () => live,
    close: async () => {
      closed = true;
      live = false;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
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
 * owning process creates a lock file beside the folder, exclusively (so of two starts at
 * the same moment one wins), holding its pid. A lock whose process is gone, or a zombie, is
 * broken, by one process at a time.
 */
function takeEmbeddedLock(dataDir: string): () => void {
  const file = lockFilePath(dataDir);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 2) throw error;
    }
    const pid = Number(readFileSync(file, "utf8").trim());
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new DatabaseInUseError(
        `The embedded database in ${embeddedDatabasePath(dataDir)} is in use by process ${pid} (the running site). ` +
          "Stop the site first, or use DATABASE_URL for a PostgreSQL server that several processes can share.",
      );
    }
    breakStaleLock(file, pid);
  }
  return () => {
    try {
      if (Number(readFileSync(file, "utf8").trim()) === process.pid) rmSync(file);
    } catch {
      // already gone
    }
  };
}

/** Removes a lock left by a process that is gone, unless another process is doing the same. */
function breakStaleLock(file: string, stalePid: number): void {
  const breaker = `${file}.break`;
  try {
    // A breaker left by a crash in the few milliseconds below is itself stale after a while.
    if (Date.now() - statSync(breaker).mtimeMs > 30_000) rmSync(breaker, { force: true });
  } catch {
    // no breaker
  }
  let fd: number;
  try {
    fd = openSync(breaker, "wx");
  } catch {
    return; // another process is breaking it; the next attempt sees the outcome
  }
  try {
    // Only the lock still naming the dead process goes: not one a quicker process just took.
    if (Number(readFileSync(file, "utf8").trim()) === stalePid) rmSync(file, { force: true });
  } catch {
    // gone already
  } finally {
    closeSync(fd);
    rmSync(breaker, { force: true });
  }
}

/** Alive and not a zombie (a zombie's pid still answers signals but it holds nothing). */
function isRunning(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true; // no /proc here: trust the signal
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function openEmbedded(dataDir: string, production: boolean): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const release = takeEmbeddedLock(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create(embeddedDatabasePath(dataDir), {
      startParams: embeddedStartParams(PGlite.defaultStartParams, production),
    });
    // eslint-disable-next-line no-restricted-syntax -- the two drivers' databases differ only in their raw results' type, which the site reads through rows() and affected()
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
      listen: (channel, handler) => client.listen(channel, handler),
      isOpen: () => !closed,
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
