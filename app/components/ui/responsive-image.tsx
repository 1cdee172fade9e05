import type { LinkDescriptor } from "react-router";
import { IMAGE_SLOTS, type ImageRef } from "~/content/types";
import { useI18n } from "~/i18n/i18n-context";
import { builtImageUrl, IMAGE_FORMATS, slotHeight, type ImageFormat } from "~/lib/image-paths";

function srcSet(image: ImageRef, format: ImageFormat): string {
  return IMAGE_SLOTS[image.slot].widths.map((w) => `${builtImageUrl(image.src, w, format)} ${w}w`).join(", ");
}

/**
 * A content image as <picture>: AVIF and WebP at the slot's widths, intrinsic size from
 * the slot's aspect ratio (no layout shift), the alt text in the page's language. Lazy
 * unless `priority` (a page's LCP image: eager, high fetch priority).
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
  imgClassName,
}: {
  image: ImageRef;
  sizes: string;
  priority?: boolean;
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
        alt={image.alt[locale]}
        width={largest}
        height={slotHeight(image.slot, largest)}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={imgClassName}
      />
    </picture>
  );
}

/** A preload for a page's LCP image, for a route's `links` (the browser picks the width). */
export function imagePreload(image: ImageRef, sizes: string): LinkDescriptor {
  return {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet(image, "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
  } as LinkDescriptor;
}
