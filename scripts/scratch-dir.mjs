// Where a test run keeps its throwaway files: the databases each test server starts on (a 40 MB
// copy of the run's template, about 1,100 files), uploads, the browser's profile. On Linux that is
// a folder in /dev/shm, which is memory, when it has room; elsewhere the system's temporary
// folder. The runs set it as TMPDIR, so the test processes and the servers and browser they start
// put their temporary files there too (a command-line script a test runs gets its data folder
// named, not the environment: tests/support/run-script.ts).
//
// Measured on a two-core CI machine whose temporary folder is on its ext4 disk: a copy of the
// template's data folder took 640-880 ms there and 45 ms in /dev/shm, and the integration tests on
// the embedded database took 302 s with 100 s of system time, 278 s with 64 s in memory.
import { chmodSync, mkdtempSync, rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const MEMORY = "/dev/shm";
/** Room the run may need at once: a few servers' databases, uploads and a browser profile. */
const NEEDED_BYTES = 2 * 1024 ** 3;

function hasRoom(folder) {
  try {
    const stats = statfsSync(folder);
    return stats.bavail * stats.bsize >= NEEDED_BYTES;
  } catch {
    return false;
  }
}

/**
 * Makes a new scratch folder for one run (`name` starts its name) and answers its path: in
 * /dev/shm where it exists with 2 GB free (a container's is often 64 MB), else in the system's
 * temporary folder. The caller removes it with removeScratchDir.
 */
export function makeScratchDir(name) {
  const parent = process.platform === "linux" && hasRoom(MEMORY) ? MEMORY : tmpdir();
  let dir;
  try {
    dir = mkdtempSync(path.join(parent, `${name}-`));
  } catch {
    dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  }
  // Other users may pass through it to a folder of their own inside (a scratch PostgreSQL
  // cluster runs as the postgres user: tests/support/scratch-postgres.ts), not list it.
  chmodSync(dir, 0o711);
  return dir;
}

export function removeScratchDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}
