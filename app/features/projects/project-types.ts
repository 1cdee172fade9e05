// What the project references' pages receive from their loaders (projects.server.ts), in the
// page's language: plain data the screens draw.
import type { LocalImage } from "~/lib/localize";
import type { ProjectFilter } from "~/lib/projects";

/** A reference as a card of the listing (and of the related references). */
export interface ProjectCard {
  id: string;
  href: string;
  title: string;
  summary: string;
  /** "Konya, Türkiye". */
  place: string;
  year: number;
  /** "Municipal", "Industrial · Dairy". */
  client: string;
  /** "200,000 m³/day". */
  capacity: string;
  featured: boolean;
  /** Its first photograph, when it has one in the library (decorative: the title is the link). */
  image?: LocalImage;
}

/** One filter of the listing: a select of the values the references have, with their counts. */
export interface ProjectFilterControl {
  name: ProjectFilter;
  label: string;
  /** The value chosen, or "" for all. */
  selected: string;
  options: Array<{ value: string; label: string; count: number }>;
}

/** A country on the listing's map and in its list. */
export interface ProjectMapCountry {
  code: string;
  name: string;
  count: number;
  /** "Mexico: 2 references". */
  label: string;
  href: string;
  current: boolean;
  /** Where its marker is, in percent of the map; none for a country too small for the map. */
  at: { x: number; y: number } | undefined;
}

/** The listing's map: the world map's file, the countries' markers and the plants' dots. */
export interface ProjectMap {
  src: string;
  width: number;
  height: number;
  countries: ProjectMapCountry[];
  plants: Array<{ id: string; x: number; y: number }>;
  /** The listing with the other filters and no country. */
  allHref: string;
  /** Whether a country is chosen. */
  filtered: boolean;
}

/** The listing in one language, with the filters of its address applied. */
export interface ProjectListing {
  filters: ProjectFilterControl[];
  active: boolean;
  clearHref: string;
  /** "8 plants in 4 countries": all the references. */
  total: string;
  /** The same for the references shown. */
  count: string;
  projects: ProjectCard[];
  map: ProjectMap;
}
