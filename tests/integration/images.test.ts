import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_SLOTS } from "~/content/image-slots";
import { builtImageFile, builtImageUrl, IMAGE_FORMATS, slotHeight } from "~/lib/image-paths";
import { collectImages } from "../../scripts/content/collect-images";
import { loadContentModules } from "../../scripts/content/load-content";
import { root } from "../../scripts/ensure-build.mjs";
import { startTestServer, type TestServer } from "../support/test-server";

const imagesDir = path.join(root, "build", "client", "images");
// Before the catalogue content exists there is nothing to serve yet (the check below skips).
const { images } = collectImages(await loadContentModules());
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("the built images", () => {
  it("include AVIF and WebP at every width of every content image's slot", () => {
    const missing: string[] = [];
    for (const image of images) {
      for (const width of IMAGE_SLOTS[image.slot].widths) {
        for (const format of IMAGE_FORMATS) {
          const file = builtImageFile(image.src, width, format);
          if (!existsSync(path.join(imagesDir, file))) missing.push(file);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(existsSync(path.join(imagesDir, ".complete"))).toBe(true);
  });

  it("have the slot's exact pixel size (one image of each slot, every width and format)", async () => {
    const sample = [...new Map(images.map((image) => [image.slot, image])).values()];
    const wrong: string[] = [];
    for (const image of sample) {
      for (const width of IMAGE_SLOTS[image.slot].widths) {
        for (const format of IMAGE_FORMATS) {
          const file = builtImageFile(image.src, width, format);
          const meta = await sharp(path.join(imagesDir, file)).metadata();
          const expected = `${format === "avif" ? "heif" : "webp"} ${width}x${slotHeight(image.slot, width)}`;
          const actual = `${meta.format} ${meta.width}x${meta.height}`;
          if (actual !== expected) wrong.push(`${file}: ${actual}, expected ${expected}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("serving images", () => {
  it.skipIf(images.length === 0)("sends them with their type and a week of caching", async () => {
    const image = images[0]!;
    const width = IMAGE_SLOTS[image.slot].widths[0];
    for (const [format, type] of [
      ["avif", "image/avif"],
      ["webp", "image/webp"],
    ] as const) {
      const res = await server.get(builtImageUrl(image.src, width, format));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("cache-control")).toBe("public, max-age=604800, stale-while-revalidate=86400");
      const body = Buffer.from(await res.arrayBuffer());
      expect((await sharp(body).metadata()).width).toBe(width);
    }
  });

  it("answers a missing image with a plain 404, not a page", async () => {
    const res = await server.get("/images/no/such-image-640.avif");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("does not serve the build's completion marker", async () => {
    expect((await server.get("/images/.complete")).status).toBe(404);
  });
});
