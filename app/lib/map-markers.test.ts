import { describe, expect, it } from "vitest";
import { spreadMarkers } from "./map-markers";

const distance = (a: { x: number; y: number }, b: { x: number; y: number }, aspect: number) =>
  Math.hypot(a.x - b.x, (a.y - b.y) * aspect);

describe("spreading a map's markers", () => {
  it("leaves markers far enough apart where they are", () => {
    const markers = [
      { id: "a", x: 10, y: 10 },
      { id: "b", x: 50, y: 50 },
    ];
    expect(spreadMarkers(markers, { gap: 5, aspect: 0.5 })).toEqual(markers);
  });

  it("moves a marker too close to another (or to a fixed one) to the nearest free spot, the first one staying", () => {
    const aspect = 0.52;
    const fixed = [{ x: 56.65, y: 29.24 }];
    const markers = [
      { id: "TR", x: 56.7, y: 29.27 },
      { id: "GE", x: 59.2, y: 26.9 },
      { id: "AM", x: 59.6, y: 28.1 },
    ];
    const spread = spreadMarkers(markers, { gap: 5, aspect, fixed });
    expect(spread.map((marker) => marker.id)).toEqual(["TR", "GE", "AM"]);
    const all = [...fixed, ...spread];
    for (const [i, a] of all.entries())
      for (const b of all.slice(i + 1)) expect(distance(a, b, aspect)).toBeGreaterThanOrEqual(5 - 1e-6);
    // Each moved no further than it had to: within a few gaps of its place.
    for (const [i, marker] of spread.entries())
      expect(distance(marker, markers[i]!, aspect)).toBeLessThanOrEqual(15);
  });
});
