import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root, serverEntry } from "../../scripts/ensure-build.mjs";
import type * as ServerBundle from "../../server/app";
import { createTestDatabase, type TestDatabase } from "./test-database";

type Bundle = typeof ServerBundle;
type Running = Awaited<ReturnType<Bundle["startServer"]>>;

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
  /** Reuse a data folder or database (for restarts); a fresh one otherwise. */
  dataDir?: string;
  databaseUrl?: string;
}

/**
 * Starts the production build in this process on a free loopback port, with a fresh
 * embedded database, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "site-test-")));
  let database: TestDatabase | undefined;
  let databaseUrl = options.databaseUrl;
  if (!databaseUrl && process.env.TEST_DATABASE_URL) {
    database = await createTestDatabase(process.env.TEST_DATABASE_URL);
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
      ...options.env,
    },
    build: bundle.serverBuild,
    clientDir: path.join(root, "build", "client"),
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
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
