import path from "node:path";
import { pathToFileURL } from "node:url";
import { root, serverEntry } from "../../scripts/ensure-build.mjs";
import type * as ServerBundle from "../../server/app";
import { createTestDatabase, type TestDatabase } from "./test-database";
import { dataDirFromTemplate, removeDataDir, templateDatabase } from "./template-database";

type Bundle = typeof ServerBundle;
type Running = Awaited<ReturnType<Bundle["startServer"]>>;
type StartOptions = Parameters<Bundle["startServer"]>[0];

export interface TestServer extends Running {
  baseUrl: string;
  dataDir: string;
  /** The database URL in use, or undefined on the embedded database. */
  databaseUrl: string | undefined;
  get(pathname: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

export const engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

export function loadBundle(): Promise<Bundle> {
  return import(/* @vite-ignore */ pathToFileURL(serverEntry).href) as Promise<Bundle>;
}

export interface TestServerOptions {
  env?: Record<string, string | undefined>;
  /**
   * Reuse a data folder or database (for restarts); otherwise a copy of the run's migrated,
   * seeded template (tests/support/template-database.ts).
   */
  dataDir?: string;
  databaseUrl?: string;
  /** An empty database that the server migrates and seeds itself, for tests of exactly that. */
  emptyDatabase?: boolean;
  /** Shorter mail delivery timings for tests. */
  mailDelivery?: StartOptions["mailDelivery"];
  /** Shorter CRM webhook timings (retries, timeout, lease) for tests. */
  webhookDelivery?: StartOptions["webhookDelivery"];
  /**
   * The sales reminders' timer: off unless a test asks for it, since a test's requests are
   * dated by the test and the real clock would remind their owners mid-test.
   */
  reminders?: StartOptions["reminders"];
  /**
   * The documents' renderer: off unless a test asks for it (`{ render: true }`, with its
   * timings), since a publish re-renders catalogs and datasheets on the test's two cores.
   */
  documents?: StartOptions["documents"];
  /** Collect the log (it is silent otherwise unless LOG_LEVEL is given in env). */
  logDestination?: StartOptions["logDestination"];
}

/** A log destination that keeps the JSON lines, for asserting on what was logged. */
export function collectLog(): { write(line: string): void; entries(): Record<string, unknown>[] } {
  const lines: string[] = [];
  return {
    write: (line) => void lines.push(line),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/**
 * Starts the production build in this process on a free loopback port, with a fresh
 * embedded database, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const fromTemplate = !options.emptyDatabase;
  const dataDir =
    options.dataDir ??
    (await dataDirFromTemplate("site-test-", { copy: fromTemplate && !process.env.TEST_DATABASE_URL }));
  let database: TestDatabase | undefined;
  let databaseUrl = options.databaseUrl;
  if (!databaseUrl && process.env.TEST_DATABASE_URL) {
    database = await createTestDatabase(process.env.TEST_DATABASE_URL, {
      template: fromTemplate ? templateDatabase() : undefined,
    });
    databaseUrl = database.url;
  }
  const bundle = await loadBundle();
  const running = await bundle.startServer({
    rawEnv: {
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      DATABASE_URL: databaseUrl,
      // Administrators sign in with a password alone here; the second factor's own tests turn it on.
      STAFF_SECOND_FACTOR: "none",
      ...options.env,
    },
    build: bundle.serverBuild,
    clientDir: path.join(root, "build", "client"),
    mailDelivery: options.mailDelivery,
    webhookDelivery: options.webhookDelivery,
    reminders: options.reminders ?? false,
    documents: { render: false, ...options.documents },
    logDestination: options.logDestination,
  });
  const baseUrl = `http://127.0.0.1:${running.port}`;
  return {
    ...running,
    baseUrl,
    dataDir,
    databaseUrl,
    get: (pathname, init) => fetch(new URL(pathname, baseUrl), { redirect: "manual", ...init }),
    stop: async () => {
      await running.close();
      if (!options.dataDir) {
        await database?.drop();
        await removeDataDir(dataDir);
      }
    },
  };
}
