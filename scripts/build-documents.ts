// npm run documents:build (and the last step of npm run build): the Catalogs page's catalogs
// and the screening products' datasheets as PDFs, in every language, generated from the
// content, in build/client/documents/<name>-<locale>-<hash>.pdf, with a manifest the server
// reads (build/server/documents.json). Rendered documents are cached in .cache/documents/ by
// the content, the images and this code, so an unchanged build renders nothing.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type DocumentProps, renderToBuffer } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { catalogs } from "~/content/catalogs";
import {
  DOCUMENTS_MANIFEST_FILE,
  DOCUMENTS_OUT_DIR,
  documentFileName,
  type BuiltDocument,
  type DocumentManifest,
} from "~/features/catalogue/document-files";
import type { ProductPageId } from "~/content/ids";
import { LOCALES, type Locale } from "~/i18n/locales";
import { sha256 } from "./content/image-sources";
import { catalogDocument } from "./documents/catalog-document";
import {
  DATASHEET_PRODUCT_IDS,
  generatedCatalogIds,
  uncoveredCatalogIds,
} from "./documents/catalog-coverage";
import { datasheetDocument } from "./documents/datasheet-document";
import { PdfImages } from "./documents/pdf-images";
import { root } from "./ensure-build.mjs";

export const DOCUMENTS_CACHE_DIR = path.join(root, ".cache", "documents");
/** Cache entries unused by a build and older than this are deleted. */
const CACHE_KEEP_MS = 14 * 24 * 3600 * 1000;

/** What a document is drawn from besides its images: a change to any of it renders anew. */
const INPUTS = [
  "app/content",
  "app/i18n/dictionaries",
  "app/features/catalogue/document-files.ts",
  "scripts/documents",
  "scripts/build-documents.ts",
  "node_modules/@react-pdf/renderer/package.json",
];

export interface DocumentJob {
  kind: "catalog" | "datasheet";
  id: string;
  locale: Locale;
}

export interface BuildDocumentsOptions {
  outDir?: string;
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

/** Every document of the site: each generated catalog and each datasheet, in each language. */
export function documentJobs(): DocumentJob[] {
  const problems = uncoveredCatalogIds();
  if (problems.length > 0) {
    throw new Error(
      `Catalogs with neither a documentUrl nor a coverage in scripts/documents/catalog-coverage.ts: ${problems.join(", ")}`,
    );
  }
  return [
    ...generatedCatalogIds().flatMap((id) =>
      LOCALES.map((locale) => ({ kind: "catalog" as const, id, locale })),
    ),
    ...DATASHEET_PRODUCT_IDS.flatMap((id) =>
      LOCALES.map((locale) => ({ kind: "datasheet" as const, id, locale })),
    ),
  ];
}

/** The base of a document's file name (the language and hash follow). */
export function documentBaseName(job: DocumentJob): string {
  return job.kind === "catalog" ? job.id : `${job.id}-datasheet`;
}

export async function buildDocuments(options: BuildDocumentsOptions = {}): Promise<BuildDocumentsSummary> {
  const started = performance.now();
  const outDir = options.outDir ?? path.join(root, DOCUMENTS_OUT_DIR);
  const manifestFile = options.manifestFile ?? path.join(root, DOCUMENTS_MANIFEST_FILE);
  const cacheDir = options.cacheDir ?? DOCUMENTS_CACHE_DIR;
  const jobs = documentJobs();

  await rm(manifestFile, { force: true });
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await mkdir(path.join(cacheDir, "pdf"), { recursive: true });

  const images = new PdfImages(path.join(cacheDir, "images"));
  const inputsHash = hashInputs();
  const summary: BuildDocumentsSummary = { documents: 0, bytes: 0, seconds: 0, cacheHits: 0, files: [] };

  // Each document's cache entry first (its images are encoded on the way, cheap when cached);
  // then the missing ones are rendered.
  const planned: Array<{
    job: DocumentJob;
    element: ReactElement<DocumentProps>;
    cachedFile: string;
    cached: boolean;
  }> = [];
  for (const job of jobs) {
    const { element, cachedFile } = await prepareDocument(job, images, inputsHash, cacheDir);
    planned.push({ job, element, cachedFile, cached: existsSync(cachedFile) });
  }
  // One at a time: react-pdf lays out on one thread, and two worker processes were no faster
  // on a busy 2-core machine (their start-up costs what they save; ADR 010).
  for (const entry of planned) {
    if (!entry.cached) await renderDocument(entry.element, entry.cachedFile);
  }

  const manifest: DocumentManifest = { catalogs: {}, datasheets: {} };
  for (const { job, cachedFile, cached } of planned) {
    const bytes = await readFile(cachedFile);
    if (cached) {
      const now = new Date();
      await utimes(cachedFile, now, now);
    }
    const file = documentFileName(documentBaseName(job), job.locale, sha256(bytes));
    await writeFile(path.join(outDir, file), bytes);
    const entry: BuiltDocument = { file, bytes: bytes.length };
    const group = job.kind === "catalog" ? manifest.catalogs : manifest.datasheets;
    (group[job.id] ??= {} as Record<Locale, BuiltDocument>)[job.locale] = entry;
    summary.documents++;
    summary.bytes += bytes.length;
    if (cached) summary.cacheHits++;
    summary.files.push(entry);
  }
  await pruneCache(cacheDir, new Set([...planned.map((entry) => entry.cachedFile), ...images.used]));

  // Written last, beside the server bundle: its presence says this build's documents are complete.
  await mkdir(path.dirname(manifestFile), { recursive: true });
  await writeFile(`${manifestFile}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(`${manifestFile}.tmp`, manifestFile);
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

/** A document's React tree and the cache file its rendering goes to. */
async function prepareDocument(
  job: DocumentJob,
  shared: PdfImages,
  inputsHash: string,
  cacheDir: string,
): Promise<{ element: ReactElement<DocumentProps>; cachedFile: string }> {
  const images = shared.forDocument();
  const element =
    job.kind === "catalog"
      ? await catalogDocument(
          catalogs.find((card) => card.id === job.id)!,
          {
            locale: job.locale,
            images,
            sectionPages: new Map(),
          },
        )
      : await datasheetDocument(job.id as ProductPageId, job.locale, images);
  // The images' bytes are part of the key: a new photo renders the document anew.
  const key = sha256(JSON.stringify({ job, inputs: inputsHash, images: [...images.hashes].sort() }));
  return { element, cachedFile: path.join(cacheDir, "pdf", `${key}.pdf`) };
}

async function renderDocument(element: ReactElement<DocumentProps>, cachedFile: string): Promise<void> {
  const bytes = await renderToBuffer(element);
  const temporary = `${cachedFile}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, cachedFile);
}

function hashInputs(): string {
  const files: string[] = [];
  const visit = (relative: string) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    if (!statSync(full).isDirectory()) return void files.push(relative);
    for (const entry of readdirSync(full).sort()) {
      if (!/\.test\.tsx?$/.test(entry)) visit(path.join(relative, entry));
    }
  };
  for (const input of INPUTS) visit(input);
  return sha256(files.map((file) => `${file}\n${sha256(readFileSync(path.join(root, file)))}`).join("\n"));
}

async function pruneCache(cacheDir: string, used: Set<string>): Promise<void> {
  const cutoff = Date.now() - CACHE_KEEP_MS;
  for (const bucket of ["pdf", "images"]) {
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
