import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoArea, geoCentroid, geoDistance, geoInterpolate, geoNaturalEarth1, geoPath } from "d3-geo";
import type { Feature, Geometry, LineString, Polygon } from "geojson";
import countryCodes from "i18n-iso-countries";
import { feature, merge } from "topojson-client";
import type { Plugin } from "vite";

/** A TopoJSON topology, and a country's shape in it (the types topojson-client takes). */
type Topology = Parameters<typeof merge>[0];
type Shape = Extract<Parameters<typeof merge>[1], unknown[]>[number];

/** The places the home page marks, as [longitude, latitude]. */
export const MAP_PLACES = {
  turkey: [35.2, 39.1], // central Anatolia: headquarters and production
  houston: [-95.37, 29.76], // the Houston office
} as const satisfies Record<string, [number, number]>;
export type MapPlace = keyof typeof MAP_PLACES;

export interface WorldMap {
  /** The URL the client build serves the SVG at (content-hashed, immutable). */
  src: string;
  width: number;
  height: number;
  /** Each place's position on the map, in percent of its width and height. */
  markers: Record<MapPlace, { x: number; y: number }>;
  /**
   * Each country's position (its largest land's centre), in percent, by its ISO 3166-1
   * alpha-2 code: where a project reference's country is marked. Countries too small for the
   * map's scale are not drawn and have none.
   */
  countries: Record<string, { x: number; y: number }>;
  /** The projection, to place a point given in degrees (a plant) at run time: see `placeOnMap`. */
  projection: { scale: number; translate: [number, number]; rotate: [number, number] };
  svg: string;
}

const WIDTH = 1000;
const TURKEY_ID = "792";
const ANTARCTICA_ID = "010";
const COLOURS = { land: "#b9dcdc", turkey: "#0f7a78", route: "#17598f" };

/**
 * The world's land from world-atlas's 110m countries (Natural Earth data), merged into one
 * path with Turkey drawn over it and the great-circle route from Houston to Turkey,
 * projected with Natural Earth I. Antarctica is left out: no one ships a plant there.
 */
export function renderWorldMap(): WorldMap {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve("world-atlas/countries-110m.json"), "utf8"),
  ) as Topology;
  const countries = topology.objects.countries;
  if (countries?.type !== "GeometryCollection") throw new Error("world-atlas has no countries collection");
  const shown = countries.geometries.filter(
    (country): country is Shape =>
      (country.type === "Polygon" || country.type === "MultiPolygon") && country.id !== ANTARCTICA_ID,
  );
  const land = merge(topology, shown);
  const all = feature(topology, countries);
  const turkey = all.features.find((country) => country.id === TURKEY_ID);
  if (!turkey) throw new Error("world-atlas has no Turkey (id 792)");

  const projection = geoNaturalEarth1().rotate([-10, 0]).fitWidth(WIDTH, land);
  const path = geoPath(projection).digits(0);
  const height = Math.ceil(path.bounds(land)[1][1]);

  const route: Feature<LineString> = {
    type: "Feature",
    properties: {},
    geometry: { type: "LineString", coordinates: greatCircle(MAP_PLACES.houston, MAP_PLACES.turkey) },
  };
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}">` +
    `<path fill="${COLOURS.land}" d="${path(land)}"/>` +
    `<path fill="${COLOURS.turkey}" d="${path(turkey)}"/>` +
    `<path fill="none" stroke="${COLOURS.route}" stroke-width="2" stroke-dasharray="6 6" d="${path(route)}"/>` +
    `</svg>`;

  const countriesAt: WorldMap["countries"] = {};
  for (const country of all.features) {
    if (country.id === undefined || country.id === ANTARCTICA_ID) continue;
    const code = countryCodes.numericToAlpha2(String(country.id));
    if (!code) continue;
    const [x, y] = projection(geoCentroid(largestPart(country.geometry)))!;
    countriesAt[code] = { x: round((x / WIDTH) * 100), y: round((y / height) * 100) };
  }
  const [rotateLambda, rotatePhi] = projection.rotate();
  const markers = Object.fromEntries(
    Object.entries(MAP_PLACES).map(([place, coordinates]) => {
      const [x, y] = projection(coordinates)!;
      return [place, { x: round((x / WIDTH) * 100), y: round((y / height) * 100) }];
    }),
  ) as WorldMap["markers"];
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 10);
  return {
    src: `/assets/world-map-${hash}.svg`,
    width: WIDTH,
    height,
    markers,
    countries: countriesAt,
    projection: {
      scale: projection.scale(),
      translate: projection.translate(),
      rotate: [rotateLambda, rotatePhi],
    },
    svg,
  };
}

/** A country's largest polygon (France without French Guiana, the United States without Alaska). */
function largestPart(geometry: Geometry): Feature<Polygon> {
  const parts: Polygon[] =
    geometry.type === "MultiPolygon"
      ? geometry.coordinates.map((coordinates) => ({ type: "Polygon", coordinates }))
      : geometry.type === "Polygon"
        ? [geometry]
        : [];
  const polygon = parts.reduce((best, part) => (geoArea(part) > geoArea(best) ? part : best), parts[0]!);
  return { type: "Feature", properties: {}, geometry: polygon };
}

function greatCircle(from: readonly [number, number], to: readonly [number, number]): [number, number][] {
  const interpolate = geoInterpolate([...from], [...to]);
  const steps = Math.max(2, Math.round((geoDistance([...from], [...to]) * 180) / Math.PI / 2));
  return Array.from({ length: steps + 1 }, (_, i) => interpolate(i / steps));
}

const round = (value: number) => Math.round(value * 100) / 100;

const VIRTUAL_ID = "virtual:world-map";

/**
 * `import map from "virtual:world-map"` (server code): the map's URL, size and marker
 * positions. The client build gets the SVG itself as a hashed asset, precompressed and
 * served with immutable caching like the other assets; the dev server serves it too.
 */
export function worldMap(): Plugin {
  let map: WorldMap | undefined;
  const get = () => (map ??= renderWorldMap());
  return {
    name: "world-map",
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return;
      const { svg: _svg, ...info } = get();
      return `export default ${JSON.stringify(info)};`;
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      const { src, svg } = get();
      this.emitFile({ type: "asset", fileName: src.slice(1), source: svg });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const { src, svg } = get();
        if (req.url !== src) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(svg);
      });
    },
  };
}
