import type { LocalImage } from "~/lib/localize";

/** The hero images' sizes attribute (full width): the hero and its LCP preload use the same. */
export const HERO_SIZES = "100vw";

/** A place marked on the world map, positioned in percent of the map's width and height. */
export interface MapPlace {
  id: "turkey" | "houston";
  name: string;
  role: string;
  x: number;
  y: number;
}

/**
 * A country with project references on the world map: a link to the listing filtered by it,
 * named for screen readers ("Mexico: 3 references"), positioned as a MapPlace.
 */
export interface MapCountry {
  code: string;
  label: string;
  href: string;
  x: number;
  y: number;
}

/** The references under the world map: their countries' markers, "12 plants in 5 countries" and the listing. */
export interface MapReferences {
  countries: MapCountry[];
  total: string;
  link: { label: string; href: string };
}

/** What the home page's sections show, in the page's language (see home-data.server.ts). */
export interface HomeData {
  operatingSince: number;
  hero: Array<{ title: string; subtitle: string; image: LocalImage; service: string }>;
  company: {
    description: string;
    stats: Array<{ id: "productionArea" | "staff" | "projects" | "brands"; value: string }>;
  };
  banner: LocalImage;
  manufacturing: { intro: string; categories: Array<{ title: string; image: LocalImage; href: string }> };
  values: {
    policiesIntro: string;
    valuesIntro: string;
    cards: Array<{ id: string; title: string; text: string }>;
  };
  policies: Array<{ id: string; title: string; text: string; image: LocalImage }>;
  map: {
    intro: string;
    src: string;
    width: number;
    height: number;
    places: MapPlace[];
    /** The project references' countries and count; absent while none is published. */
    references?: MapReferences;
  };
  green: { text: string };
  links: { catalogs: string; contact: string; about: string; media?: string; search: string };
}
