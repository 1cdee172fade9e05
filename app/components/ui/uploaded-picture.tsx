import {
  UPLOAD_SIZES,
  uploadedImageUrl,
  uploadedSrcSet,
  uploadHeight,
  type UploadedImageRef,
  type UploadSize,
} from "~/lib/uploaded-image";

/**
 * An image uploaded in the back office as AVIF and WebP at every width of one size (the
 * card's 4:3 or the post's 16:9), with its intrinsic size so the page never shifts.
 */
export function UploadedPicture({
  image,
  size,
  sizes,
  alt = "",
  loading = "lazy",
  priority = false,
  className,
}: {
  image: UploadedImageRef;
  size: UploadSize;
  sizes: string;
  alt?: string;
  loading?: "lazy" | "eager";
  priority?: boolean;
  className?: string;
}) {
  const widths = UPLOAD_SIZES[size].widths;
  const largest = widths[widths.length - 1]!;
  return (
    <picture>
      <source type="image/avif" srcSet={uploadedSrcSet(image, size, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={uploadedSrcSet(image, size, "webp")} sizes={sizes} />
      <img
        src={uploadedImageUrl(image, size, widths[0]!, "webp")}
        alt={alt}
        width={largest}
        height={uploadHeight(size, largest)}
        loading={priority ? "eager" : loading}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
