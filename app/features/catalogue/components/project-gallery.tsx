import { useEffect, type ReactNode } from "react";
import {
  CarouselButtons,
  CarouselRegion,
  CarouselSlide,
  CarouselTrack,
  useCarousel,
} from "~/components/ui/carousel";
import { ZoomIn } from "~/components/ui/media-icons";
import { ImageLightbox } from "~/components/ui/image-lightbox";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { IMAGE_SLOTS } from "~/content/image-slots";
import { useI18n } from "~/i18n/i18n-context";
import { builtImageUrl } from "~/lib/image-paths";
import type { LocalImage } from "~/lib/localize";
import { useHydrated } from "~/lib/use-hydrated";

/** One gallery image in the page's language. */
export interface GalleryItem {
  image: LocalImage;
  title: string;
  description?: string;
}

const LARGEST_WIDTH = Math.max(...IMAGE_SLOTS.gallery.widths);
const SLIDE_SIZES = "(min-width: 1024px) 48rem, calc(100vw - 3rem)";
const LIGHTBOX_SIZES = "(min-width: 768px) 40rem, 90vw";

const largeImage = (item: GalleryItem) => builtImageUrl(item.image.src, LARGEST_WIDTH, "webp");

/**
 * A project gallery: one image at a time with its caption, previous/next that wrap, an
 * "n / total" counter, thumbnails on small screens and dots on large ones. It never
 * rotates by itself. The shown image opens large in a lightbox. Without JavaScript the
 * first image shows, and the thumbnails (dots on large screens) link to the large images.
 * `id` goes on its root element (the page waits for it to near the viewport).
 */
export function ProjectGallery({ id, items }: { id: string; items: GalleryItem[] }) {
  const { t } = useI18n();
  const count = items.length;
  const carousel = useCarousel(count);
  const slidesId = `${id}-slides`;
  const { index } = carousel;
  // The slide left behind turns inert, which would drop keyboard focus held on its image:
  // the shown image takes it over (before the browser moves it to the page's body).
  useEffect(() => {
    const held = document.activeElement?.closest<HTMLElement>("[data-gallery-slide]");
    if (!held || Number(held.dataset.gallerySlide) === index) return;
    const slides = document.getElementById(slidesId);
    slides?.querySelector<HTMLElement>(`[data-gallery-slide="${index}"] a`)?.focus({ preventScroll: true });
  }, [index, slidesId]);
  return (
    <CarouselRegion carousel={carousel} label={t("service.gallery")} className="mx-auto max-w-3xl">
      <div id={id}>
        <div className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200">
          <CarouselTrack carousel={carousel} id={slidesId}>
            {items.map((item, i) => (
              <CarouselSlide key={item.image.src} carousel={carousel} slide={i} count={count}>
                <figure data-gallery-slide={i}>
                  {carousel.hasImage(i) ? (
                    <ImageLightbox
                      fullSrc={largeImage(item)}
                      title={item.title}
                      tile={
                        <span className="relative block">
                          <ResponsiveImage
                            image={item.image}
                            sizes={SLIDE_SIZES}
                            eager={carousel.preload(i)}
                            className="block"
                            imgClassName="aspect-4/3 h-auto w-full object-cover"
                          />
                          {/* The viewport clips outlines: the focus ring is drawn inside the image. */}
                          <span
                            aria-hidden="true"
                            className="pointer-events-none absolute inset-0 ring-4 ring-ocean-600 ring-inset opacity-0 group-focus-visible:opacity-100"
                          />
                          <span className="absolute right-3 bottom-3 flex size-10 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow">
                            <ZoomIn aria-hidden="true" className="size-5" />
                            <span className="sr-only">{t("service.enlarge")}</span>
                          </span>
                        </span>
                      }
                    >
                      <ResponsiveImage
                        image={item.image}
                        sizes={LIGHTBOX_SIZES}
                        className="block"
                        imgClassName="mx-auto h-auto max-h-[75vh] w-auto rounded-lg"
                      />
                      {item.description ? (
                        <p className="mt-2 text-center text-sm text-slate-700">{item.description}</p>
                      ) : null}
                    </ImageLightbox>
                  ) : (
                    // Same box as the image, so nothing moves when it arrives.
                    <div className="aspect-4/3 w-full bg-slate-100" />
                  )}
                  <figcaption className="px-5 py-4 sm:px-6">
                    <span className="block font-semibold text-slate-900">{item.title}</span>
                    {item.description ? (
                      <span className="mt-1 block text-sm text-slate-700">{item.description}</span>
                    ) : null}
                  </figcaption>
                </figure>
              </CarouselSlide>
            ))}
          </CarouselTrack>
          {carousel.engine}
        </div>
        <div className="mt-4 flex items-center justify-between gap-4">
          <p data-gallery-counter className="text-lg font-semibold text-slate-800 tabular-nums">
            {t("service.counter", { n: carousel.index + 1, total: count })}
          </p>
          <CarouselButtons carousel={carousel} controls={slidesId} tone="light" />
        </div>
        <GalleryPicker items={items} index={carousel.index} go={carousel.go} controls={slidesId} />
      </div>
    </CarouselRegion>
  );
}

/**
 * Thumbnails below `lg`, dots from `lg` (switched by CSS, so the server's HTML is right
 * at every width). Until the script runs they are links to the large images.
 */
function GalleryPicker({
  items,
  index,
  go,
  controls,
}: {
  items: GalleryItem[];
  index: number;
  go: (slide: number) => void;
  controls: string;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const choice = (item: GalleryItem, i: number, className: string, content: ReactNode) => {
    const name = t("service.showImage", { n: i + 1, title: item.title });
    return hydrated ? (
      <button
        type="button"
        aria-label={name}
        aria-controls={controls}
        aria-current={i === index}
        onClick={() => go(i)}
        className={className}
      >
        {content}
      </button>
    ) : (
      <a href={largeImage(item)} aria-label={name} aria-current={i === index} className={className}>
        {content}
      </a>
    );
  };
  return (
    <>
      <ul
        data-gallery-thumbnails
        aria-label={t("service.thumbnails")}
        className="-mx-1 mt-4 flex gap-2 overflow-x-auto px-1 py-1 lg:hidden"
      >
        {items.map((item, i) => (
          <li key={item.image.src} className="w-20 shrink-0">
            {choice(
              item,
              i,
              "block overflow-hidden rounded-lg opacity-70 ring-brand-600 hover:opacity-100 aria-[current=true]:opacity-100 aria-[current=true]:ring-3",
              // The control is named; the picture in it says nothing more.
              <ResponsiveImage
                image={{ ...item.image, alt: "" }}
                sizes="5rem"
                imgClassName="aspect-4/3 h-auto w-full object-cover"
              />,
            )}
          </li>
        ))}
      </ul>
      <ul
        data-gallery-dots
        aria-label={t("service.thumbnails")}
        className="mt-4 hidden flex-wrap justify-center gap-1 lg:flex"
      >
        {items.map((item, i) => (
          <li key={item.image.src}>
            {choice(
              item,
              i,
              "group flex size-7 items-center justify-center rounded-full",
              <span
                aria-hidden="true"
                className="block size-3 rounded-full bg-slate-400 transition group-hover:bg-brand-600 group-aria-[current=true]:scale-125 group-aria-[current=true]:bg-brand-700"
              />,
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
