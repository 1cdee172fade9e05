import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/page-icons";
import { useI18n } from "~/i18n/i18n-context";
import type { HomeData, MapCountry, MapPlace } from "./home-data";

/**
 * The world map (an SVG drawn from world-atlas at build time) with a marker per place.
 * A marker's tooltip shows on hover (after 700 ms) and on keyboard focus, stays while
 * hovered, and Escape hides it (WCAG 1.4.13); the places are listed below the map too.
 * The countries with project references have a marker of their own (a diamond, not a dot):
 * a plain link to the references there, and the count of plants below the places.
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
          {/* After the offices: drawn over them where a country and an office meet. */}
          {map.references?.countries.map((country) => (
            <CountryMarker key={country.code} country={country} />
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
        {map.references ? (
          <p
            data-map-references
            className="mx-auto mt-4 flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-1"
          >
            <span aria-hidden="true" className={`size-3 ${DIAMOND}`} />
            <span className="font-semibold text-slate-900">{map.references.total}</span>
            <Link
              to={map.references.link.href}
              className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {map.references.link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** A reference country's marker and its legend's sample: a dark diamond, unlike the offices' round dots. */
const DIAMOND = "rotate-45 rounded-[2px] bg-slate-800 ring-2 ring-white";

/**
 * A country with references: a link to them, named for screen readers and in its tooltip
 * ("Mexico: 3 references"), reached by Tab after the offices; placed by the server clear of
 * the offices' dots and of each other. From 1024 px up, where the map is wide enough for them
 * to stay near their countries; on narrower maps they would cover each other or wander, and the
 * line below the map leads to the references.
 */
function CountryMarker({ country }: { country: MapCountry }) {
  return (
    <Link
      to={country.href}
      data-map-country={country.code}
      title={country.label}
      className="group absolute hidden size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-slate-900 lg:flex"
      style={{ left: `${country.x}%`, top: `${country.y}%` }}
    >
      <span aria-hidden="true" className={`size-2.5 group-hover:scale-125 sm:size-3 ${DIAMOND}`} />
      <span className="sr-only">{country.label}</span>
    </Link>
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
