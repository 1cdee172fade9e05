import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

/**
 * A PostgreSQL server of its own for tests that stop and start it, so the shared server
 * other test files use is never disturbed. Needs the PostgreSQL server binaries.
 */
export interface ScratchPostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

export function postgresBinDir(): string | undefined {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(base, v, "bin")).find((dir) => existsSync(path.join(dir, "initdb")));
}

export async function startScratchPostgres(): Promise<ScratchPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL server binaries not found (apt-get install -y postgresql)");
  const dir = mkdtempSync(path.join(tmpdir(), "scratch-pg-"));
  const dataDir = path.join(dir, "data");
  const asRoot = userInfo().uid === 0;
  // initdb refuses to run as root: hand the folder to the postgres user.
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? "runuser" : path.join(bin, tool);
    const fullArgs = asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args;
    execFileSync(command, fullArgs, { stdio: "pipe" });
  };
  const port = await freePort();
  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run("pg_ctl", ["-D", dataDir, "-o", options, "-w", "-l", path.join(dir, "log"), "start"]);
  const stop = () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
