// The project references' public pages, read from the published content (ADR 023): the
// listing with its filters and map, and a reference's own page. What both show of a
// reference in one language is made here, on the server; the pages receive plain data.
import { geoNaturalEarth1 } from "d3-geo";
import worldMap from "virtual:world-map";
import { categoryMap, isRouted, pagePath, productPageId, type PageId } from "~/.server/pages";
import { serverT } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { countryName } from "~/lib/countries";
import { spreadMarkers } from "~/lib/map-markers";
import { choiceLabel } from "~/lib/content/field-labels";
import { CLIENT_TYPES, type ClientType } from "~/lib/content/schemas";
import type { Project, SiteContent } from "~/lib/content/site-content";
import {
  filterCounts,
  matchesFilters,
  PROJECT_FILTERS,
  plantCount,
  plantCountMessage,
  sortProjects,
  type PlantCount,
  type ProjectFilter,
  type ProjectFilters,
} from "~/lib/projects";
import { photoImage, placeOf } from "~/lib/project-view";
import type { ProjectCard, ProjectFilterControl, ProjectListing } from "./project-types";

/** What the listing and the pages read of the published content. */
export type ProjectsContent = Pick<SiteContent, "projects" | "products" | "categories" | "services">;

/** "12 plants in 5 countries", in a language. */
function plantCountText(count: PlantCount, locale: Locale): string {
  const { key, values } = plantCountMessage(count, "count");
  return serverT(locale, key, values);
}

/** A whole number as the language writes it (12,000 or 12.000). */
const formatNumber = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-US", { useGrouping: true }).format(value);

/** The client of a reference in words: "Municipal", "Industrial · Food and beverage". */
export const clientText = (project: Pick<Project, "clientType" | "sector">, locale: Locale) =>
  [
    choiceLabel("clientType", project.clientType, locale),
    ...(project.sector ? [choiceLabel("sector", project.sector, locale)] : []),
  ].join(" · ");

/** A reference as a card of the listing (and of the related references). */
export function projectCard(project: Project, locale: Locale): ProjectCard {
  const photo = project.photos.map((entry) => photoImage(entry, locale)).find(Boolean);
  return {
    id: project.id,
    href: pagePath(`project-${project.id}`, locale),
    title: project.title[locale] || project.title.en,
    summary: project.summary[locale] || project.summary.en,
    place: placeOf(project, locale),
    year: project.year,
    client: clientText(project, locale),
    capacity: serverT(locale, "projects.capacityValue", { value: formatNumber(project.capacity, locale) }),
    featured: project.featured === true,
    // The card's title is its link's text: its picture adds nothing to it.
    ...(photo ? { image: { ...photo, alt: "" } } : {}),
  };
}

/** The world map's projection, as its build step made it. */
const projection = geoNaturalEarth1()
  .rotate(worldMap.projection.rotate)
  .scale(worldMap.projection.scale)
  .translate(worldMap.projection.translate);

/** A point given in degrees on the world map, in percent of its width and height. */
function placeOnMap(latitude: number, longitude: number): { x: number; y: number } | undefined {
  const point = projection([longitude, latitude]);
  if (!point) return undefined;
  const round = (value: number) => Math.round(value * 100) / 100;
  return { x: round((point[0] / worldMap.width) * 100), y: round((point[1] / worldMap.height) * 100) };
}

/**
 * The least distance between two country markers' centres, in percent of the map's width: 28 px
 * markers (shown from 640 px up) on a map at least 550 px wide, with room between them.
 */
const MARKER_GAP = 5.5;

/**
 * The filters chosen in an address: each a value the references have (`offered`: each
 * filter's values with no filter chosen), the others left out.
 */
function chosenFilters(
  search: URLSearchParams,
  offered: Record<ProjectFilter, Map<string, number>>,
): ProjectFilters {
  const chosen: ProjectFilters = {};
  for (const filter of PROJECT_FILTERS) {
    const value = search.get(filter);
    if (value && offered[filter].has(value)) chosen[filter] = value;
  }
  return chosen;
}

/** The listing's address with these filters, in the filters' own order. */
export function listingHref(filters: ProjectFilters, locale: Locale): string {
  const query = new URLSearchParams();
  for (const filter of PROJECT_FILTERS) if (filters[filter]) query.set(filter, filters[filter]);
  const search = query.toString();
  return `${pagePath("projects", locale)}${search ? `?${search}` : ""}`;
}

const isClientType = (value: string): value is ClientType =>
  (CLIENT_TYPES as readonly string[]).includes(value);
const applicationRank = (value: string) =>
  isClientType(value) ? CLIENT_TYPES.indexOf(value) : CLIENT_TYPES.length;

/**
 * The words for a filter's value: a country's name, a product's, a category's, a year; none for
 * a product, category or service the site no longer has (a reference may still name it).
 */
function valueLabel(
  filter: ProjectFilter,
  value: string,
  content: ProjectsContent,
  locale: Locale,
): string | undefined {
  switch (filter) {
    case "country":
      return countryName(value, locale);
    case "application":
      return isClientType(value)
        ? choiceLabel("clientType", value, locale)
        : `${choiceLabel("clientType", "industrial", locale)} · ${choiceLabel("sector", value, locale)}`;
    case "product": {
      const product = content.products.find((candidate) => candidate.id === value);
      return product && (product.name[locale] || product.name.en);
    }
    case "category": {
      const category = content.categories.find((candidate) => candidate.id === value);
      return category && (category.title[locale] || category.title.en);
    }
    case "service": {
      const service = content.services.find((candidate) => candidate.id === value);
      return service && (service.title[locale] || service.title.en);
    }
    case "year":
      return value;
  }
}

/** The listing in one language, with the filters of the address applied. */
export function projectListing(
  content: ProjectsContent,
  search: URLSearchParams,
  locale: Locale,
): ProjectListing {
  const categoryOf = categoryMap(content.products);
  // Every value each filter offers (with no filter chosen), then the counts the choice leaves.
  const offered = filterCounts(content.projects, {}, categoryOf);
  const filters = chosenFilters(search, offered);
  const counts = filterCounts(content.projects, filters, categoryOf);
  const shown = sortProjects(
    content.projects.filter((project) => matchesFilters(project, filters, categoryOf)),
  );
  const collator = new Intl.Collator(locale);
  const controls = PROJECT_FILTERS.map((filter): ProjectFilterControl => {
    const options = [...offered[filter].keys()].flatMap((value) => {
      const label = valueLabel(filter, value, content, locale);
      return label ? [{ value, label, count: counts[filter].get(value) ?? 0 }] : [];
    });
    if (filter === "year") options.sort((a, b) => Number(b.value) - Number(a.value));
    else if (filter === "application")
      // The clients first (municipal, industrial, private), then the industrial sectors.
      options.sort(
        (a, b) => applicationRank(a.value) - applicationRank(b.value) || collator.compare(a.label, b.label),
      );
    else options.sort((a, b) => collator.compare(a.label, b.label));
    return {
      name: filter,
      label: serverT(locale, `projects.${filter}`),
      selected: filters[filter] ?? "",
      options,
    };
  }).filter((control) => control.options.length > 0);

  // The map marks the countries of the references the other filters leave, and the plants shown.
  const withoutCountry = { ...filters, country: undefined };
  const listed = [...counts.country.entries()]
    .map(([code, count]) => ({
      code,
      name: countryName(code, locale),
      count,
      label: serverT(locale, count === 1 ? "projects.mapCountryOne" : "projects.mapCountry", {
        country: countryName(code, locale),
        count,
      }),
      href: listingHref({ ...withoutCountry, country: code }, locale),
      current: filters.country === code,
      at: worldMap.countries[code],
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  // On the map, the countries with most references keep their place; a neighbour too close moves aside.
  const marked = spreadMarkers(
    listed
      .flatMap((country) => (country.at ? [{ code: country.code, count: country.count, ...country.at }] : []))
      .sort((a, b) => b.count - a.count),
    { gap: MARKER_GAP, aspect: worldMap.height / worldMap.width },
  );
  const countries = listed.map((country) => {
    const at = marked.find((marker) => marker.code === country.code);
    return { ...country, at: at && { x: at.x, y: at.y } };
  });
  const plants = shown.flatMap((project) => {
    const at = project.coordinates && placeOnMap(project.coordinates.latitude, project.coordinates.longitude);
    return at ? [{ id: project.id, ...at }] : [];
  });

  return {
    filters: controls,
    active: Object.keys(filters).length > 0,
    clearHref: pagePath("projects", locale),
    total: plantCountText(plantCount(content.projects), locale),
    count: plantCountText(plantCount(shown), locale),
    projects: shown.map((project) => projectCard(project, locale)),
    map: {
      src: worldMap.src,
      width: worldMap.width,
      height: worldMap.height,
      countries,
      plants,
      allHref: listingHref(withoutCountry, locale),
      filtered: filters.country !== undefined,
    },
  };
}

/** The facts of one reference in one language, its products and services linked where they have pages. */
export function projectFacts(project: Project, content: ProjectsContent, locale: Locale) {
  const products = project.products.flatMap(({ productId, quantity }) => {
    const product = content.products.find((candidate) => candidate.id === productId);
    // A product since deleted or unpublished is left out: no link may lead nowhere.
    if (!product) return [];
    const pageId: PageId = productPageId(product);
    return [
      {
        id: productId,
        name: product.name[locale] || product.name.en,
        quantity,
        ...(isRouted(pageId) ? { href: pagePath(pageId, locale) } : {}),
      },
    ];
  });
  const services = project.services.flatMap((serviceId) => {
    const service = content.services.find((candidate) => candidate.id === serviceId);
    if (!service) return [];
    const pageId: PageId = `service-${serviceId}`;
    return [
      {
        id: serviceId,
        title: service.title[locale] || service.title.en,
        ...(isRouted(pageId) ? { href: pagePath(pageId, locale) } : {}),
      },
    ];
  });
  return {
    client: clientText(project, locale),
    city: project.city[locale] || project.city.en,
    country: countryName(project.country, locale),
    countryHref: listingHref({ country: project.country }, locale),
    year: project.year,
    capacity: serverT(locale, "projects.capacityValue", { value: formatNumber(project.capacity, locale) }),
    ...(project.populationEquivalent
      ? { populationEquivalent: formatNumber(project.populationEquivalent, locale) }
      : {}),
    products,
    services,
  };
}
