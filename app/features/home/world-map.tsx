import { useEffect, useRef } from "react";
import { useI18n } from "~/i18n/i18n-context";
import type { HomeData, MapPlace } from "./home-data";

/**
 * The world map (an SVG drawn from world-atlas at build time) with a marker per place.
 * A marker's tooltip shows on hover (after 700 ms) and on keyboard focus, stays while
 * hovered, and Escape hides it (WCAG 1.4.13); the places are listed below the map too.
 */
export function WorldMap({ map }: { map: HomeData["map"] }) {
  const { t } = useI18n();
  const figure = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dismiss = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      for (const marker of figure.current?.querySelectorAll(".map-marker:hover, .map-marker:focus-within") ??
        [])
        marker.setAttribute("data-dismissed", "");
    };
    document.addEventListener("keydown", dismiss);
    return () => document.removeEventListener("keydown", dismiss);
  }, []);

  return (
    <section aria-labelledby="map-title" className="defer-render overflow-hidden bg-slate-50">
      <div className="page-container py-16 sm:py-20">
        <div className="max-w-3xl">
          <p className="eyebrow text-brand-700">{t("map.eyebrow")}</p>
          <h2 id="map-title" className="mt-3 section-heading text-slate-900">
            {t("map.title")}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-slate-700">{map.intro}</p>
        </div>
        <div ref={figure} className="relative mx-auto mt-10 max-w-5xl">
          <img
            src={map.src}
            alt={t("map.alt")}
            width={map.width}
            height={map.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
          {map.places.map((place) => (
            <Marker key={place.id} place={place} />
          ))}
        </div>
        <ul className="mx-auto mt-8 flex max-w-5xl flex-wrap gap-x-10 gap-y-3">
          {map.places.map((place) => (
            <li key={place.id} className="flex items-center gap-3">
              <span aria-hidden="true" className={`size-3 rounded-full ${dotColour(place)}`} />
              <span>
                <span className="font-semibold text-slate-900">{place.name}</span>
                <span className="text-slate-600"> · {place.role}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const dotColour = (place: MapPlace) => (place.id === "turkey" ? "bg-brand-600" : "bg-ocean-600");

function Marker({ place }: { place: MapPlace }) {
  const tooltip = `map-tip-${place.id}`;
  const undismiss = (event: { currentTarget: HTMLElement }) =>
    event.currentTarget.removeAttribute("data-dismissed");
  return (
    <div
      className="map-marker absolute -translate-x-1/2 -translate-y-1/2"
      style={{ left: `${place.x}%`, top: `${place.y}%` }}
      onMouseLeave={undismiss}
      onBlur={undismiss}
    >
      <button
        type="button"
        aria-describedby={tooltip}
        className="relative flex size-8 items-center justify-center rounded-full"
        onClick={(event) => event.currentTarget.parentElement?.toggleAttribute("data-open")}
      >
        <span
          aria-hidden="true"
          className={`absolute inset-1 animate-ping rounded-full opacity-60 motion-reduce:animate-none ${dotColour(place)}`}
        />
        <span
          aria-hidden="true"
          className={`relative size-4 rounded-full ring-3 ring-white ${dotColour(place)}`}
        />
        <span className="sr-only">{place.name}</span>
      </button>
      <span role="tooltip" id={tooltip} className="map-tooltip">
        <strong className="block">{place.name}</strong>
        {place.role}
      </span>
    </div>
  );
}
