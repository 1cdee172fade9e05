import { spawnSync } from "node:child_process";
import { root } from "../../scripts/ensure-build.mjs";

/**
 * Runs one of the project's TypeScript scripts as `npm run` would (tsx), in a clean
 * environment: PATH, NODE_ENV=test and `env` only, so the developer's .env settings are
 * overridden by what the test names. Answers the exit status and everything it printed.
 */
export function runScript(
  script: string,
  args: readonly string[],
  env: Record<string, string | undefined>,
): { status: number | null; out: string } {
  const result = spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: root,
    encoding: "utf8",
    env: { PATH: process.env.PATH, NODE_ENV: "test", ...env },
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}
