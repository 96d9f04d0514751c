import { getMap } from 'echarts/core';
import { describe, expect, it } from 'vitest';
import { WORLD_MAP_NAME } from './mapName';
import { loadWorldMap } from './worldGeo';

describe('world_map loadWorldMap', () => {
  it('registers the outlines under ISO alpha-3 names and puts bubbles on the mainland', async () => {
    const centres = await loadWorldMap();
    expect(getMap(WORLD_MAP_NAME)).toBeTruthy();
    expect(centres.size).toBeGreaterThan(160);
    // France's centre is in metropolitan France, not pulled towards French Guiana.
    const [franceLng = 0, franceLat = 0] = centres.get('FRA') ?? [];
    expect(franceLng).toBeGreaterThan(0);
    expect(franceLng).toBeLessThan(5);
    expect(franceLat).toBeGreaterThan(45);
    expect(franceLat).toBeLessThan(48);
    const [usLng = 0, usLat = 0] = centres.get('USA') ?? [];
    expect(usLng).toBeGreaterThan(-105);
    expect(usLng).toBeLessThan(-90);
    expect(usLat).toBeGreaterThan(35);
    expect(usLat).toBeLessThan(42);
    // Kosovo has no ISO code: it keeps its Natural Earth name.
    expect(centres.has('Kosovo')).toBe(true);
  });
});
