// The size and date of a file the build wrote into its client folder (a catalog's or datasheet's
// PDF rendered at build time, a certificate's picture), for the downloads centre's facts.
// Without a build (a development server before its first one) there is none.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let root: string | null | undefined;

/** The project's root, found from this module whether it runs from source or from the build. */
function projectRoot(): string | undefined {
  if (root === undefined) {
    let dir = path.dirname(fileURLToPath(import.meta.url));
    root = null;
    for (let i = 0; i < 6; i++) {
      if (existsSync(path.join(dir, "package.json"))) {
        root = dir;
        break;
      }
      dir = path.dirname(dir);
    }
  }
  return root ?? undefined;
}

const known = new Map<string, { size: number; modified: Date } | null>();

/**
 * A built file's size and time, by its address on the site (`/documents/…`, `/images/…`); read
 * once per address, since the build's files do not change under a running server.
 */
export function builtFileFacts(address: string): { size: number; modified: Date } | undefined {
  let facts = known.get(address);
  if (facts === undefined) {
    const base = projectRoot();
    facts = null;
    if (base && address.startsWith("/") && !address.includes("..")) {
      try {
        const stat = statSync(path.join(base, "build", "client", decodeURIComponent(address)));
        if (stat.isFile()) facts = { size: stat.size, modified: stat.mtime };
      } catch {
        // Not built: no facts.
      }
    }
    known.set(address, facts);
  }
  return facts ?? undefined;
}
