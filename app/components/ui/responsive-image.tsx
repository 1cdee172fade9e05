import type { ImageRef } from "~/content/types";
import { IMAGE_SLOTS } from "~/content/image-slots";
import { useI18n } from "~/i18n/i18n-context";
import { builtImageUrl, slotHeight, type ImageFormat } from "~/lib/image-paths";
import type { LocalImage } from "~/lib/localize";

type ImageSource = Pick<ImageRef, "src" | "slot">;

/** "…-640.avif 640w, …-960.avif 960w, …": every width the build makes for the image's slot. */
export function imageSrcSet(image: ImageSource, format: ImageFormat): string {
  return IMAGE_SLOTS[image.slot].widths
    .map((width) => `${builtImageUrl(image.src, width, format)} ${width}w`)
    .join(", ");
}

/**
 * The `<link rel="preload">` for a page's LCP image, for the route's `links` function; pass
 * the same `sizes` as the `<ResponsiveImage>` so the browser reuses the preloaded file.
 * Browsers without AVIF skip it (and load the WebP from the `<picture>`).
 */
export function imagePreload(image: ImageSource, sizes: string) {
  return {
    rel: "preload",
    as: "image",
    imageSrcSet: imageSrcSet(image, "avif"),
    imageSizes: sizes,
    type: "image/avif",
    fetchPriority: "high",
  } as const;
}

export interface ResponsiveImageProps {
  /** A content image, or one a loader localized (its alt text already in the page's language). */
  image: ImageRef | LocalImage;
  /** The rendered width per layout, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** The page's LCP image: loaded and decoded at once, with high priority (add imagePreload too). */
  priority?: boolean;
  /** Wanted soon (a carousel's next slide), so not lazy, but without the LCP image's priority. */
  eager?: boolean;
  /** On the `<picture>`. */
  className?: string;
  /** On the `<img>` (object-fit, rounding …). */
  imgClassName?: string;
}

/**
 * A content image as AVIF and WebP at every width of its slot, with the slot's intrinsic
 * size (so the page never shifts while it loads) and its alt text in the page's language.
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  eager = false,
  className,
  imgClassName,
}: ResponsiveImageProps) {
  const { locale } = useI18n();
  const { widths } = IMAGE_SLOTS[image.slot];
  const largest = widths[widths.length - 1]!;
  const middle = widths[Math.floor(widths.length / 2)]!;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={imageSrcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image, "webp")} sizes={sizes} />
      <img
        src={builtImageUrl(image.src, middle, "webp")}
        width={largest}
        height={slotHeight(image.slot, largest)}
        alt={typeof image.alt === "string" ? image.alt : image.alt[locale]}
        loading={priority || eager ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={imgClassName}
      />
    </picture>
  );
}
