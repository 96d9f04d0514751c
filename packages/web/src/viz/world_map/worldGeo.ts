import { GeoComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { cutAtAntimeridian } from './antimeridian';
import { geometryCentre, type LngLat } from './centres';
import { alpha3OfNumeric } from './countries';
import { WORLD_MAP_NAME } from './mapName';

/** Each country's bubble centre by ISO alpha-3 code. */
export type Centres = ReadonlyMap<string, LngLat>;

/**
 * Natural Earth's countries (world-atlas, 1:110m) as flat-map GeoJSON (cut at the antimeridian) whose region names are ISO alpha-3
 * codes, the names the chart's data uses; features without an ISO code (e.g. Kosovo, Northern
 * Cyprus) keep their English name and draw as countries without data.
 */
export function worldGeoJson(topology: Topology<{ countries: GeometryCollection<{ name: string }> }>) {
  const countries: FeatureCollection<Geometry, { name: string }> = feature(
    topology,
    topology.objects.countries,
  );
  return {
    ...countries,
    features: countries.features.map((country) => ({
      ...country,
      geometry: cutAtAntimeridian(country.geometry),
      properties: { name: alpha3OfNumeric(country.id) ?? country.properties.name },
    })),
  };
}

// echarts/core's registerMap does nothing until the geo component has installed it.
echarts.use([GeoComponent]);

let loading: Promise<Centres> | undefined;

/**
 * Loads the outlines once (their own chunk: 100 kB that only this chart needs), registers them with
 * ECharts and answers the bubble centres.
 */
export function loadWorldMap(): Promise<Centres> {
  if (loading) return loading;
  loading = import('world-atlas/countries-110m.json').then(({ default: atlas }) => {
    // The package ships untyped JSON; its shape is TopoJSON's by construction.
    const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    const geoJson = worldGeoJson(topology);
    // ECharts types its own GeoJSON subset (polygons only); Natural Earth's countries are polygons.
    echarts.registerMap(WORLD_MAP_NAME, geoJson as Parameters<typeof echarts.registerMap>[1]);
    const centres = new Map<string, LngLat>();
    for (const country of geoJson.features) {
      const centre = geometryCentre(country.geometry);
      if (centre) centres.set(country.properties.name, centre);
    }
    return centres;
  });
  // A failed load (e.g. the chunk could not be fetched) is tried again by the next chart.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
