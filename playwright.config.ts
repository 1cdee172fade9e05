import { defineConfig, devices } from "@playwright/test";
import { testLaunchOptions } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  // A flaky test is a defect: no retries, in CI or here.
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
    ? [["list"], ["json"]]
    : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace costs about a seventh of the suite's time on two cores (every action is recorded
    // and thrown away when the test passes): off unless E2E_TRACE=1 asks for it.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    launchOptions: testLaunchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The production build on a throwaway embedded database (see scripts/run-e2e.mjs).
    command: `node server.mjs`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR ?? ".tmp/e2e-data",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // A light proof-of-work keeps the real captcha quick to solve in the tests.
      CAPTCHA_MAX_NUMBER: "300",
      // A password alone signs administrators in here; the second factor's own tests turn it on.
      STAFF_SECOND_FACTOR: "none",
    },
  },
});
