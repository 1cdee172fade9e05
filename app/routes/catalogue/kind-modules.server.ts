import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** A chunk of the client build, as Vite's manifest describes it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

const KIND_SOURCES = {
  service: "app/routes/catalogue/service-page.tsx",
  category: "app/routes/catalogue/category-page.tsx",
  product: "app/routes/catalogue/product-page.tsx",
} as const;

let cached: Record<keyof typeof KIND_SOURCES, string[]> | undefined;

/** The client build's folder, found from this module whether it runs from source or the build. */
function clientManifest(): Record<string, ManifestChunk> | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    try {
      return JSON.parse(
        readFileSync(path.join(dir, "build", "client", ".vite", "manifest.json"), "utf8"),
      ) as Record<string, ManifestChunk>;
    } catch {
      dir = path.dirname(dir);
    }
  }
  return undefined;
}

/**
 * The files of a catalogue page kind's component and of what it imports statically, as
 * addresses: the page preloads them with its route's modules, so its first load is one
 * kind's code. Empty in development (Vite serves the modules as they are asked for).
 */
export function kindModules(kind: keyof typeof KIND_SOURCES): string[] {
  if (!cached) {
    const manifest = clientManifest();
    const files = (source: string) => {
      const seen = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest?.[key];
        if (!chunk || seen.has(`/${chunk.file}`)) return;
        seen.add(`/${chunk.file}`);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      visit(source);
      return [...seen];
    };
    cached = {
      service: files(KIND_SOURCES.service),
      category: files(KIND_SOURCES.category),
      product: files(KIND_SOURCES.product),
    };
  }
  return cached[kind];
}
