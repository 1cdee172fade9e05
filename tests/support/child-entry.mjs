// Starts the built server like server.mjs does, with extra start options from
// TEST_START_OPTIONS (JSON), e.g. { "mailDelivery": { "leaseMs": 1000 } }. Tests only.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root, serverEntry } from "../../scripts/ensure-build.mjs";

const rawEnv = { ...process.env };
// React's production build unless the caller's environment names another (as server.mjs does;
// Vitest's workers set NODE_ENV=test, which their child servers keep).
process.env.NODE_ENV ??= "production";
const extra = JSON.parse(process.env.TEST_START_OPTIONS || "{}");
const bundle = await import(pathToFileURL(serverEntry).href);
const server = await bundle.startServer({
  rawEnv,
  build: bundle.serverBuild,
  clientDir: path.join(root, "build", "client"),
  handleSignals: true,
  ...extra,
});
console.log(`Site ready at ${server.url}`);
