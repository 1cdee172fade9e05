// Featured images uploaded in the back office: checked by their content, encoded once to the
// renditions the news pages show, and kept in the database so every instance serves them
// (ADR 017).
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import {
  UPLOAD_FORMATS,
  UPLOAD_SIZES,
  uploadHeight,
  type UploadedImageRef,
  type UploadedVariantName,
  type UploadFormat,
  type UploadSize,
} from "~/lib/uploaded-image";
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

/** One rendition: the image centre-cropped to the size's shape at a width. */
export async function encodeVariant(
  bytes: Uint8Array,
  size: UploadSize,
  width: number,
  format: UploadFormat,
) {
  const height = uploadHeight(size, width);
  const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
    .rotate()
    .resize(width, height, { fit: "cover", position: "attention" });
  // The settings of the build's content images (ADR 006), quick enough for a form's answer.
  const output = await (
    format === "avif" ? pipeline.avif({ quality: 50, effort: 2 }) : pipeline.webp({ quality: 78, effort: 4 })
  ).toBuffer();
  return { size, width, format, height, bytes: output };
}

/** Every rendition of an image, two at a time (the machine's two cores). */
export async function encodeAllVariants(bytes: Uint8Array) {
  const jobs: Array<() => ReturnType<typeof encodeVariant>> = [];
  for (const size of Object.keys(UPLOAD_SIZES) as UploadSize[])
    for (const width of UPLOAD_SIZES[size].widths)
      for (const format of UPLOAD_FORMATS) jobs.push(() => encodeVariant(bytes, size, width, format));
  const results: Awaited<ReturnType<typeof encodeVariant>>[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) results.push(await jobs[next++]!());
  };
  await Promise.all([worker(), worker()]);
  return results;
}

export type StoredImage = UploadedImageRef & { width: number; height: number };

/**
 * Checks an upload, encodes its renditions and stores all of it (one transaction, on `db`
 * or inside the caller's). Returns the image's reference, or why it was refused.
 */
export async function storeUploadedImage(
  db: Pick<Database, "insert">,
  bytes: Uint8Array,
  uploadedBy: string,
): Promise<StoredImage | { problem: ImageProblem }> {
  const checked = await checkImage(bytes);
  if ("problem" in checked) return checked;
  let variants: Awaited<ReturnType<typeof encodeAllVariants>>;
  try {
    variants = await encodeAllVariants(bytes);
  } catch {
    // A header that reads well over a body that does not (a truncated or damaged file).
    return { problem: "unreadable" };
  }
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  const [row] = await db
    .insert(mediaImages)
    .values({
      hash,
      contentType: checked.contentType,
      width: checked.width,
      height: checked.height,
      original: Buffer.from(bytes),
      uploadedBy,
    })
    .returning({ id: mediaImages.id });
  await db.insert(mediaImageVariants).values(variants.map((variant) => ({ ...variant, imageId: row!.id })));
  return { id: row!.id, hash, width: checked.width, height: checked.height };
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
