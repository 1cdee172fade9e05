// npm run documents:build (and the last step of npm run build): the build's own copies of the
// Catalogs page's catalogs and the datasheets, as PDFs in every language, rendered from the
// seed content (app/content/, as a new database starts with) by the same code the server
// renders them with (app/.server/documents/), in build/client/documents/<name>-<locale>-<hash>.pdf,
// with a manifest the server reads (build/server/documents.json). Each entry carries the
// document's input key: while the published content gives the same key, the server links and
// serves the build's copy and renders nothing; once an editor's change gives another key, the
// server renders the document in the background and stores it in the database (ADR 023).
// Rendered documents are cached in .cache/documents/ by their input key, so an unchanged build
// renders nothing. The images come from the image build (build/client/images), made just before.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { renderToBuffer } from "@react-pdf/renderer";
import { seedItems } from "~/.server/content/seed-items";
import { uncoveredCatalogIds } from "~/.server/documents/coverage";
import { BuiltImages } from "~/.server/documents/images";
import {
  documentBaseName,
  documentElement,
  documentInputKey,
  documentJobs as contentDocumentJobs,
  type DocumentJob,
} from "~/.server/documents/jobs";
import { toSiteContent, type SiteContent } from "~/lib/content/site-content";
import {
  DOCUMENTS_MANIFEST_FILE,
  DOCUMENTS_OUT_DIR,
  documentFileName,
  type BuiltDocument,
  type DocumentManifest,
} from "~/lib/document-files";
import type { Locale } from "~/i18n/locales";
import { sha256 } from "./content/image-sources";
import { root } from "./ensure-build.mjs";
import { IMAGES_OUT_DIR } from "./build-images";

export const DOCUMENTS_CACHE_DIR = path.join(root, ".cache", "documents");
/** Cache entries unused by a build and older than this are deleted. */
const CACHE_KEEP_MS = 14 * 24 * 3600 * 1000;

export { documentBaseName, type DocumentJob };

/**
 * The code a document is drawn with. The input key holds DOCUMENTS_CODE_VERSION (raised by
 * hand with a change to the layout); the build's cache also follows these files, so a build
 * never reuses a PDF drawn by other code, even before the version is raised.
 */
const CODE = [
  "app/.server/documents",
  "app/i18n/dictionaries",
  "app/lib/document-files.ts",
  "node_modules/@react-pdf/renderer/package.json",
];

export interface BuildDocumentsOptions {
  outDir?: string;
  /** The built images the documents are drawn from (build/client/images). */
  imagesDir?: string;
  manifestFile?: string;
  cacheDir?: string;
}

export interface BuildDocumentsSummary {
  documents: number;
  bytes: number;
  seconds: number;
  cacheHits: number;
  /** Each document's file and size, for the build's log. */
  files: Array<{ file: string; bytes: number }>;
}

/** The content the build renders: the seed, as a new database starts with. */
export function seedContent(): SiteContent {
  return toSiteContent(seedItems());
}

/** Every document of the seed content: each generated catalog and each datasheet, in each language. */
export function documentJobs(content: SiteContent = seedContent()): DocumentJob[] {
  const problems = uncoveredCatalogIds(content);
  if (problems.length > 0) {
    throw new Error(
      `Catalogs with neither a documentUrl nor a coverage in app/.server/documents/coverage.ts: ${problems.join(", ")}`,
    );
  }
  return contentDocumentJobs(content);
}

export async function buildDocuments(options: BuildDocumentsOptions = {}): Promise<BuildDocumentsSummary> {
  const started = performance.now();
  const outDir = options.outDir ?? path.join(root, DOCUMENTS_OUT_DIR);
  const manifestFile = options.manifestFile ?? path.join(root, DOCUMENTS_MANIFEST_FILE);
  const cacheDir = options.cacheDir ?? DOCUMENTS_CACHE_DIR;
  const codeHash = hashCode();
  const jobs = documentJobs();

  await rm(manifestFile, { force: true });
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await mkdir(path.join(cacheDir, "pdf"), { recursive: true });

  const content = seedContent();
  const images = new BuiltImages(options.imagesDir ?? IMAGES_OUT_DIR);
  const summary: BuildDocumentsSummary = { documents: 0, bytes: 0, seconds: 0, cacheHits: 0, files: [] };

  // Each document's input key first (the same as the server works out for the same
  // content); then the documents not in the cache are rendered, one at a time: react-pdf
  // lays out on one thread, and two worker processes were no faster on a busy 2-core
  // machine (their start-up costs what they save; ADR 010).
  const planned: Array<{ job: DocumentJob; inputKey: string; cachedFile: string; cached: boolean }> = [];
  for (const job of jobs) {
    const inputKey = await documentInputKey(job, content, images);
    const cachedFile = path.join(cacheDir, "pdf", `${sha256(`${inputKey}\n${codeHash}`)}.pdf`);
    planned.push({ job, inputKey, cachedFile, cached: existsSync(cachedFile) });
  }
  for (const entry of planned) {
    if (!entry.cached) {
      const element = await documentElement(entry.job, content, images.encoder());
      await writeAtomically(entry.cachedFile, await renderToBuffer(element));
      images.forget();
    }
  }

  const manifest: DocumentManifest = { catalogs: {}, datasheets: {} };
  for (const { job, inputKey, cachedFile, cached } of planned) {
    const bytes = await readFile(cachedFile);
    if (cached) {
      const now = new Date();
      await utimes(cachedFile, now, now);
    }
    const file = documentFileName(documentBaseName(job), job.locale, sha256(bytes));
    await writeFile(path.join(outDir, file), bytes);
    const entry: BuiltDocument = { file, bytes: bytes.length, inputKey };
    const group = job.kind === "catalog" ? manifest.catalogs : manifest.datasheets;
    (group[job.id] ??= {} as Record<Locale, BuiltDocument>)[job.locale] = entry;
    summary.documents++;
    summary.bytes += bytes.length;
    if (cached) summary.cacheHits++;
    summary.files.push(entry);
  }
  await pruneCache(cacheDir, new Set(planned.map((entry) => entry.cachedFile)));

  // Written last, beside the server bundle: its presence says this build's documents are complete.
  await mkdir(path.dirname(manifestFile), { recursive: true });
  await writeFile(`${manifestFile}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(`${manifestFile}.tmp`, manifestFile);
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

function hashCode(): string {
  const files: string[] = [];
  const visit = (relative: string) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    if (!statSync(full).isDirectory()) return void files.push(relative);
    for (const entry of readdirSync(full).sort()) {
      if (!/\.test\.tsx?$/.test(entry)) visit(path.join(relative, entry));
    }
  };
  for (const input of CODE) visit(input);
  return sha256(files.map((file) => `${file}\n${sha256(readFileSync(path.join(root, file)))}`).join("\n"));
}

async function pruneCache(cacheDir: string, used: Set<string>): Promise<void> {
  const cutoff = Date.now() - CACHE_KEEP_MS;
  for (const bucket of ["pdf"]) {
    const dir = path.join(cacheDir, bucket);
    if (!existsSync(dir)) continue;
    for (const entry of await readdir(dir)) {
      const file = path.join(dir, entry);
      if (used.has(file)) continue;
      if ((await stat(file)).mtimeMs < cutoff || entry.endsWith(".tmp")) await rm(file, { force: true });
    }
  }
}

export function formatDocumentsSummary(summary: BuildDocumentsSummary): string {
  const mb = (summary.bytes / 1_000_000).toFixed(1);
  return `Documents: ${summary.documents} PDFs, ${mb} MB, ${summary.seconds.toFixed(1)} s, cache hits ${summary.cacheHits}/${summary.documents}`;
}

async function main() {
  const summary = await buildDocuments();
  console.log(formatDocumentsSummary(summary));
  if (process.env.DOCUMENTS_VERBOSE) {
    for (const entry of summary.files) console.log(`  ${entry.file} ${(entry.bytes / 1000).toFixed(0)} kB`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
