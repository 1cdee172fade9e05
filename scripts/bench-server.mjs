// The production build served on a throwaway embedded database, for the benchmarks
// (bench-lighthouse.mjs, bench-longtasks.mjs, measure-quote-upload.ts): builds first when the build is stale.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild, root } from "./ensure-build.mjs";

/**
 * Starts the server on a free-ish port; resolves to its origin and a stop function.
 * `seedNews` adds the demo news first (the production server never does); `photos` places large
 * photographs from the media library in some slots first (scripts/bench-photos.ts).
 */
export async function startBenchServer({ seedNews = false, photos = false } = {}) {
  ensureBuild();
  // BENCH_PORT picks the port where several people share a machine.
  const port = Number(process.env.BENCH_PORT) || 3900 + Math.floor(Math.random() * 90);
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-"));
  if (seedNews) {
    execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/db-seed.ts"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "development" },
      stdio: "inherit",
    });
  }
  if (photos) {
    const out = execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/bench-photos.ts"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "development" },
    });
    console.log(`Photographs placed: ${String(out).trim().split("\n").at(-1)}`);
  }
  const server = spawn(process.execPath, ["server.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ALLOW_EMBEDDED_DATABASE: "true",
      AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("hex"),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on("data", (chunk) => String(chunk).includes("Site ready") && resolve());
    server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The server's process id (for its memory, read from /proc). */
    pid: server.pid,
    stop() {
      server.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
