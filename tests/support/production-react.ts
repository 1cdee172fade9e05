// React chooses its build by NODE_ENV when it is first loaded, and Vitest's workers run with
// NODE_ENV=test: the servers these tests start in-process rendered with React's development
// build (slower, with checks production never makes). React is loaded here first, as the site
// loads it (`node server.mjs` defaults NODE_ENV to production); the servers' own mode stays
// "test" (their environment is passed to startServer, not read from the process), and so does
// the process's NODE_ENV for everything else, child servers included.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const mode = process.env.NODE_ENV;
process.env.NODE_ENV = "production";
try {
  for (const name of ["react", "react/jsx-runtime", "react-dom", "react-dom/server"]) require(name);
} finally {
  process.env.NODE_ENV = mode;
}
