// npm run images:build (and the last step of npm run build): every content image, cropped to
// its slot's shape, as AVIF and WebP at each of the slot's widths in build/client/images/.
// Encoded files are cached in .cache/images/ by source bytes + slot + encoder settings.
import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp, { type OutputInfo } from "sharp";
import { IMAGE_SLOTS } from "~/content/image-slots";
import { builtImageFile, IMAGE_FORMATS, slotHeight, type ImageFormat } from "~/lib/image-paths";
import { collectImages, type CollectedImage } from "./content/collect-images";
import {
  CONTENT_IMAGES_DIR,
  findSourceFiles,
  readManifest,
  resolveSource,
  sha256,
} from "./content/image-sources";
import { loadContentModules } from "./content/load-content";
import { root } from "./ensure-build.mjs";
import { IMAGES_COMPLETE_MARKER } from "~/.server/documents/images";

/**
 * Encoder settings, chosen for the build's 120 s budget on 2 cores (measurements in
 * docs/decisions/006-images.md): AVIF effort 0 (effort 4, sharp's default, takes ~10 s per
 * 1920 px image here; effort 1 is ~2x slower than 0 for ~15% smaller files) and WebP
 * without smartSubsample (which made WebP 4-5x slower than AVIF effort 0).
 */
export const ENCODERS = {
  avif: { quality: 45, effort: 0, chromaSubsampling: "4:2:0" },
  webp: { quality: 75, effort: 2 },
} as const satisfies Record<ImageFormat, object>;

/** Bump when the pipeline changes in a way the settings above do not show (crop, resize). */
const PIPELINE_VERSION = 1;

export const IMAGES_OUT_DIR = path.join(root, "build", "client", "images");
export const IMAGES_CACHE_DIR = path.join(root, ".cache", "images");
/** Written last: its presence says the images of this build are complete (the server looks for it). */
export { IMAGES_COMPLETE_MARKER };
/** Cache entries unused by a build and older than this are deleted. */
const CACHE_KEEP_MS = 14 * 24 * 3600 * 1000;

export interface BuildImagesOptions {
  images: readonly CollectedImage[];
  sourceDir?: string;
  outDir?: string;
  cacheDir?: string;
  /** Images encoded at once (each encode uses one core). */
  concurrency?: number;
}

export interface BuildImagesSummary {
  images: number;
  files: number;
  bytes: number;
  seconds: number;
  cacheHits: number;
  /** Images whose source is smaller than the slot's largest width (upscaled). */
  upscaled: string[];
}

export class ImageBuildError extends Error {
  constructor(readonly problems: string[]) {
    super(`Images cannot be built:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ImageBuildError";
  }
}

export async function buildImages(options: BuildImagesOptions): Promise<BuildImagesSummary> {
  const started = performance.now();
  const sourceDir = options.sourceDir ?? CONTENT_IMAGES_DIR;
  const outDir = options.outDir ?? IMAGES_OUT_DIR;
  const cacheDir = options.cacheDir ?? IMAGES_CACHE_DIR;
  const concurrency = Math.max(1, options.concurrency ?? Math.min(2, availableParallelism()));

  // Every source first, so a missing one fails the build before any work, with the full list.
  const manifest = readManifest(sourceDir);
  const problems: string[] = [];
  const jobs: Array<{ image: CollectedImage; file: string }> = [];
  for (const image of options.images) {
    const resolved = resolveSource(findSourceFiles(image.src, manifest, sourceDir), image.src);
    if (resolved.ok) jobs.push({ image, file: path.join(sourceDir, resolved.file) });
    else problems.push(resolved.problem);
  }
  if (problems.length > 0) throw new ImageBuildError(problems);

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  // One libvips thread per image; `concurrency` images at a time.
  sharp.concurrency(1);
  sharp.cache(false);

  const summary: BuildImagesSummary = {
    images: jobs.length,
    files: 0,
    bytes: 0,
    seconds: 0,
    cacheHits: 0,
    upscaled: [],
  };
  const used = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await buildOne(job.image, job.file, { outDir, cacheDir, used, summary });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await pruneCache(cacheDir, used);
  summary.seconds = (performance.now() - started) / 1000;
  await writeFile(path.join(outDir, IMAGES_COMPLETE_MARKER), `${JSON.stringify(summary)}\n`);
  return summary;
}

interface BuildContext {
  outDir: string;
  cacheDir: string;
  used: Set<string>;
  summary: BuildImagesSummary;
}

async function buildOne(image: CollectedImage, sourceFile: string, ctx: BuildContext): Promise<void> {
  const source = await readFile(sourceFile);
  const sourceHash = sha256(source);
  const slot = IMAGE_SLOTS[image.slot];
  let base: Promise<{ data: Buffer; info: OutputInfo }> | undefined;
  for (const width of slot.widths) {
    const height = slotHeight(image.slot, width);
    for (const format of IMAGE_FORMATS) {
      const key = sha256(
        JSON.stringify({
          PIPELINE_VERSION,
          sourceHash,
          aspect: slot.aspect,
          width,
          height,
          format,
          settings: ENCODERS[format],
        }),
      );
      const cached = path.join(ctx.cacheDir, key.slice(0, 2), `${key}.${format}`);
      const out = path.join(ctx.outDir, builtImageFile(image.src, width, format));
      await mkdir(path.dirname(out), { recursive: true });
      ctx.used.add(cached);
      if (existsSync(cached)) {
        await copyFile(cached, out);
        const now = new Date();
        await utimes(cached, now, now);
        const { size } = await stat(out);
        ctx.summary.cacheHits++;
        ctx.summary.bytes += size;
      } else {
        base ??= cropToSlot(source, image, ctx.summary);
        const encoded = await encode(await base, width, height, format);
        await mkdir(path.dirname(cached), { recursive: true });
        const temporary = `${cached}.${process.pid}.tmp`;
        await writeFile(temporary, encoded);
        await rename(temporary, cached);
        await writeFile(out, encoded);
        ctx.summary.bytes += encoded.length;
      }
      ctx.summary.files++;
    }
  }
}

/** The source, upright, cropped (cover, centre) and scaled to the slot's largest size. */
async function cropToSlot(source: Buffer, image: CollectedImage, summary: BuildImagesSummary) {
  const widths = IMAGE_SLOTS[image.slot].widths;
  const width = widths[widths.length - 1]!;
  const height = slotHeight(image.slot, width);
  const upright = sharp(source, { failOn: "error" }).rotate();
  const meta = await upright.metadata();
  const [w, h] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  if (w && h && (w < width || h < height)) summary.upscaled.push(image.src);
  return upright
    .resize({ width, height, fit: "cover", position: "centre" })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

function encode(
  base: { data: Buffer; info: OutputInfo },
  width: number,
  height: number,
  format: ImageFormat,
) {
  const { info } = base;
  let pipeline = sharp(base.data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
  if (width !== info.width || height !== info.height)
    pipeline = pipeline.resize(width, height, { fit: "fill" });
  return format === "avif"
    ? pipeline.avif(ENCODERS.avif).toBuffer()
    : pipeline.webp(ENCODERS.webp).toBuffer();
}

/** Deletes cache entries this build did not use that have not been used for a while. */
async function pruneCache(cacheDir: string, used: Set<string>): Promise<void> {
  const cutoff = Date.now() - CACHE_KEEP_MS;
  for (const bucket of await readdir(cacheDir)) {
    const dir = path.join(cacheDir, bucket);
    if (!(await stat(dir)).isDirectory()) continue;
    for (const entry of await readdir(dir)) {
      const file = path.join(dir, entry);
      if (used.has(file)) continue;
      if ((await stat(file)).mtimeMs < cutoff || entry.endsWith(".tmp")) await rm(file, { force: true });
    }
  }
}

export function formatSummary(summary: BuildImagesSummary): string {
  const mb = (summary.bytes / 1024 / 1024).toFixed(1);
  return `Images: ${summary.images} images, ${summary.files} files, ${mb} MB, ${summary.seconds.toFixed(1)} s, cache hits ${summary.cacheHits}/${summary.files}`;
}

async function main() {
  const { images, problems } = collectImages(await loadContentModules());
  if (problems.length > 0) throw new ImageBuildError(problems);
  const concurrency = process.env.IMAGE_CONCURRENCY ? Number(process.env.IMAGE_CONCURRENCY) : undefined;
  const summary = await buildImages({ images, concurrency });
  console.log(formatSummary(summary));
  if (summary.upscaled.length > 0) {
    console.warn(
      `Sources smaller than their slot's largest width (upscaled; a larger photo would look sharper):\n${summary.upscaled.map((src) => `  - ${src}`).join("\n")}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof ImageBuildError ? error.message : error);
    process.exit(1);
  }
}
