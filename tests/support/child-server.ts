import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "../../scripts/ensure-build.mjs";
import { createTestDatabase } from "./test-database";

export interface ChildServer {
  child: ChildProcessWithoutNullStreams;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs `node server.mjs` as an operator would, in its own process, on a free port. */
export async function startChildServer(env: Record<string, string> = {}): Promise<ChildServer> {
  const database = process.env.TEST_DATABASE_URL
    ? await createTestDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "child-server-")),
      LOG_LEVEL: "warn",
      DATABASE_URL: database?.url ?? "",
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
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
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
