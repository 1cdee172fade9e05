import { ensureBuild } from "../../scripts/ensure-build.mjs";

// The `no-database` project's files read the production build (and the repository) and open no
// database: the build when it is missing or older than its sources, nothing else.
export default function setup() {
  ensureBuild();
}
