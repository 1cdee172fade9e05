import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { root } from "../../scripts/ensure-build.mjs";
import { createTestDatabase } from "./test-database";
import { dataDirFromTemplate, templateDatabase } from "./template-database";
import { deadline } from "./deadline";

export interface ChildServer {
  child: ChildProcessWithoutNullStreams;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

export interface ChildServerOptions {
  /**
   * Start through tests/support/child-entry.mjs with these extra start options (for
   * example shorter mail delivery timings) instead of through server.mjs.
   */
  startOptions?: Record<string, unknown>;
  /**
   * Reuse a data folder or database (a restart); the caller then cleans up. Otherwise a copy
   * of the run's template, when there is one (tests/support/template-database.ts).
   */
  dataDir?: string;
  databaseUrl?: string;
  /** An empty database that the server migrates and seeds itself. */
  emptyDatabase?: boolean;
}

/** Runs `node server.mjs` as an operator would, in its own process, on a free port. */
export async function startChildServer(
  env: Record<string, string> = {},
  options: ChildServerOptions = {},
): Promise<ChildServer> {
  const fromTemplate = !options.emptyDatabase;
  const database =
    !options.databaseUrl && process.env.TEST_DATABASE_URL
      ? await createTestDatabase(process.env.TEST_DATABASE_URL, {
          template: fromTemplate ? templateDatabase() : undefined,
        })
      : undefined;
  const dataDir =
    options.dataDir ??
    (await dataDirFromTemplate("child-server-", {
      copy: fromTemplate && !options.databaseUrl && !process.env.TEST_DATABASE_URL,
    }));
  const entry = options.startOptions ? ["tests/support/child-entry.mjs"] : ["server.mjs"];
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: options.databaseUrl ?? database?.url ?? "",
      TEST_START_OPTIONS: JSON.stringify(options.startOptions ?? {}),
      ...env,
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      void (database?.drop() ?? Promise.resolve()).finally(() => resolve(code));
    }),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), deadline(60_000));
    const onData = () => {
      const match = /Site ready at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on("data", onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, port, output: () => output, exited };
}
