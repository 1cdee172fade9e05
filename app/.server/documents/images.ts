import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_SLOTS, type ImageSlot } from "~/content/types";
import { builtImageFile, slotHeight } from "~/lib/image-paths";

/**
 * The documents' images. react-pdf embeds JPEG and PNG only, so each content image is taken
 * from the build's own files (build/client/images: the slot's shape at the slot's widths, as
 * the pages show it), at the smallest built width at least as wide as the document needs,
 * and encoded as a small JPEG. The same files serve the build script and the server, so a
 * document's input key is the same in both.
 */
/** The file the image build writes last in its folder: the images are complete. */
export const IMAGES_COMPLETE_MARKER = ".complete";

export const PDF_JPEG = { quality: 72, mozjpeg: true, chromaSubsampling: "4:2:0" } as const;

export interface PdfImage {
  data: Buffer;
  width: number;
  height: number;
  /** What the image was made from (source file and size): part of a document's input key. */
  hash: string;
}

/** Where a document gets its images from. */
export interface ImageSource {
  get(src: string, slot: ImageSlot, width: number): Promise<PdfImage>;
}

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

export class BuiltImages {
  private readonly hashes = new Map<string, { mtimeMs: number; size: number; hash: string }>();
  private readonly encoded = new Map<string, Promise<PdfImage>>();

  constructor(private readonly imagesDir: string) {}

  /** The built file a document's image at a width is made from. */
  private sourceFile(src: string, slot: ImageSlot, width: number): string {
    const widths = IMAGE_SLOTS[slot].widths;
    const chosen = widths.find((candidate) => candidate >= width) ?? widths[widths.length - 1]!;
    const file = path.join(this.imagesDir, builtImageFile(src, chosen, "webp"));
    if (!file.startsWith(this.imagesDir + path.sep)) throw new Error(`Not an image name: "${src}"`);
    return file;
  }

  /** The hash of what an image is made from, read again only when its file changed. */
  async fingerprint(src: string, slot: ImageSlot, width: number): Promise<string> {
    const file = this.sourceFile(src, slot, width);
    const info = await stat(file).catch(() => {
      throw new Error(`No built image for "${src}" (${file})`);
    });
    const known = this.hashes.get(file);
    if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known.hash;
    const hash = sha256(
      JSON.stringify({
        source: sha256(await readFile(file)),
        width,
        height: slotHeight(slot, width),
        PDF_JPEG,
      }),
    );
    this.hashes.set(file, { mtimeMs: info.mtimeMs, size: info.size, hash });
    return hash;
  }

  /** A source that hashes the images without encoding them: for working out input keys. */
  fingerprints(): ImageSource & { hashes: Set<string> } {
    const hashes = new Set<string>();
    return {
      hashes,
      get: async (src, slot, width) => {
        const hash = await this.fingerprint(src, slot, width);
        hashes.add(`${src}:${width}:${hash}`);
        return { data: Buffer.alloc(0), width, height: slotHeight(slot, width), hash };
      },
    };
  }

  /** A source that encodes the images (kept until `forget`, as one document shares many). */
  encoder(): ImageSource {
    return {
      get: (src, slot, width) => {
        const id = `${src}|${slot}|${width}`;
        let image = this.encoded.get(id);
        if (!image) {
          image = this.encode(src, slot, width);
          this.encoded.set(id, image);
          image.catch(() => this.encoded.delete(id));
        }
        return image;
      },
    };
  }

  /** Lets go of the encoded images (after a round of rendering). */
  forget(): void {
    this.encoded.clear();
  }

  private async encode(src: string, slot: ImageSlot, width: number): Promise<PdfImage> {
    const hash = await this.fingerprint(src, slot, width);
    const height = slotHeight(slot, width);
    const data = await sharp(await readFile(this.sourceFile(src, slot, width)), { failOn: "error" })
      .resize({ width, height, fit: "cover", position: "centre" })
      .flatten({ background: "#ffffff" })
      .jpeg(PDF_JPEG)
      .toBuffer();
    return { data, width, height, hash };
  }
}
