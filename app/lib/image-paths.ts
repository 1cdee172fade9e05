import { IMAGE_SLOTS, type ImageSlot } from "~/content/image-slots";

/** The formats the build writes for every image and width, best first (the order of `<source>`s). */
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Where built images are served from (build/client/images). */
export const IMAGES_PATH = "/images";

/** The height of a slot's image at a width: the slot's aspect ratio, rounded to whole pixels. */
export function slotHeight(slot: ImageSlot, width: number): number {
  const [w, h] = IMAGE_SLOTS[slot].aspect;
  return Math.round((width * h) / w);
}

/** A built file's path below the images folder, e.g. "services/odor-treatment/hero-640.avif". */
export function builtImageFile(src: string, width: number, format: ImageFormat): string {
  return `${src}-${width}.${format}`;
}

/** A built file's URL. */
export function builtImageUrl(src: string, width: number, format: ImageFormat): string {
  const file = builtImageFile(src, width, format);
  return `${IMAGES_PATH}/${file.split("/").map(encodeURIComponent).join("/")}`;
}
