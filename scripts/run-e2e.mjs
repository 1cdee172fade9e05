// npm run test:e2e — browser tests in Debian's Chromium against the production build.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { chromiumPath } from "./chromium.mjs";
import { ensureBuild, root } from "./ensure-build.mjs";

if (!existsSync(chromiumPath)) {
  console.error(
    `Chromium was not found at ${chromiumPath}.\n` +
      "Install it with:  sudo apt-get install -y chromium\n" +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
  );
  process.exit(1);
}

ensureBuild();
const dataDir = path.join(root, ".tmp", `e2e-data-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, E2E_DATA_DIR: dataDir },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
