import type { Geometry, Position } from 'geojson';
import atlas from 'world-atlas/countries-110m.json';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { cutRing } from './antimeridian';
import { worldGeoJson } from './worldGeo';

/** Whether a ring of the outline jumps across the map (drawn as a line from one edge to the other). */
function jumps(geometry: Geometry): boolean {
  const polygons: Position[][][] =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  return polygons.some((polygon) =>
    polygon.some((ring) => ring.some((point, i) => i > 0 && Math.abs(point[0]! - ring[i - 1]![0]!) > 180)),
  );
}

describe('world_map antimeridian cut', () => {
  it('keeps a ring that stays on one side as it is', () => {
    const ring = [
      [10, 10],
      [20, 10],
      [20, 20],
      [10, 10],
    ];
    expect(cutRing(ring)).toEqual([ring]);
  });

  it('cuts an island across the antimeridian into an east and a west ring, closed on the meridian', () => {
    // From 179° east over the antimeridian to 179° west and back, as Fiji's outline does.
    const ring = [
      [179, -16],
      [-179, -16],
      [-179, -17],
      [179, -17],
      [179, -16],
    ];
    expect(cutRing(ring)).toEqual([
      [
        [180, -17],
        [179, -17],
        [179, -16],
        [180, -16],
        [180, -17],
      ],
      [
        [-180, -16],
        [-179, -16],
        [-179, -17],
        [-180, -17],
        [-180, -16],
      ],
    ]);
  });

  it('closes a ring around the south pole through the pole', () => {
    const ring = [
      [-180, -80],
      [0, -70],
      [180, -80],
      [-180, -80],
    ];
    expect(cutRing(ring)).toEqual([
      [
        [-180, -80],
        [0, -70],
        [180, -80],
        [180, -90],
        [0, -90],
        [-180, -90],
        [-180, -80],
      ],
    ]);
  });

  it('leaves no Natural Earth outline jumping across the map (Russia, Fiji, Antarctica)', () => {
    const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    const countries = worldGeoJson(topology).features;
    const crossing = countries.filter((country) => jumps(country.geometry)).map((c) => c.properties.name);
    expect(crossing).toEqual([]);
    // Russia keeps its far east: a piece of it lies at the map's western edge.
    const russia = countries.find((country) => country.properties.name === 'RUS')?.geometry;
    expect(russia?.type).toBe('MultiPolygon');
  });
});
