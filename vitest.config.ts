import { defineConfig } from "vitest/config";
import { inputKeeperSource } from "./scripts/vite-input-keeper.ts";

// Separate from vite.config.ts: the React Router plugin is for the app build only.
// Two projects: `unit` (no database, no build: run once) and `integration` (the production
// build on a real database, run once per engine; see docs/testing.md).
export default defineConfig({
  plugins: [inputKeeperSource()],
  resolve: { tsconfigPaths: true },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: two files at a time.
    maxWorkers: 2,
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
