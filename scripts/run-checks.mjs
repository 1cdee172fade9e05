// The static checks of `npm test` (lint, types, content) side by side: each is one process on
// one core, and none reads what another writes (the linter reads no generated types). Each
// check's output is printed whole when it ends, under its name; the exit status is the first
// failure's, or 0.
import { spawn } from "node:child_process";

const CHECKS = ["lint", "typecheck", "check:content"];
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const results = await Promise.all(
  CHECKS.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(npm, ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("close", (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(
            `\n--- npm run ${name}: ${code === 0 ? "passed" : `failed (${code})`} in ${seconds} s\n`,
          );
          if (output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.find((code) => code !== 0) ?? 0);
