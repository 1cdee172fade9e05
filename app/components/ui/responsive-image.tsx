import type { LinkDescriptor } from "react-router";
import { IMAGE_SLOTS, type ImageRef } from "~/content/types";
import { useI18n } from "~/i18n/i18n-context";
import { builtImageUrl, IMAGE_FORMATS, slotHeight, type ImageFormat } from "~/lib/image-paths";
import type { LocalImage } from "~/lib/localize";

type ImageSource = Pick<ImageRef, "src" | "slot">;

function srcSet(image: ImageSource, format: ImageFormat): string {
  return IMAGE_SLOTS[image.slot].widths.map((w) => `${builtImageUrl(image.src, w, format)} ${w}w`).join(", ");
}

/**
 * A content image as <picture>: AVIF and WebP at the slot's widths, intrinsic size from
 * the slot's aspect ratio (no layout shift), the alt text in the page's language. Lazy
 * unless `priority` (a page's LCP image: eager, high fetch priority) or `eager` (wanted
 * soon, e.g. a carousel's next slide, but not before the page's main image).
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  eager = false,
  className,
  imgClassName,
}: {
  image: ImageRef | LocalImage;
  sizes: string;
  priority?: boolean;
  eager?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  const { locale } = useI18n();
  const widths = IMAGE_SLOTS[image.slot].widths;
  const largest = widths[widths.length - 1]!;
  const fallback = widths[Math.floor(widths.length / 2)]!;
  return (
    <picture className={className}>
      {IMAGE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(image, format)} sizes={sizes} />
      ))}
      <img
        src={builtImageUrl(image.src, fallback, "webp")}
        alt={typeof image.alt === "string" ? image.alt : image.alt[locale]}
        width={largest}
        height={slotHeight(image.slot, largest)}
        loading={priority || eager ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={imgClassName}
      />
    </picture>
  );
}

/** A preload for a page's LCP image, for a route's `links` (the browser picks the width). */
export function imagePreload(image: ImageSource, sizes: string): LinkDescriptor {
  return {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet(image, "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
  } as LinkDescriptor;
}
