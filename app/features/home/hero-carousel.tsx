import { Download } from "~/components/ui/page-icons";
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
import { HERO_SIZES, type HomeData } from "./home-data";

const INTERVAL_MS = 5_000;
/** The slides' id, also the anchor its lazily hydrated part waits for (routes/home.tsx). */
const SLIDES_ID = "hero-slides";

const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * The hero: six full-width slides, then the six service shortcuts that pick a slide. Only
 * the first slide's title is the page's h1; its image is the page's LCP element.
 */
export function HeroCarousel({ slides, catalogs }: { slides: HomeData["hero"]; catalogs: string }) {
  const { t } = useI18n();
  const count = slides.length;
  const carousel = useCarousel(count, INTERVAL_MS);
  return (
    <CarouselRegion carousel={carousel} label={t("hero.label")}>
      <div className="relative h-[36rem] bg-ocean-900 lg:h-[40rem]">
        <CarouselTrack carousel={carousel} id={SLIDES_ID} className="h-full">
          {slides.map((slide, i) => {
            const Title = i === 0 ? "h1" : "h2";
            return (
              <CarouselSlide
                key={slide.image.src}
                carousel={carousel}
                slide={i}
                count={count}
                className="relative isolate"
              >
                {carousel.hasImage(i) && (
                  <ResponsiveImage
                    image={slide.image}
                    sizes={HERO_SIZES}
                    priority={i === 0}
                    eager={carousel.preload(i)}
                    className="absolute inset-0 -z-20"
                    imgClassName="h-full w-full object-cover"
                  />
                )}
                <div
                  aria-hidden="true"
                  className="absolute inset-0 -z-10 bg-linear-to-r from-ocean-900/95 via-ocean-900/75 to-ocean-900/20"
                />
                <div className="mx-auto flex h-full max-w-(--container-page) flex-col justify-center px-6 pb-20">
                  <p className="eyebrow text-brand-200">{slide.service}</p>
                  <Title className="mt-4 max-w-3xl text-3xl font-bold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
                    {slide.title}
                  </Title>
                  <p className="mt-5 max-w-2xl text-lg text-slate-100 sm:text-xl">{slide.subtitle}</p>
                  <Link
                    to={catalogs}
                    className="mt-8 pill w-fit bg-brand-600 px-7 py-3.5 font-semibold text-white shadow-lg hover:bg-brand-500"
                  >
                    <Download aria-hidden="true" className="size-5" />
                    {t("hero.downloadCatalog")}
                  </Link>
                </div>
              </CarouselSlide>
            );
          })}
        </CarouselTrack>
        <div className="absolute inset-x-0 bottom-6">
          <div className="mx-auto flex max-w-(--container-page) items-center justify-between px-6">
            <p
              aria-hidden="true"
              className="text-sm font-semibold tracking-widest text-white/85 tabular-nums"
            >
              {twoDigits(carousel.index + 1)} / {twoDigits(count)}
            </p>
            <CarouselButtons carousel={carousel} controls={SLIDES_ID} tone="dark" />
          </div>
        </div>
        {carousel.engine}
      </div>

      <div role="group" aria-label={t("hero.shortcuts")} className="border-b border-slate-200 bg-white">
        <ul className="mx-auto grid max-w-(--container-page) grid-cols-2 sm:grid-cols-3 lg:grid-cols-6">
          {slides.map((slide, i) => (
            <li key={slide.service}>
              <button
                type="button"
                aria-controls={SLIDES_ID}
                aria-current={i === carousel.index}
                onClick={() => carousel.go(i)}
                className="flex h-full w-full flex-col gap-1 border-t-4 border-transparent px-5 py-4 text-left text-sm font-semibold text-slate-700 hover:bg-brand-50 aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50 aria-[current=true]:text-brand-900"
              >
                <span aria-hidden="true" className="text-xs text-brand-700 tabular-nums">
                  {twoDigits(i + 1)}
                </span>
                {slide.service}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </CarouselRegion>
  );
}
