// Images uploaded in the back office: checked by their content (format, size, pixels) before the
// media library stores them (library.ts, ADR 028), and their stored renditions read back.
import { and, eq } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import type { UploadedVariantName } from "~/lib/uploaded-image";
import type { Database } from "../db/client";
import { mediaImageVariants, mediaImages } from "../db/schema";

/** The largest upload accepted: 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decoding a small file into a huge bitmap (a "pixel bomb") is refused past this. */
export const MAX_IMAGE_PIXELS = 50_000_000;

const ACCEPTED = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
} as const;
type AcceptedFormat = keyof typeof ACCEPTED;

/** Why an upload was refused (each has a message in both languages). */
export type ImageProblem = "too-large" | "not-image" | "wrong-format" | "too-many-pixels" | "unreadable";

/** The format the first bytes announce, whatever the file's name or the browser's type say. */
export function sniffImageFormat(bytes: Uint8Array): AcceptedFormat | "other" {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString("latin1");
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (/^ftyp(avif|avis)$/.test(ascii(4, 12))) return "avif";
  return "other";
}

export interface CheckedImage {
  format: AcceptedFormat;
  contentType: string;
  width: number;
  height: number;
}

/**
 * Whether the bytes are a JPEG, PNG, WebP or AVIF image of at most 10 MB that sharp can read:
 * the first bytes and sharp's reading of the header must agree on the format (sharp calls an
 * AVIF "heif" compressed with AV1).
 */
export async function checkImage(bytes: Uint8Array): Promise<CheckedImage | { problem: ImageProblem }> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { problem: "too-large" };
  const sniffed = sniffImageFormat(bytes);
  if (sniffed === "other") return { problem: isKnownImage(bytes) ? "wrong-format" : "not-image" };
  let metadata: Metadata;
  try {
    // The header only (no pixels are decoded): the pixel count is checked below, by name.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { problem: "unreadable" };
  }
  const read = metadata.format === "heif" && metadata.compression === "av1" ? "avif" : metadata.format;
  if (read !== sniffed || !metadata.width || !metadata.height) return { problem: "unreadable" };
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) return { problem: "too-many-pixels" };
  return { format: sniffed, contentType: ACCEPTED[sniffed], width: metadata.width, height: metadata.height };
}

/** Other image formats a person may well pick (GIF, HEIC, BMP, TIFF, SVG): "wrong format", not "not an image". */
function isKnownImage(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 64)).toString("latin1");
  return (
    head.startsWith("GIF8") ||
    head.startsWith("BM") ||
    head.startsWith("II*\0") ||
    head.startsWith("MM\0*") ||
    /^....ftyp(heic|heix|mif1)/s.test(head) ||
    /^\s*(<\?xml[^>]*>\s*)?<svg/i.test(head)
  );
}

/** A stored rendition's bytes, or undefined (no such image, an old hash, or no such rendition). */
export async function readImageVariant(
  db: Database,
  name: Omit<UploadedVariantName, "size"> & { size: string },
) {
  const [row] = await db
    .select({ bytes: mediaImageVariants.bytes })
    .from(mediaImageVariants)
    .innerJoin(mediaImages, eq(mediaImages.id, mediaImageVariants.imageId))
    .where(
      and(
        eq(mediaImageVariants.imageId, name.id),
        eq(mediaImages.hash, name.hash),
        eq(mediaImageVariants.size, name.size),
        eq(mediaImageVariants.width, name.width),
        eq(mediaImageVariants.format, name.format),
      ),
    )
    .limit(1);
  return row?.bytes;
}
