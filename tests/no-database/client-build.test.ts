import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../../scripts/ensure-build.mjs";

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

describe("the client build", () => {
  it("contains no database driver, server module or secret name", () => {
    const forbidden = [
      "@electric-sql/pglite",
      "PGlite",
      "pg-pool",
      "drizzle-orm",
      "pg_advisory",
      "nodemailer",
      "DATABASE_URL",
      "AUTH_SECRET",
      "SMTP_URL",
      "CONTACT_TO",
      "auth-secret",
    ];
    const scripts = [...files(path.join(root, "build", "client"))].filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const file of scripts) {
      const text = readFileSync(file, "utf8");
      for (const word of forbidden) if (text.includes(word)) found.push(`${path.basename(file)}: ${word}`);
    }
    expect(found).toEqual([]);
  });

  it("fails to build when client code imports a server-only module", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "leak-build-"));
    try {
      for (const entry of ["app", "server", "public", "scripts", "drizzle"]) {
        cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
      }
      for (const file of ["package.json", "tsconfig.json", "vite.config.ts", "react-router.config.ts"]) {
        cpSync(path.join(root, file), path.join(dir, file));
      }
      symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
      writeFileSync(
        path.join(dir, "app/routes/leak.tsx"),
        `import { parseEnv } from "~/.server/env";\nexport default function Leak() { return <p>{String(parseEnv({}).PORT)}</p>; }\n`,
      );
      const routes = readFileSync(path.join(dir, "app/routes.ts"), "utf8").replace(
        'route("*", "routes/not-found.tsx"),',
        'route("/leak", "routes/leak.tsx"), route("*", "routes/not-found.tsx"),',
      );
      writeFileSync(path.join(dir, "app/routes.ts"), routes);

      const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, NODE_ENV: "production" },
      });
      expect(result.status).not.toBe(0);
      expect(`${result.stdout}${result.stderr}`).toMatch(/\.server/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
