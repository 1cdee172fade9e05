import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { root } from "../../scripts/ensure-build.mjs";

/** The folder of the run's bundled scripts (made by the integration tests' global setup). */
export const SCRIPT_BUNDLES_VARIABLE = "TEST_SCRIPT_BUNDLES";

/** The command-line scripts the integration tests run. */
const SCRIPTS = ["scripts/admin.ts", "scripts/content.ts", "scripts/check-content.ts"];

const bundleOf = (dir: string, script: string) => path.join(dir, `${path.basename(script, ".ts")}.mjs`);

/**
 * Bundles the scripts, once for the run. tsx compiles and resolves a few hundred source files at
 * every start (about 2 s a run on the embedded database, 1.2 s bundled, and the command-line
 * tests run them about 45 times per engine). The bundle is the same source with the
 * same packages (left as imports, resolved from the project's node_modules: the folder is inside
 * the project, and the code that finds the migrations and documents walks up from its own file).
 * Answers a function that removes it.
 */
export async function bundleScripts(): Promise<() => Promise<void>> {
  const dir = path.join(root, ".tmp", `script-bundles-${process.pid}`);
  await mkdir(dir, { recursive: true });
  // Split into shared chunks, so that what a script imports once it knows its command (the
  // database, auth) is loaded then too: a usage error answers in about 0.1 s, not 1 s.
  await build({
    entryPoints: SCRIPTS.map((script) => path.join(root, script)),
    outdir: dir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    packages: "external",
    target: "node20",
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
  });
  process.env[SCRIPT_BUNDLES_VARIABLE] = dir;
  return async () => {
    delete process.env[SCRIPT_BUNDLES_VARIABLE];
    await rm(dir, { recursive: true, force: true });
  };
}

/**
 * Runs one of the project's TypeScript scripts in a clean environment: PATH, NODE_ENV=test and
 * `env` only, so the developer's .env settings are overridden by what the test names. Answers the
 * exit status and everything it printed. It runs the run's bundle of the script when there is
 * one, and otherwise (or with `{ as: "npm" }`, how an operator runs it: `npm run admin` is
 * `tsx scripts/admin.ts`) the source through tsx.
 */
export function runScript(
  script: string,
  args: readonly string[],
  env: Record<string, string | undefined>,
  { as = "bundle" }: { as?: "bundle" | "npm" } = {},
): { status: number | null; out: string } {
  const bundles = process.env[SCRIPT_BUNDLES_VARIABLE];
  const bundle = bundles ? bundleOf(bundles, script) : undefined;
  const command = as === "bundle" && bundle && existsSync(bundle) ? [bundle] : ["--import", "tsx", script];
  const result = spawnSync(process.execPath, [...command, ...args], {
    cwd: root,
    encoding: "utf8",
    env: { PATH: process.env.PATH, NODE_ENV: "test", ...env },
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}
