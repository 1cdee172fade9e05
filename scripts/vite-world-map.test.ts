import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoContains } from "d3-geo";
import type { FeatureCollection } from "geojson";
import { feature } from "topojson-client";
import { describe, expect, it } from "vitest";
import { MAP_PLACES, renderWorldMap } from "./vite-world-map";

const countries = (() => {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve("world-atlas/countries-110m.json"), "utf8"));
  return feature(topology, topology.objects.countries) as unknown as FeatureCollection;
})();
const country = (id: string) => countries.features.find((f) => f.id === id)!;

describe("the world map", () => {
  const map = renderWorldMap();

  it("is an SVG of the land, Turkey and the Houston–Turkey route, small enough to send", () => {
    expect(map.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1000 \d+">/);
    expect(map.svg.match(/<path /g)).toHaveLength(3);
    expect(map.height).toBeGreaterThan(400);
    expect(map.height).toBeLessThan(600);
    // Real coastlines (thousands of points), yet well under 50 KB before compression.
    expect(map.svg.length).toBeGreaterThan(20_000);
    expect(map.svg.length).toBeLessThan(50_000);
  });

  it("places each marker in its country, in percent of the map", () => {
    expect(geoContains(country("792"), MAP_PLACES.turkey)).toBe(true);
    expect(geoContains(country("840"), MAP_PLACES.houston)).toBe(true);
    for (const { x, y } of Object.values(map.markers)) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(100);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(100);
    }
    // Houston is west of and south of central Turkey.
    expect(map.markers.houston.x).toBeLessThan(map.markers.turkey.x);
    expect(map.markers.houston.y).toBeGreaterThan(map.markers.turkey.y);
  });

  it("names its file by its content, so it can be cached for good", () => {
    expect(map.src).toMatch(/^\/assets\/world-map-[0-9a-f]{10}\.svg$/);
    expect(renderWorldMap().src).toBe(map.src);
  });
});
