#!/usr/bin/env node
// Starts the site: `node server.mjs` serves the production build (building it first when
// missing or stale); `node server.mjs --dev` serves the sources through Vite.
// WEB_CONCURRENCY=N (production, PostgreSQL) runs N server processes on the one port, so a
// machine's cores all render pages (ADR 019).
import cluster from "node:cluster";
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
    // Under WEB_CONCURRENCY the first process has built what was stale already.
    if (cluster.isPrimary) ensureBuild();
    const bundle = await import(pathToFileURL(serverEntry).href);
    startServer = bundle.startServer;
    build = bundle.serverBuild;
    clientDir = path.join(root, "build", "client");
  }
  const server = await startServer({ rawEnv, build, clientDir, vite, handleSignals: true });
  if (cluster.isWorker) {
    process.send({ ready: server.url });
    // Without the first process nothing reaches this one: stop as on SIGTERM.
    process.once("disconnect", () => process.kill(process.pid, "SIGTERM"));
  } else console.log(`Site ready at ${server.url}`);
}

/** WEB_CONCURRENCY: how many server processes; 1 (one process, no supervisor) unless set. */
function processCount() {
  const raw = (rawEnv.WEB_CONCURRENCY ?? "").trim();
  if (raw === "") return 1;
  const count = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(count >= 1 && count <= 64)) {
    throw configError(`WEB_CONCURRENCY: must be a whole number from 1 to 64 (got "${raw}")`);
  }
  if (count > 1 && dev) throw configError("WEB_CONCURRENCY: the development server runs one process");
  if (count > 1 && !(rawEnv.DATABASE_URL ?? "").trim()) {
    throw configError(
      "WEB_CONCURRENCY: several processes need DATABASE_URL (PostgreSQL); the embedded database serves one process",
    );
  }
  return count;
}

function configError(message) {
  const error = new Error(`Invalid configuration:\n  ${message}`);
  error.name = "ConfigError";
  return error;
}

/**
 * The first process under WEB_CONCURRENCY: builds what is stale, starts the server
 * processes, says the site is ready once all of them listen, starts another in place of one
 * that dies (up to 5 a minute), and on SIGTERM or SIGINT stops them all gracefully.
 */
async function supervise(count) {
  process.env.NODE_ENV ??= "production";
  ensureBuild();
  let stopping = false;
  let started = false;
  let url;
  const ready = new Set();
  const restarts = [];
  const stopAll = (code) => {
    stopping = true;
    process.exitCode = code;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(code);
    for (const worker of workers) worker.process.kill("SIGTERM");
  };
  const fork = () => {
    const worker = cluster.fork();
    worker.on("message", (message) => {
      if (!message?.ready) return;
      ready.add(worker.id);
      url = message.ready;
      if (!started && ready.size === count) {
        started = true;
        console.log(`Site ready at ${url} (${count} processes)`);
      }
    });
  };
  cluster.on("exit", (worker, code, signal) => {
    ready.delete(worker.id);
    if (stopping) {
      // A process whose own shutdown failed makes the whole stop a failure.
      if (code) process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    // At start, one that cannot start (a setting, the database) stops them all: the reason
    // is above. Later, a replacement is started, within the limit below.
    if (!started) {
      console.error(`A server process exited before it was ready (${signal ?? `code ${code}`}): stopping.`);
      stopAll(1);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts[0] < now - 60_000) restarts.shift();
    if (restarts.length > 5) {
      console.error("Server processes keep exiting (more than 5 in a minute): stopping.");
      stopAll(1);
      return;
    }
    console.error(`A server process exited (${signal ?? `code ${code}`}): starting another.`);
    fork();
  });
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => !stopping && stopAll(0));
  for (let i = 0; i < count; i++) fork();
}

function fail(error) {
  // Configuration and locking problems are the operator's to fix: say what, not where.
  if (error?.name === "ConfigError" || error?.name === "DatabaseInUseError") {
    console.error(error.message);
  } else {
    console.error("The site could not start:", error);
  }
  process.exit(1);
}

try {
  const count = cluster.isPrimary ? processCount() : 1;
  if (count > 1) supervise(count).catch(fail);
  else main().catch(fail);
} catch (error) {
  fail(error);
}
