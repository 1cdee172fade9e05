import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_SLOTS, type ImageSlot } from "~/content/types";
import { slotHeight } from "~/lib/image-paths";
import {
  CONTENT_IMAGES_DIR,
  findSourceFiles,
  readManifest,
  resolveSource,
  sha256,
  type PlaceholderManifest,
} from "../content/image-sources";

/**
 * The documents' images: react-pdf embeds JPEG and PNG only, so each content image is
 * cropped to its slot's shape (as on the pages) and encoded as a small JPEG. Encoded files
 * are cached in .cache/documents/images/ by source bytes, slot, width and settings.
 */
export const PDF_JPEG = { quality: 72, mozjpeg: true, chromaSubsampling: "4:2:0" } as const;

/** Bump when the pipeline changes in a way the settings do not show. */
const PIPELINE_VERSION = 1;

export interface PdfImage {
  data: Buffer;
  width: number;
  height: number;
  /** The encoded file's hash, part of the documents' cache key. */
  hash: string;
}

/** Where a document gets its images from. */
export interface ImageSource {
  get(src: string, slot: ImageSlot, width: number): Promise<PdfImage>;
}

export class PdfImages implements ImageSource {
  private readonly manifest: PlaceholderManifest;
  private readonly pending = new Map<string, Promise<PdfImage>>();
  /** Cache files used by this build. */
  readonly used = new Set<string>();

  constructor(
    private readonly cacheDir: string,
    private readonly sourceDir: string = CONTENT_IMAGES_DIR,
  ) {
    this.manifest = readManifest(sourceDir);
  }

  /** The image `src` of `slot`, `width` pixels wide (the slot's aspect), as a JPEG. */
  get(src: string, slot: ImageSlot, width: number): Promise<PdfImage> {
    const id = `${src}|${slot}|${width}`;
    let image = this.pending.get(id);
    if (!image) {
      image = this.encode(src, slot, width);
      this.pending.set(id, image);
    }
    return image;
  }

  /** A view for one document, which records the images it uses (part of its cache key). */
  forDocument(): ImageSource & { hashes: Set<string> } {
    const hashes = new Set<string>();
    return {
      hashes,
      get: async (src, slot, width) => {
        const image = await this.get(src, slot, width);
        hashes.add(`${src}:${width}:${image.hash}`);
        return image;
      },
    };
  }

  private async encode(src: string, slot: ImageSlot, width: number): Promise<PdfImage> {
    const resolved = resolveSource(findSourceFiles(src, this.manifest, this.sourceDir), src);
    if (!resolved.ok) throw new Error(resolved.problem);
    const source = await readFile(path.join(this.sourceDir, resolved.file));
    const height = slotHeight(slot, width);
    const key = sha256(
      JSON.stringify({
        PIPELINE_VERSION,
        source: sha256(source),
        aspect: IMAGE_SLOTS[slot].aspect,
        width,
        height,
        PDF_JPEG,
      }),
    );
    const cached = path.join(this.cacheDir, `${key}.jpg`);
    this.used.add(cached);
    let data: Buffer;
    if (existsSync(cached)) {
      data = await readFile(cached);
    } else {
      data = await sharp(source, { failOn: "error" })
        .rotate()
        .resize({ width, height, fit: "cover", position: "centre" })
        .flatten({ background: "#ffffff" })
        .jpeg(PDF_JPEG)
        .toBuffer();
      await mkdir(this.cacheDir, { recursive: true });
      const temporary = `${cached}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, cached);
    }
    return { data, width, height, hash: sha256(data) };
  }
}
