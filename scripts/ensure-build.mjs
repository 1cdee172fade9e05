// Builds the site when the build is missing or older than its sources.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project's folder: the nearest one above this module with a package.json (from source, or a bundle of a script). */
export const root = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json")) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
})();
export const serverEntry = path.join(root, "build", "server", "index.js");
/** Written by scripts/build-images.ts when every content image is built. */
export const imagesMarker = path.join(root, "build", "client", "images", ".complete");
/** Written last by scripts/build-documents.ts when every PDF is built. */
export const documentsManifest = path.join(root, "build", "server", "documents.json");

const SOURCES = [
  "app",
  "server",
  "public",
  "content-images",
  "scripts/build-images.ts",
  "scripts/build-documents.ts",
  "scripts/content",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (/\.test\.[cm]?[jt]sx?$/.test(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function buildIsStale() {
  const outputs = [serverEntry, imagesMarker, documentsManifest];
  if (!outputs.every((file) => existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

export function ensureBuild({ log = console.log } = {}) {
  if (!buildIsStale()) return;
  log(existsSync(serverEntry) ? "Sources changed: rebuilding the site…" : "Building the site…");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    throw new Error("The build failed (see above).");
  }
}
