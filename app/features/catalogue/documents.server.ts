import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ProductPageId } from "~/content/ids";
import type { Locale } from "~/i18n/locales";
import {
  DOCUMENTS_MANIFEST_FILE,
  DOCUMENTS_OUT_DIR,
  documentHref,
  type BuiltDocument,
  type DocumentLink,
  type DocumentManifest,
} from "./document-files";

/**
 * The generated PDFs as the pages link them, read from the manifest the build writes
 * (scripts/build-documents.ts). Without a built document (a development server before the
 * first build) there is no link: a page never points at a file that does not exist.
 */
export function catalogDocument(catalogId: string, locale: Locale): DocumentLink | undefined {
  return linkOf(loadManifest()?.manifest.catalogs[catalogId]?.[locale]);
}

export function datasheetDocument(productId: ProductPageId, locale: Locale): DocumentLink | undefined {
  return linkOf(loadManifest()?.manifest.datasheets[productId]?.[locale]);
}

interface Loaded {
  root: string;
  mtimeMs: number;
  manifest: DocumentManifest;
}
let loaded: Loaded | undefined;

/** The project's root, found from this module whether it runs from source or the build. */
function projectRoot(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    dir = path.dirname(dir);
  }
  return undefined;
}

function loadManifest(): Loaded | undefined {
  const root = loaded?.root ?? projectRoot();
  if (!root) return undefined;
  const file = path.join(root, DOCUMENTS_MANIFEST_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    loaded = undefined;
    return undefined;
  }
  // Read again only when a new build has replaced it.
  if (loaded?.root !== root || loaded.mtimeMs !== mtimeMs) {
    loaded = { root, mtimeMs, manifest: JSON.parse(readFileSync(file, "utf8")) as DocumentManifest };
  }
  return loaded;
}

function linkOf(entry: BuiltDocument | undefined): DocumentLink | undefined {
  if (!entry || !loaded) return undefined;
  if (!existsSync(path.join(loaded.root, DOCUMENTS_OUT_DIR, entry.file))) return undefined;
  return { href: documentHref(entry.file), bytes: entry.bytes };
}
