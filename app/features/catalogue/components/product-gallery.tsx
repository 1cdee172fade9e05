import { ZoomIn } from "~/components/ui/media-icons";
import { ImageLightbox } from "~/components/ui/image-lightbox";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { IMAGE_SLOTS } from "~/content/image-slots";
import { builtImageUrl } from "~/lib/image-paths";
import type { LocalImage } from "~/lib/localize";
import { useHydrated } from "~/lib/use-hydrated";

/** A gallery photo in the page's language. */
export interface ProductGalleryItem {
  image: LocalImage;
  title: string;
  description?: string;
}

/**
 * The grid's columns follow the number of photos (1 to 7 per product), so one or two
 * photos are not left small in a corner and four fill one row.
 */
function layout(count: number): { columns: string; sizes: string } {
  switch (count) {
    case 1:
      return { columns: "max-w-3xl", sizes: "(min-width: 816px) 48rem, calc(100vw - 3rem)" };
    case 2:
      return {
        columns: "sm:grid-cols-2",
        sizes: "(min-width: 1440px) 43rem, (min-width: 640px) 48vw, 100vw",
      };
    case 4:
      return {
        columns: "sm:grid-cols-2 lg:grid-cols-4",
        sizes: "(min-width: 1440px) 21rem, (min-width: 1024px) 24vw, (min-width: 640px) 48vw, 100vw",
      };
    default:
      return {
        columns: "sm:grid-cols-2 lg:grid-cols-3",
        sizes: "(min-width: 1440px) 28rem, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw",
      };
  }
}

/**
 * The product's captioned photos: each opens its large image in a lightbox (a plain link
 * to it without JavaScript). Below the first screen, so every image loads lazily.
 */
export function ProductGallery({
  id,
  items,
  className = "",
}: {
  id: string;
  items: ProductGalleryItem[];
  className?: string;
}) {
  const { columns, sizes } = layout(items.length);
  const hydrated = useHydrated();
  return (
    <ul
      id={id}
      data-product-gallery
      // Its lightboxes work from here on (tests wait for it).
      data-ready={hydrated ? "" : undefined}
      className={`grid gap-6 ${columns} ${className}`}
    >
      {items.map((item) => {
        const largest = Math.max(...IMAGE_SLOTS[item.image.slot].widths);
        return (
          <li key={item.image.src} className="grid">
            <ImageLightbox
              fullSrc={builtImageUrl(item.image.src, largest, "webp")}
              title={item.title}
              tile={
                <figure className="h-full overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-slate-200 transition group-hover:shadow-xl">
                  <div className="relative">
                    <ResponsiveImage
                      image={item.image}
                      sizes={sizes}
                      className="block"
                      imgClassName="aspect-4/3 h-auto w-full object-cover"
                    />
                    <span className="absolute right-3 bottom-3 flex size-9 items-center justify-center rounded-full bg-white/90 text-brand-800 opacity-0 shadow transition group-hover:opacity-100 group-focus-visible:opacity-100">
                      <ZoomIn aria-hidden="true" className="size-5" />
                    </span>
                  </div>
                  <figcaption className="px-4 py-3">
                    <span className="block font-semibold text-slate-900">{item.title}</span>
                    {item.description ? (
                      <span className="mt-1 block text-sm text-slate-600">{item.description}</span>
                    ) : null}
                  </figcaption>
                </figure>
              }
            >
              <ResponsiveImage
                image={item.image}
                sizes="(min-width: 768px) 40rem, 90vw"
                className="block"
                imgClassName="mx-auto h-auto max-h-[75vh] w-auto rounded-lg"
              />
            </ImageLightbox>
          </li>
        );
      })}
    </ul>
  );
}
