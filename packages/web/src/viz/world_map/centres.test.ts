import { describe, expect, it } from 'vitest';
import { geometryCentre } from './centres';

const square = (x: number, y: number, size: number) => [
  [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
    [x, y],
  ],
];

describe('world_map geometryCentre', () => {
  it("is a polygon's centroid", () => {
    expect(geometryCentre({ type: 'Polygon', coordinates: square(10, 20, 4) })).toEqual([12, 22]);
  });

  it("is the largest polygon's centroid for a country in several parts", () => {
    const centre = geometryCentre({
      type: 'MultiPolygon',
      coordinates: [square(-60, 0, 1), square(0, 40, 10)],
    });
    expect(centre).toEqual([5, 45]);
  });

  it('has none for a geometry without area', () => {
    expect(geometryCentre(null)).toBeUndefined();
    expect(geometryCentre({ type: 'Point', coordinates: [1, 2] })).toBeUndefined();
  });
});
