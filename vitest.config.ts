import { defineConfig } from "vitest/config";
import { inputKeeperSource } from "./scripts/vite-input-keeper.ts";

// Separate from vite.config.ts: the React Router plugin is for the app build only.
export default defineConfig({
  plugins: [inputKeeperSource()],
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each integration file boots its own server and database; two cores run two at a time.
    maxWorkers: 2,
    // CI also writes a JSON report, from which .ci/run prints one closing count.
    reporters: process.env.VITEST_JSON_REPORT
      ? ["default", ["json", { outputFile: process.env.VITEST_JSON_REPORT }]]
      : ["default"],
  },
});
