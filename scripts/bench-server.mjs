// The production build served on a throwaway embedded database, for the benchmarks
// (bench-lighthouse.mjs, bench-longtasks.mjs): builds first when the build is stale.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild, root } from "./ensure-build.mjs";

/** Starts the server on a free-ish port; resolves to its origin and a stop function. */
export async function startBenchServer() {
  ensureBuild();
  // BENCH_PORT picks the port where several people share a machine.
  const port = Number(process.env.BENCH_PORT) || 3900 + Math.floor(Math.random() * 90);
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-"));
  const server = spawn(process.execPath, ["server.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
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
    stop() {
      server.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
