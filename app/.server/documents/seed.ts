import { existsSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locale } from "~/i18n/locales";
import {
  DOCUMENTS_MANIFEST_FILE,
  DOCUMENTS_OUT_DIR,
  isDocumentFileName,
  type BuiltDocument,
  type DocumentManifest,
} from "~/lib/document-files";
import type { DocumentKind } from "./jobs";

/**
 * The build's own documents (scripts/build-documents.ts renders them from the seed content):
 * linked until the server has stored one for a document, and served from the build folder.
 * Without a build (a development server before the first build) there are none.
 */
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

/** The build's copy of a document, when the build made one and its file is there. */
export function seedDocument(kind: DocumentKind, itemId: string, locale: Locale): BuiltDocument | undefined {
  const manifest = loadManifest();
  if (!manifest) return undefined;
  const entry = (kind === "catalog" ? manifest.manifest.catalogs : manifest.manifest.datasheets)[itemId]?.[
    locale
  ];
  if (!entry || !existsSync(path.join(manifest.root, DOCUMENTS_OUT_DIR, entry.file))) return undefined;
  return entry;
}

/** A build's document's bytes by its file name, or undefined. */
export async function readSeedBytes(file: string): Promise<Buffer | undefined> {
  const manifest = loadManifest();
  if (!manifest || !isDocumentFileName(file)) return undefined;
  return readFile(path.join(manifest.root, DOCUMENTS_OUT_DIR, file)).catch(() => undefined);
}
