#!/usr/bin/env node
// Starts the site: `node server.mjs` serves the production build (building it first when
// missing or stale); `node server.mjs --dev` serves the sources through Vite.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild, root, serverEntry } from "./scripts/ensure-build.mjs";

const dev = process.argv.includes("--dev");
// Settings in .env, if there is one; the real environment wins over it.
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
// The operator's environment, before we default NODE_ENV for React's sake.
const rawEnv = { ...process.env };

async function main() {
  let startServer;
  let build;
  let vite;
  let clientDir;
  if (dev) {
    process.env.NODE_ENV ??= "development";
    const { createServer } = await import("vite");
    vite = await createServer({ root, server: { middlewareMode: true }, appType: "custom" });
    ({ startServer } = await vite.ssrLoadModule("./server/app.ts"));
    build = () => vite.ssrLoadModule("virtual:react-router/server-build");
    // Only its images/ folder is served in development (see README, "Images").
    clientDir = path.join(root, "build", "client");
    if (!existsSync(path.join(clientDir, "images"))) {
      console.warn("No built images yet: run `npm run images:build` (or `npm run build`) once to see them.");
    }
  } else {
    process.env.NODE_ENV ??= "production";
    ensureBuild();
    const bundle = await import(pathToFileURL(serverEntry).href);
    startServer = bundle.startServer;
    build = bundle.serverBuild;
    clientDir = path.join(root, "build", "client");
  }
  const server = await startServer({ rawEnv, build, clientDir, vite, handleSignals: true });
  console.log(`Site ready at ${server.url}`);
}

main().catch((error) => {
  // Configuration and locking problems are the operator's to fix: say what, not where.
  if (error?.name === "ConfigError" || error?.name === "DatabaseInUseError") {
    console.error(error.message);
  } else {
    console.error("The site could not start:", error);
  }
  process.exit(1);
});
