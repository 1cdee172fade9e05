import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_SLOTS } from "~/content/image-slots";
import { builtImageFile, IMAGE_FORMATS, slotHeight } from "~/lib/image-paths";
import { buildImages, IMAGES_COMPLETE_MARKER, ImageBuildError } from "./build-images";
import { collectImages, type CollectedImage } from "./content/collect-images";
import { loadContentModules } from "./content/load-content";
import { root } from "./ensure-build.mjs";
import { generatePlaceholders } from "./generate-placeholders";

let work: string;
let images: CollectedImage[];
const dirs = () => ({
  sourceDir: path.join(work, "content-images"),
  outDir: path.join(work, "out"),
  cacheDir: path.join(work, "cache"),
});
const fileCount = (list: readonly CollectedImage[]) =>
  list.reduce((sum, image) => sum + IMAGE_SLOTS[image.slot].widths.length * IMAGE_FORMATS.length, 0);

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "build-images-"));
  ({ images } = collectImages(await loadContentModules(path.join(root, "tests/fixtures/content"))));
  await generatePlaceholders({ images, dir: dirs().sourceDir });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("buildImages", () => {
  it("writes AVIF and WebP at every width of each image's slot, in the slot's exact shape", async () => {
    const summary = await buildImages({ images, ...dirs() });
    expect(summary).toMatchObject({ images: 3, files: fileCount(images), cacheHits: 0 });
    for (const image of images) {
      for (const width of IMAGE_SLOTS[image.slot].widths) {
        for (const format of IMAGE_FORMATS) {
          const meta = await sharp(
            path.join(dirs().outDir, builtImageFile(image.src, width, format)),
          ).metadata();
          expect([meta.format, meta.width, meta.height]).toEqual([
            format === "avif" ? "heif" : "webp",
            width,
            slotHeight(image.slot, width),
          ]);
        }
      }
    }
    expect(existsSync(path.join(dirs().outDir, IMAGES_COMPLETE_MARKER))).toBe(true);
  });

  it("only copies from the cache when nothing changed", async () => {
    const summary = await buildImages({ images, ...dirs() });
    expect(summary.cacheHits).toBe(summary.files);
  });

  it("re-encodes just the image whose source changed, cropping a photo of another shape to the slot", async () => {
    const card = images.find((image) => image.slot === "card")!;
    // A tall photo for a 4:3 slot, smaller than the slot's largest width.
    const photo = await sharp({ create: { width: 500, height: 900, channels: 3, background: "#2a6" } })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(dirs().sourceDir, `${card.src}.jpg`), photo);
    const summary = await buildImages({ images, ...dirs() });
    expect(summary.files - summary.cacheHits).toBe(fileCount([card]));
    expect(summary.upscaled).toEqual([card.src]);
    const meta = await sharp(path.join(dirs().outDir, builtImageFile(card.src, 960, "webp"))).metadata();
    expect([meta.width, meta.height]).toEqual([960, 720]);
  });

  it("fails before any work, listing every image without a source file", async () => {
    const missing: CollectedImage = {
      src: "fixture/nowhere",
      slot: "gallery",
      alt: { en: "a", es: "b" },
      where: ["x.ts"],
    };
    const attempt = buildImages({ images: [...images, missing], ...dirs() });
    await expect(attempt).rejects.toBeInstanceOf(ImageBuildError);
    await expect(attempt).rejects.toThrow(/image "fixture\/nowhere" has no source file/);
    expect(existsSync(path.join(dirs().outDir, IMAGES_COMPLETE_MARKER))).toBe(true);
  });
});
