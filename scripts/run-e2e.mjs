// npm run test:e2e — browser tests in Debian's Chromium against the production build.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import { testChromiumPath } from "./chromium.mjs";
import { ensureBuild, root } from "./ensure-build.mjs";
import { makeScratchDir, removeScratchDir } from "./scratch-dir.mjs";

if (!existsSync(testChromiumPath)) {
  console.error(
    `Chromium was not found at ${testChromiumPath}.\n` +
      "Install it with:  sudo apt-get install -y chromium-headless-shell  (or chromium)\n" +
      "or point CHROMIUM_TEST_PATH at a Chromium or Chrome binary.",
  );
  process.exit(1);
}

/**
 * Starts the site once on an empty embedded database (every migration, the content seed, the
 * demo news) and stops it: the data folder every server of the run then starts from a copy of
 * (Playwright's webServer here; the account, news and passkey servers through the tests'
 * template, tests/support/template-database.ts). A copy opens in about a second where a first
 * start takes six to eight.
 */
async function makeTemplate(dataDir) {
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise((resolve) => child.on("exit", resolve));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the template server did not start:\n${output}`)),
      120_000,
    );
    const read = (chunk) => {
      output += chunk;
      if (/Site ready at /.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    void exited.then((code) => reject(new Error(`the template server exited with ${code}:\n${output}`)));
  });
  child.kill("SIGTERM");
  const code = await exited;
  if (code !== 0) throw new Error(`the template server stopped with ${code}:\n${output}`);
}

ensureBuild();
// The run's throwaway files (the servers' data folders, the browser's profile, uploads) in
// memory where the machine allows (scripts/scratch-dir.mjs); TMPDIR passes it on to Playwright,
// its servers and Chromium.
const scratch = makeScratchDir("site-e2e");
const dataDir = path.join(scratch, "e2e-data");
const templateDir = path.join(scratch, "e2e-template");
const cleanUp = () => removeScratchDir(scratch);
// Ctrl-C reaches Playwright too (the terminal signals the whole group), which stops and exits;
// this process stays to remove the folder, which in memory would hold its share of it until the
// machine restarts.
process.on("SIGINT", () => {});
let status = 1;
try {
  await makeTemplate(templateDir);
  // The lock belongs to the template's server, gone now.
  const notLock = (source) => path.basename(source) !== "pglite.lock";
  cpSync(templateDir, dataDir, { recursive: true, filter: notLock });
  const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, TMPDIR: scratch, E2E_DATA_DIR: dataDir, TEST_TEMPLATE_DATA_DIR: templateDir },
  });
  status = result.status ?? 1;
} finally {
  // Also when the template's server fails to start: no folder left behind.
  cleanUp();
}
process.exit(status);
