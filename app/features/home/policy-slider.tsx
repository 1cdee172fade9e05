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

const INTERVAL_MS = 9_000;
const SLIDES_ID = "policy-slides";

/** The three management policies: a slide each, a dot per slide, and a side image that follows. */
export function PolicySlider({ policies }: { policies: HomeData["policies"] }) {
  const { t } = useI18n();
  const count = policies.length;
  const carousel = useCarousel(count, INTERVAL_MS);
  return (
    <CarouselRegion carousel={carousel} label={t("policies.carousel")} className="bg-ocean-900 text-white">
      <div className="mx-auto grid max-w-(--container-page) items-center gap-10 px-6 py-16 sm:py-20 lg:grid-cols-2 lg:gap-16">
        <div className="relative aspect-4/3 overflow-hidden rounded-2xl bg-ocean-800 shadow-2xl">
          {policies.map((policy, i) => (
            <div
              key={policy.id}
              aria-hidden={i !== carousel.index}
              className="absolute inset-0 transition-opacity duration-700 aria-hidden:opacity-0 motion-reduce:transition-none"
            >
              <ResponsiveImage
                image={policy.image}
                sizes="(min-width: 1440px) 42rem, (min-width: 1024px) 46vw, 100vw"
                className="block h-full"
                imgClassName="h-full w-full object-cover"
              />
            </div>
          ))}
        </div>
        <div className="min-w-0">
          <p className="eyebrow text-brand-300">{t("policies.eyebrow")}</p>
          <h2 className="mt-3 section-heading">{t("policies.title")}</h2>
          <CarouselTrack carousel={carousel} id={SLIDES_ID} className="mt-8">
            {policies.map((policy, i) => (
              <CarouselSlide key={policy.id} carousel={carousel} slide={i} count={count}>
                <h3 className="text-2xl font-semibold text-brand-200">{policy.title}</h3>
                <p className="mt-4 text-lg leading-relaxed text-slate-200">{policy.text}</p>
              </CarouselSlide>
            ))}
          </CarouselTrack>
          {carousel.engine}
          <div className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-4">
            <ul aria-label={t("policies.choose")} className="flex gap-1">
              {policies.map((policy, i) => (
                <li key={policy.id}>
                  <button
                    type="button"
                    aria-label={policy.title}
                    aria-controls={SLIDES_ID}
                    aria-current={i === carousel.index}
                    onClick={() => carousel.go(i)}
                    className="group flex h-11 items-center px-1.5"
                  >
                    <span className="block h-2.5 w-2.5 rounded-full bg-white/40 transition-all group-hover:bg-white/70 group-aria-[current=true]:w-8 group-aria-[current=true]:bg-brand-300" />
                  </button>
                </li>
              ))}
            </ul>
            <CarouselButtons carousel={carousel} controls={SLIDES_ID} tone="dark" />
          </div>
        </div>
      </div>
    </CarouselRegion>
  );
}
