// npm run images:placeholders [-- --force] [-- --prune]
// Draws placeholder artwork for every content image that has no source file yet (see
// content-images/placeholders.json), and never touches a real photo.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { IMAGE_SLOTS, type ImageSlot } from "~/content/image-slots";
import { slotHeight } from "~/lib/image-paths";
import { collectImages, type CollectedImage } from "./content/collect-images";
import {
  CONTENT_IMAGES_DIR,
  findSourceFiles,
  readManifest,
  sha256,
  writeManifest,
  type PlaceholderManifest,
} from "./content/image-sources";
import { loadContentModules } from "./content/load-content";
import { ARTWORK_VERSION, placeholderSvg } from "./images/placeholder-art";

/** Largest acceptable placeholder per slot: the quality steps down until the file fits. */
export const PLACEHOLDER_BUDGET: Record<ImageSlot, number> = {
  hero: 60_000,
  banner: 60_000,
  card: 25_000,
  gallery: 25_000,
  cover: 25_000,
  certificate: 25_000,
  portrait: 25_000,
};
const QUALITY_STEPS = [80, 72, 64, 56, 48, 40];

export interface GenerateOptions {
  images: readonly CollectedImage[];
  dir?: string;
  /** Redraw every placeholder (never a real photo). */
  force?: boolean;
  /** Delete placeholders no content refers to any more. */
  prune?: boolean;
  log?: (line: string) => void;
}

export interface GenerateReport {
  generated: string[];
  upToDate: string[];
  /** Images with a real photo: left alone. */
  real: string[];
  /** Placeholders deleted: superseded by a real photo of another extension, or pruned. */
  removed: string[];
  /** Placeholders of images no content refers to (deleted with `prune`). */
  orphans: string[];
}

/** Renders one image's placeholder as WebP at the slot's largest width. */
export async function renderPlaceholder(
  image: Pick<CollectedImage, "src" | "slot" | "label">,
): Promise<Buffer> {
  const widths = IMAGE_SLOTS[image.slot].widths;
  const width = widths[widths.length - 1]!;
  const svg = placeholderSvg({
    src: image.src,
    slot: image.slot,
    width,
    height: slotHeight(image.slot, width),
    label: image.label?.en,
  });
  const raster = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  let best: Buffer | undefined;
  for (const quality of QUALITY_STEPS) {
    best = await sharp(raster.data, { raw: raster.info })
      .webp({ quality, effort: 6, smartSubsample: true })
      .toBuffer();
    if (best.length <= PLACEHOLDER_BUDGET[image.slot]) break;
  }
  return best!;
}

export async function generatePlaceholders(options: GenerateOptions): Promise<GenerateReport> {
  const dir = options.dir ?? CONTENT_IMAGES_DIR;
  const log = options.log ?? (() => {});
  const manifest: PlaceholderManifest = readManifest(dir);
  const report: GenerateReport = { generated: [], upToDate: [], real: [], removed: [], orphans: [] };

  // Forget files that are gone or were overwritten with a real image of the same name.
  for (const [file, entry] of Object.entries(manifest.files)) {
    const full = path.join(dir, file);
    let bytes: Buffer;
    try {
      bytes = readFileSync(full);
    } catch {
      delete manifest.files[file];
      continue;
    }
    if (sha256(bytes) !== entry.sha256) {
      log(`${file}: replaced by a real image, no longer a placeholder`);
      delete manifest.files[file];
    }
  }

  const wanted = new Set<string>();
  const toDraw: CollectedImage[] = [];
  for (const image of options.images) {
    const file = `${image.src}.webp`;
    wanted.add(file);
    const found = findSourceFiles(image.src, manifest, dir);
    if (found.real.length > 0) {
      report.real.push(image.src);
      if (found.placeholder) {
        rmSync(path.join(dir, found.placeholder));
        delete manifest.files[found.placeholder];
        report.removed.push(found.placeholder);
        log(`${found.placeholder}: removed, ${found.real.join(", ")} replaces it`);
      }
      continue;
    }
    const entry = manifest.files[file];
    const label = image.label?.en ?? null;
    const upToDate =
      found.placeholder === file &&
      entry?.slot === image.slot &&
      entry.label === label &&
      entry.version === ARTWORK_VERSION;
    if (upToDate && !options.force) report.upToDate.push(image.src);
    else toDraw.push(image);
  }

  // Two at a time: rendering and WebP encoding each keep one core busy.
  let next = 0;
  const draw = async () => {
    while (next < toDraw.length) {
      const image = toDraw[next++]!;
      const file = `${image.src}.webp`;
      const bytes = await renderPlaceholder(image);
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), bytes);
      manifest.files[file] = {
        sha256: sha256(bytes),
        slot: image.slot,
        label: image.label?.en ?? null,
        version: ARTWORK_VERSION,
      };
      log(`${file}: ${(bytes.length / 1024).toFixed(1)} KB`);
    }
  };
  await Promise.all([draw(), draw()]);
  report.generated = toDraw.map((image) => image.src);

  for (const file of Object.keys(manifest.files)) {
    if (wanted.has(file)) continue;
    report.orphans.push(file);
    if (options.prune) {
      rmSync(path.join(dir, file));
      delete manifest.files[file];
      report.removed.push(file);
    }
  }
  mkdirSync(dir, { recursive: true });
  writeManifest(manifest, dir);
  return report;
}

async function main() {
  const args = process.argv.slice(2);
  const { images, problems } = collectImages(await loadContentModules());
  if (problems.length > 0) {
    console.error(
      `The content's image references have problems:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    process.exit(1);
  }
  const started = performance.now();
  const report = await generatePlaceholders({
    images,
    force: args.includes("--force"),
    prune: args.includes("--prune"),
    log: (line) => console.log(`  ${line}`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Placeholders: ${report.generated.length} drawn, ${report.upToDate.length} up to date, ${report.real.length} real photos left alone, ${report.removed.length} removed (${seconds} s).`,
  );
  if (report.orphans.length > 0 && !args.includes("--prune")) {
    console.log(
      `${report.orphans.length} placeholders are no longer used by the content (delete them with npm run images:placeholders -- --prune):\n${report.orphans.map((f) => `  - ${f}`).join("\n")}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
