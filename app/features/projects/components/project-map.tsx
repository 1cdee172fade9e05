import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import type { ProjectListing } from "../project-types";

/**
 * The world map of the references: a marker per country (a link that filters the listing by
 * it, reached by Tab like any link, named with its count; moved aside where a neighbour's is too
 * close) and a dot per plant whose position is given. The list of countries below is the same
 * links as text: the map's alternative, and on a phone the only one (markers a finger can tap
 * would cover each other on a map 330 px wide).
 */
export function ProjectMap({ map }: { map: ProjectListing["map"] }) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="project-map-title"
      className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200"
    >
      <h2 id="project-map-title" className="text-lg font-bold text-slate-900">
        {t("projects.mapHeading")}
      </h2>
      <div className="relative mt-4">
        <img
          src={map.src}
          alt={t("projects.mapAlt")}
          width={map.width}
          height={map.height}
          decoding="async"
          className="h-auto w-full"
        />
        {map.plants.map((plant) => (
          <span
            key={plant.id}
            aria-hidden="true"
            data-plant={plant.id}
            className="absolute size-1.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-ocean-800 ring-1 ring-white"
            style={{ left: `${plant.x}%`, top: `${plant.y}%` }}
          />
        ))}
        {map.countries.flatMap((country) =>
          country.at
            ? [
                <Link
                  key={country.code}
                  to={country.href}
                  preventScrollReset
                  data-map-country={country.code}
                  aria-current={country.current ? "true" : undefined}
                  className={[
                    "absolute hidden size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full text-xs font-bold sm:flex text-white shadow ring-2 ring-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-slate-900",
                    country.current ? "bg-brand-800" : "bg-ocean-700 hover:bg-ocean-800",
                  ].join(" ")}
                  style={{ left: `${country.at.x}%`, top: `${country.at.y}%` }}
                  title={country.label}
                >
                  <span aria-hidden="true">{country.count}</span>
                  <span className="sr-only">{country.label}</span>
                </Link>,
              ]
            : [],
        )}
      </div>
      <h3 className="mt-5 text-sm font-semibold text-slate-800">{t("projects.countriesHeading")}</h3>
      <ul className="mt-2 flex flex-wrap gap-2" data-country-list>
        {map.filtered ? (
          <li>
            <Link
              to={map.allHref}
              preventScrollReset
              className="inline-flex min-h-9 items-center rounded-full bg-white px-3 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50"
            >
              {t("projects.mapShowAll")}
            </Link>
          </li>
        ) : null}
        {map.countries.map((country) => (
          <li key={country.code}>
            <Link
              to={country.href}
              preventScrollReset
              aria-current={country.current ? "true" : undefined}
              className={[
                "inline-flex min-h-9 items-center rounded-full px-3 text-sm ring-1",
                country.current
                  ? "bg-brand-800 font-semibold text-white ring-brand-800"
                  : "bg-white text-slate-800 ring-slate-300 hover:bg-brand-50",
              ].join(" ")}
            >
              {country.name} ({country.count})
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
