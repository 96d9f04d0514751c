import type { Geometry, Position } from 'geojson';

/** Longitude steps over half the globe: the ring walks along one side of the antimeridian and jumps. */
function crosses(from: Position, to: Position): boolean {
  return Math.abs((to[0] ?? 0) - (from[0] ?? 0)) > 180;
}

/** Where the short way from one point to the next meets the antimeridian (on `from`'s side). */
function crossingLatitude(from: Position, to: Position, side: number): number {
  const [lon0 = 0, lat0 = 0] = from;
  const [lon1 = 0, lat1 = 0] = to;
  const before = Math.abs(side - lon0);
  const after = Math.abs(lon1 + side);
  return before + after === 0 ? lat0 : lat0 + ((lat1 - lat0) * before) / (before + after);
}

/**
 * A closed ring cut where it crosses the antimeridian into rings that each stay on one side, closed
 * along the meridian. Natural Earth's Russia and Fiji step from 180° to −180° inside a ring, which a
 * flat map draws as a line across the whole world. A ring around a pole (Antarctica: one crossing)
 * is closed through the pole instead.
 */
export function cutRing(ring: readonly Position[]): Position[][] {
  const pieces: Position[][] = [];
  let current: Position[] = ring[0] ? [ring[0]] : [];
  let crossings = 0;
  for (let i = 1; i < ring.length; i += 1) {
    const from = ring[i - 1]!;
    const to = ring[i]!;
    if (crosses(from, to)) {
      crossings += 1;
      const side = (from[0] ?? 0) > 0 ? 180 : -180;
      const latitude = crossingLatitude(from, to, side);
      current.push([side, latitude]);
      pieces.push(current);
      current = [[-side, latitude], to];
    } else {
      current.push(to);
    }
  }
  if (crossings === 0) return [[...ring]];
  // The ring is closed: its last piece runs on into its first (whose first point it repeats).
  const [first = [], ...middle] = pieces;
  const wrapped = [...current, ...first.slice(1)];
  const cut = [wrapped, ...middle];
  if (crossings % 2 === 1) {
    // Around a pole: the single piece runs from one side to the other; close it over the pole.
    const start = wrapped[0]!;
    const end = wrapped[wrapped.length - 1]!;
    const pole = (start[1] ?? 0) < 0 ? -90 : 90;
    // Through the map's middle too, so no step of the ring spans the whole map.
    wrapped.push([end[0] ?? 0, pole], [0, pole], [start[0] ?? 0, pole]);
  }
  return cut.map((piece) => withoutRepeats([...piece, piece[0]!]));
}

/** The ring without a point that repeats the one before it (where a ring touched the meridian). */
function withoutRepeats(ring: Position[]): Position[] {
  return ring.filter((point, i) => i === 0 || point[0] !== ring[i - 1]![0] || point[1] !== ring[i - 1]![1]);
}

/**
 * A country's outline with every outer ring cut at the antimeridian (holes, which the 1:110m outlines
 * crossing it do not have, are kept with their polygon's first piece).
 */
export function cutAtAntimeridian(geometry: Geometry): Geometry {
  const cutPolygon = (polygon: Position[][]): Position[][][] => {
    const [outer = [], ...holes] = polygon;
    const pieces = cutRing(outer);
    return pieces.map((piece, index) => (index === 0 ? [piece, ...holes] : [piece]));
  };
  if (geometry.type === 'Polygon') {
    const polygons = cutPolygon(geometry.coordinates);
    return polygons.length === 1
      ? { type: 'Polygon', coordinates: polygons[0]! }
      : { type: 'MultiPolygon', coordinates: polygons };
  }
  if (geometry.type === 'MultiPolygon') {
    return { type: 'MultiPolygon', coordinates: geometry.coordinates.flatMap(cutPolygon) };
  }
  return geometry;
}
