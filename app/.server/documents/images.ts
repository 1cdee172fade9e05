import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageRef } from "~/content/types";
import { IMAGE_SLOTS, type ImageSlot } from "~/content/image-slots";
import { builtImageFile, slotHeight } from "~/lib/image-paths";
import { imageSrc } from "~/lib/localize";
import { LIBRARY_IMAGES_FOLDER } from "~/lib/media-url";

/**
 * The documents' images. react-pdf embeds JPEG and PNG only, so each content image is taken
 * from the build's own files (build/client/images: the slot's shape at the slot's widths, as
 * the pages show it), at the smallest built width at least as wide as the document needs,
 * and encoded as a small JPEG. The same files serve the build script and the server, so a
 * document's input key is the same in both.
 *
 * A library image (ADR 028) is drawn from its WebP rendition for the slot, which lives in the
 * database: the renderer reads the renditions a document needs (`libraryFiles` of
 * `fingerprints()`) and hands them over with `addLibraryFiles`, as a worker thread has no
 * database. Its fingerprint needs no bytes: the rendition's name holds the image's hash, which
 * changes with its file and its focal point.
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

/** An image of the content as a document draws it. */
export type DocumentImage = Pick<ImageRef, "src" | "slot" | "media" | "library">;

/** Where a document gets its images from. */
export interface ImageSource {
  get(image: DocumentImage, width: number): Promise<PdfImage>;
}

/** A library rendition's file name (as the database names it), for a source below `media/`. */
function libraryFileName(src: string, width: number): string | undefined {
  const prefix = `${LIBRARY_IMAGES_FOLDER}/`;
  return src.startsWith(prefix) ? builtImageFile(src.slice(prefix.length), width, "webp") : undefined;
}

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

export class BuiltImages {
  private readonly hashes = new Map<string, { mtimeMs: number; size: number; hash: string }>();
  private readonly encoded = new Map<string, Promise<PdfImage>>();
  private readonly library = new Map<string, Uint8Array>();

  constructor(private readonly imagesDir: string) {}

  /** The smallest width the slot is made at that is at least `width` (else its largest). */
  private chosenWidth(slot: ImageSlot, width: number): number {
    const widths = IMAGE_SLOTS[slot].widths;
    return widths.find((candidate) => candidate >= width) ?? widths[widths.length - 1]!;
  }

  /** The built file a document's image at a width is made from. */
  private sourceFile(src: string, slot: ImageSlot, width: number): string {
    const file = path.join(this.imagesDir, builtImageFile(src, this.chosenWidth(slot, width), "webp"));
    if (!file.startsWith(this.imagesDir + path.sep)) throw new Error(`Not an image name: "${src}"`);
    return file;
  }

  /** The library rendition an image at a width is made from, or undefined for a built image. */
  private libraryFile(src: string, slot: ImageSlot, width: number): string | undefined {
    return libraryFileName(src, this.chosenWidth(slot, width));
  }

  /** Library renditions a document needs, by file name (read from the database by the caller). */
  addLibraryFiles(files: Readonly<Record<string, Uint8Array>>): void {
    for (const [name, bytes] of Object.entries(files)) this.library.set(name, bytes);
  }

  /** The bytes an image at a width is made from: a library rendition, else a built file. */
  private async sourceBytes(src: string, slot: ImageSlot, width: number): Promise<Uint8Array> {
    const name = this.libraryFile(src, slot, width);
    if (!name) return readFile(this.sourceFile(src, slot, width));
    const bytes = this.library.get(name);
    if (!bytes) throw new Error(`The library rendition "${name}" was not handed over`);
    return bytes;
  }

  /** The hash of what an image is made from, read again only when its file changed. */
  async fingerprint(src: string, slot: ImageSlot, width: number): Promise<string> {
    const library = this.libraryFile(src, slot, width);
    if (library) return sha256(JSON.stringify({ library, width, height: slotHeight(slot, width), PDF_JPEG }));
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

  /**
   * A source that hashes the images without encoding them: for working out input keys, and
   * which library renditions a document needs.
   */
  fingerprints(): ImageSource & { hashes: Set<string>; libraryFiles: Set<string> } {
    const hashes = new Set<string>();
    const libraryFiles = new Set<string>();
    return {
      hashes,
      libraryFiles,
      get: async (image, width) => {
        const { slot } = image;
        const src = imageSrc(image);
        const hash = await this.fingerprint(src, slot, width);
        hashes.add(`${src}:${width}:${hash}`);
        const library = this.libraryFile(src, slot, width);
        if (library) libraryFiles.add(library);
        return { data: Buffer.alloc(0), width, height: slotHeight(slot, width), hash };
      },
    };
  }

  /** A source that encodes the images (kept until `forget`, as one document shares many). */
  encoder(): ImageSource {
    return {
      get: (image, width) => {
        const { slot } = image;
        const src = imageSrc(image);
        const id = `${src}|${slot}|${width}`;
        let encoded = this.encoded.get(id);
        if (!encoded) {
          encoded = this.encode(src, slot, width);
          this.encoded.set(id, encoded);
          encoded.catch(() => this.encoded.delete(id));
        }
        return encoded;
      },
    };
  }

  /** Lets go of the encoded images (after a round of rendering). */
  forget(): void {
    this.encoded.clear();
    this.library.clear();
  }

  private async encode(src: string, slot: ImageSlot, width: number): Promise<PdfImage> {
    const hash = await this.fingerprint(src, slot, width);
    const height = slotHeight(slot, width);
    const data = await sharp(await this.sourceBytes(src, slot, width), { failOn: "error" })
      .resize({ width, height, fit: "cover", position: "centre" })
      .flatten({ background: "#ffffff" })
      .jpeg(PDF_JPEG)
      .toBuffer();
    return { data, width, height, hash };
  }
}
