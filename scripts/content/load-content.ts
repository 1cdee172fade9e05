import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "../ensure-build.mjs";

/** The site's content folder. */
export const CONTENT_DIR = path.join(root, "app", "content");

/** Files of the content folder that hold no content values. */
const NOT_CONTENT = new Set(["types.ts", "pages.ts"]);

export interface ContentModule {
  /** The file's path relative to the content folder, e.g. "services.ts". */
  file: string;
  exports: Record<string, unknown>;
}

/** The content folder's module files (recursively), without types, the page table and tests. */
export function contentFiles(dir: string = CONTENT_DIR): string[] {
  const found: string[] = [];
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative)).sort()) {
      if (entry.startsWith(".") || entry === "__fixtures__") continue;
      const rel = relative ? `${relative}/${entry}` : entry;
      if (statSync(path.join(dir, rel)).isDirectory()) visit(rel);
      else if (/\.tsx?$/.test(entry) && !/\.(test|spec)\.tsx?$/.test(entry) && !entry.endsWith(".d.ts")) {
        if (!(relative === "" && NOT_CONTENT.has(entry))) found.push(rel);
      }
    }
  };
  visit("");
  return found;
}

/** Imports every content module (see contentFiles). */
export async function loadContentModules(dir: string = CONTENT_DIR): Promise<ContentModule[]> {
  return Promise.all(
    contentFiles(dir).map(async (file) => ({
      file,
      exports: (await import(/* @vite-ignore */ pathToFileURL(path.join(dir, file)).href)) as Record<
        string,
        unknown
      >,
    })),
  );
}
