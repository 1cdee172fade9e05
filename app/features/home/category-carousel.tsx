import { ArrowRight } from "~/components/ui/page-icons";
import { Link } from "react-router";
import {
  CarouselButtons,
  CarouselRegion,
  CarouselSlide,
  CarouselTrack,
  useCarousel,
} from "~/components/ui/carousel";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useI18n } from "~/i18n/i18n-context";
import type { HomeData } from "./home-data";

const INTERVAL_MS = 5_000;
const SLIDES_ID = "category-slides";

/** The nine product categories: a slide each, previous/next, and a thumbnail per slide. */
export function CategoryCarousel({ categories }: { categories: HomeData["manufacturing"]["categories"] }) {
  const { t } = useI18n();
  const count = categories.length;
  const carousel = useCarousel(count, INTERVAL_MS);
  return (
    <CarouselRegion carousel={carousel} label={t("manufacturing.carousel")} className="min-w-0">
      <div className="relative overflow-hidden rounded-2xl bg-ocean-900 shadow-xl">
        <CarouselTrack carousel={carousel} id={SLIDES_ID}>
          {categories.map((category, i) => (
            <CarouselSlide
              key={category.href}
              carousel={carousel}
              slide={i}
              count={count}
              className="relative"
            >
              {carousel.hasImage(i) ? (
                <ResponsiveImage
                  image={category.image}
                  sizes="(min-width: 1440px) 48rem, (min-width: 1024px) 55vw, 100vw"
                  eager={carousel.preload(i)}
                  className="block"
                  imgClassName="aspect-4/3 h-auto w-full object-cover"
                />
              ) : (
                // Same box as the image, so nothing moves when it arrives.
                <div className="aspect-4/3 w-full" />
              )}
              <div className="absolute inset-x-0 bottom-0 bg-linear-to-t from-ocean-900/95 via-ocean-900/70 to-transparent px-6 pt-20 pb-6 sm:px-8 sm:pb-8">
                <h3 className="text-2xl font-bold text-white sm:text-3xl">{category.title}</h3>
                <Link
                  to={category.href}
                  className="mt-4 pill bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {t("common.learnMore")}
                  <span className="sr-only"> {t("common.aboutTopic", { name: category.title })}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </CarouselSlide>
          ))}
        </CarouselTrack>
        {carousel.engine}
      </div>
      <CarouselButtons carousel={carousel} controls={SLIDES_ID} tone="light" className="mt-5" />
      <ul
        aria-label={t("manufacturing.thumbnails")}
        className="-mx-1 mt-4 flex gap-2 overflow-x-auto px-1 py-1 lg:grid lg:grid-cols-9 lg:overflow-visible"
      >
        {categories.map((category, i) => (
          <li key={category.href} className="w-24 shrink-0 lg:w-auto">
            <button
              type="button"
              aria-label={category.title}
              aria-controls={SLIDES_ID}
              aria-current={i === carousel.index}
              onClick={() => carousel.go(i)}
              className="block w-full overflow-hidden rounded-lg opacity-70 ring-brand-600 hover:opacity-100 aria-[current=true]:opacity-100 aria-[current=true]:ring-3"
            >
              <ResponsiveImage
                image={category.image}
                sizes="6rem"
                imgClassName="aspect-4/3 h-auto w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </CarouselRegion>
  );
}
