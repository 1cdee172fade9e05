/**
 * Featured images uploaded in the back office (ADR 017): each is stored with AVIF and WebP
 * renditions at the sizes the news pages show, served from the database under addresses
 * that never change (`/media/images/<id>-<hash>-<size>-<width>.<format>`).
 */
export const UPLOADED_IMAGES_PATH = "/media/images";

/** The encoding of a form that carries a file. */
export const FILE_FORM_ENCODING = "multipart/form-data";

/** The shapes a post's picture takes: the list's card (4:3) and the post page's (16:9). */
export const UPLOAD_SIZES = {
  card: { aspect: [4, 3], widths: [480, 960] },
  post: { aspect: [16, 9], widths: [960, 1600] },
} as const;
export type UploadSize = keyof typeof UPLOAD_SIZES;
export const UPLOAD_FORMATS = ["avif", "webp"] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** An uploaded image: its id and the start of its content's hash (so a new upload is a new address). */
export interface UploadedImageRef {
  id: string;
  hash: string;
}

export interface UploadedVariantName extends UploadedImageRef {
  size: UploadSize;
  width: number;
  format: UploadFormat;
}

/** `<id>-<hash>-<size>-<width>.<format>`: the file name of every rendition served from the database. */
const RENDITION_NAME =
  /^(?<id>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(?<hash>[0-9a-f]{16})-(?<size>[a-z]+)-(?<width>\d{3,4})\.(?<format>avif|webp)$/;

const isUploadFormat = (value: string): value is UploadFormat =>
  (UPLOAD_FORMATS as readonly string[]).includes(value);

/**
 * A rendition's file name read back: its image, size and width, when `isSize` knows the size
 * and `widthsOf` lists the width for it (the posts' pictures and the media library share the
 * naming, each with its own sizes).
 */
export function parseRenditionName<Size extends string>(
  name: string,
  isSize: (value: string) => value is Size,
  widthsOf: (size: Size) => readonly number[],
): (UploadedImageRef & { size: Size; width: number; format: UploadFormat }) | undefined {
  const { id, hash, size, width, format } = RENDITION_NAME.exec(name)?.groups ?? {};
  if (!id || !hash || !size || !width || !format || !isSize(size) || !isUploadFormat(format))
    return undefined;
  if (!widthsOf(size).includes(Number(width))) return undefined;
  return { id, hash, size, width: Number(width), format };
}

const isUploadSize = (value: string): value is UploadSize => Object.hasOwn(UPLOAD_SIZES, value);

export function uploadedImageUrl(
  ref: UploadedImageRef,
  size: UploadSize,
  width: number,
  format: UploadFormat,
) {
  return `${UPLOADED_IMAGES_PATH}/${ref.id}-${ref.hash}-${size}-${width}.${format}`;
}

/** The address a post keeps in featured_image_url: the largest WebP of the post size. */
export function uploadedImageMainUrl(ref: UploadedImageRef): string {
  const widths = UPLOAD_SIZES.post.widths;
  return uploadedImageUrl(ref, "post", widths[widths.length - 1]!, "webp");
}

/** A rendition's file name read back, or undefined when it is not one this site makes. */
export function parseUploadedFile(name: string): UploadedVariantName | undefined {
  return parseRenditionName(name, isUploadSize, (size) => UPLOAD_SIZES[size].widths);
}

/** The uploaded image an address (a path on this site) names, if it names one. */
export function uploadedImageRef(path: string): UploadedImageRef | undefined {
  if (!path.startsWith(`${UPLOADED_IMAGES_PATH}/`)) return undefined;
  const found = parseUploadedFile(path.slice(UPLOADED_IMAGES_PATH.length + 1));
  return found ? { id: found.id, hash: found.hash } : undefined;
}

/** "…-480.avif 480w, …-960.avif 960w": every width of a size in one format. */
export function uploadedSrcSet(ref: UploadedImageRef, size: UploadSize, format: UploadFormat): string {
  return UPLOAD_SIZES[size].widths
    .map((width) => `${uploadedImageUrl(ref, size, width, format)} ${width}w`)
    .join(", ");
}

export function uploadHeight(size: UploadSize, width: number): number {
  const [w, h] = UPLOAD_SIZES[size].aspect;
  return Math.round((width * h) / w);
}
