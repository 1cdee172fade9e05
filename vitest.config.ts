import { defineConfig } from "vitest/config";
import { inputKeeperSource } from "./scripts/vite-input-keeper.ts";
import { deadline } from "./tests/support/deadline.ts";
import SlowFilesFirst from "./tests/support/slow-files-first.ts";

// Separate from vite.config.ts: the React Router plugin is for the app build only.
// Three projects (docs/testing.md): `unit` (no database, no build) and `no-database` (the
// production build and the test tools, no database) run once; `integration` (the production
// build on a real database) runs once per engine.

export default defineConfig({
  plugins: [inputKeeperSource()],
  resolve: { tsconfigPaths: true },
  test: {
    // Longer where a run gives the tests less of the machine (TEST_DEADLINE_SCALE,
    // tests/support/deadline.ts): CI's two integration passes, side by side.
    testTimeout: deadline(30_000),
    hookTimeout: deadline(120_000),
    // Two cores: two files at a time. Three measured no faster: the embedded pass 376 s at two
    // and 364 s at three (17 tests fewer), PostgreSQL's step 267 s and 290 s (its server's
    // processes want the cores too), on one machine.
    maxWorkers: 2,
    // The slowest integration files start first, so that none starts last
    // (tests/support/slow-files-first.ts).
    sequence: { sequencer: SlowFilesFirst },
    // CI also writes a JSON report, from which .ci/run prints one closing count.
    reporters: process.env.VITEST_JSON_REPORT
      ? ["default", ["json", { outputFile: process.env.VITEST_JSON_REPORT }]]
      : ["default"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "no-database",
          // What they check is the same on either engine: the client and server builds, the
          // Dockerfile, the lint config's import zones and the test SMTP server.
          include: ["tests/no-database/**/*.test.ts"],
          // The build when it is missing or stale; no database.
          globalSetup: ["tests/support/build-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // The build, and the migrated, seeded database every test server starts from a copy of.
          globalSetup: ["tests/support/global-setup.ts"],
          // React's production build, as the site runs it (tests/support/production-react.ts).
          setupFiles: ["tests/support/production-react.ts"],
          // Files share their worker's modules: the production build is loaded once per worker,
          // not once per file (about a fifth of the pass). Each file's server and database are
          // its own; a file must not lean on module state another file left (docs/testing.md).
          isolate: false,
        },
      },
    ],
  },
});
