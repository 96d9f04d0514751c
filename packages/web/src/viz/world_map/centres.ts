import type { Geometry, Position } from 'geojson';

/** Longitude and latitude. */
export type LngLat = [number, number];

/** Twice the signed area and the area-weighted centre sums of a ring (shoelace formula). */
function ringMoments(ring: readonly Position[]): { area: number; x: number; y: number } {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < ring.length - 1; i += 1) {
    const [x0 = 0, y0 = 0] = ring[i] ?? [];
    const [x1 = 0, y1 = 0] = ring[i + 1] ?? [];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  return { area, x, y };
}

/**
 * Where a country's bubble goes: the centroid of the outer ring of its largest polygon (so France's
 * bubble sits in Europe, not between Europe and French Guiana), in plain longitude/latitude, which
 * is close enough at the map's scale.
 */
export function geometryCentre(geometry: Geometry | null): LngLat | undefined {
  if (!geometry) return undefined;
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  let best: { area: number; x: number; y: number } | undefined;
  for (const polygon of polygons) {
    const outer = polygon[0];
    if (!outer || outer.length < 4) continue;
    const moments = ringMoments(outer);
    if (moments.area !== 0 && (!best || Math.abs(moments.area) > Math.abs(best.area))) best = moments;
  }
  if (!best) return undefined;
  return [best.x / (3 * best.area), best.y / (3 * best.area)];
}
