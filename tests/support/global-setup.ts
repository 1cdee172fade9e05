import { ensureBuild } from "../../scripts/ensure-build.mjs";

// Integration tests run the production build, as an operator would.
export default function setup() {
  ensureBuild();
}
