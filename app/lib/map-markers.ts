// Markers on a map drawn to scale sit where their places are, and places close together would
// put one marker on another: too small to tap, and one hides the other. Each marker is moved,
// if it must be, to the nearest spot at least `gap` from the markers placed before it (and
// from fixed ones, such as the offices' dots), so every marker stays a target of its own.

/** A position on the map, in percent of its width (x) and height (y). */
export interface MapPoint {
  x: number;
  y: number;
}

/**
 * The markers' positions, in their order (place the most important first: it moves least).
 * `gap` is in percent of the map's width; `aspect` is the map's height over its width (a
 * percent of height is that much shorter); `fixed` are markers that do not move.
 */
export function spreadMarkers<P extends MapPoint>(
  markers: readonly P[],
  { gap, aspect, fixed = [] }: { gap: number; aspect: number; fixed?: readonly MapPoint[] },
): P[] {
  const placed: MapPoint[] = [...fixed];
  // Distances in percent of the width.
  const far = (a: MapPoint, b: MapPoint) => Math.hypot(a.x - b.x, (a.y - b.y) * aspect) >= gap - 1e-9;
  const inside = (point: MapPoint) => point.x >= 0 && point.x <= 100 && point.y >= 0 && point.y <= 100;
  return markers.map((marker) => {
    let spot: MapPoint = marker;
    if (!placed.every((other) => far(spot, other)))
      // Rings around the place, nearest first, each tried all around (the lower left first).
      search: for (let ring = 1; ring <= 12; ring++)
        for (let step = 0; step < 12; step++) {
          const angle = Math.PI * (0.75 + step / 6);
          // A hair past each half gap: a spot exactly one gap from a marker on the place counts.
          const radius = (gap / 2) * ring * 1.02;
          const candidate = {
            x: marker.x + Math.cos(angle) * radius,
            y: marker.y + (Math.sin(angle) * radius) / aspect,
          };
          if (inside(candidate) && placed.every((other) => far(candidate, other))) {
            spot = candidate;
            break search;
          }
        }
    placed.push(spot);
    const round = (value: number) => Math.round(value * 100) / 100;
    return { ...marker, x: round(spot.x), y: round(spot.y) };
  });
}
