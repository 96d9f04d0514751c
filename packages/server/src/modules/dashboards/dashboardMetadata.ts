import { chartIdsInLayout, isRecord, parsePositionJson } from '@loupe/core';

type Json = Record<string, unknown>;

/** The dashboard's stored json_metadata as an object; text that is not one reads as empty. */
export function parseMetadata(text: string | null | undefined): Json {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** The chart ids a layout (position_json text, or the `positions` of a save) shows. */
export function layoutChartIds(positions: Json | string): number[] {
  return chartIdsInLayout(
    parsePositionJson(typeof positions === 'string' ? positions : JSON.stringify(positions)),
  );
}

/**
 * Superset's set_dash_metadata on the layout: every CHART entry's meta gets the chart's uuid (or
 * loses a stale one), and the result is the position_json text to store. Other entries are kept as
 * they came, so a Superset layout round-trips unchanged.
 */
export function layoutWithUuids(positions: Json, uuids: ReadonlyMap<number, string>): string {
  const out: Json = {};
  for (const [key, value] of Object.entries(positions)) {
    if (isRecord(value) && value.type === 'CHART' && isRecord(value.meta)) {
      const chartId = value.meta.chartId;
      const meta: Json = { ...value.meta };
      const uuid = typeof chartId === 'number' ? uuids.get(chartId) : undefined;
      if (uuid) meta.uuid = uuid;
      else delete meta.uuid;
      out[key] = { ...value, meta };
    } else out[key] = value;
  }
  return JSON.stringify(out);
}

const remapId = (id: unknown, map: ReadonlyMap<number, number>): unknown => {
  const n = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  return typeof n === 'number' && map.has(n) ? map.get(n) : id;
};
const remapList = (list: unknown, map: ReadonlyMap<number, number>): unknown =>
  Array.isArray(list) ? list.map((id) => remapId(id, map)) : list;
const remapKeys = (value: unknown, map: ReadonlyMap<number, number>, inner?: (v: unknown) => unknown) =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).map(([k, v]) => [String(remapId(k, map)), inner ? inner(v) : v]),
      )
    : value;

/** A scope (`{rootPath, excluded}`) and its `chartsInScope` with the chart ids mapped. */
function remapScoped(value: unknown, map: ReadonlyMap<number, number>): unknown {
  if (!isRecord(value)) return value;
  const out: Json = { ...value };
  if ('chartsInScope' in out) out.chartsInScope = remapList(out.chartsInScope, map);
  if (isRecord(out.scope) && 'excluded' in out.scope)
    out.scope = { ...out.scope, excluded: remapList(out.scope.excluded, map) };
  if (isRecord(out.crossFilters)) out.crossFilters = remapScoped(out.crossFilters, map);
  if ('id' in out) out.id = remapId(out.id, map);
  return out;
}

/**
 * A copied dashboard's metadata with the chart ids of the original mapped to the copies (Superset's
 * copy_dashboard with duplicate_slices): the layout's chartIds, the per-chart settings keyed by
 * chart, and the chart lists of filters and cross-filters.
 */
export function remapChartIds(metadata: Json, map: ReadonlyMap<number, number>): Json {
  if (map.size === 0) return metadata;
  const out: Json = { ...metadata };
  if (isRecord(out.positions)) out.positions = remapLayout(out.positions, map);
  if ('expanded_slices' in out) out.expanded_slices = remapKeys(out.expanded_slices, map);
  if ('timed_refresh_immune_slices' in out)
    out.timed_refresh_immune_slices = remapList(out.timed_refresh_immune_slices, map);
  if ('chart_configuration' in out)
    out.chart_configuration = remapKeys(out.chart_configuration, map, (v) => remapScoped(v, map));
  if ('global_chart_configuration' in out)
    out.global_chart_configuration = remapScoped(out.global_chart_configuration, map);
  if (Array.isArray(out.native_filter_configuration))
    out.native_filter_configuration = out.native_filter_configuration.map((f) => remapScoped(f, map));
  if ('filter_scopes' in out)
    out.filter_scopes = remapKeys(out.filter_scopes, map, (columns) =>
      remapKeys(columns, new Map(), (scope) =>
        isRecord(scope) && 'immune' in scope ? { ...scope, immune: remapList(scope.immune, map) } : scope,
      ),
    );
  return out;
}

/** A layout object with each CHART entry's meta.chartId mapped. */
export function remapLayout(positions: Json, map: ReadonlyMap<number, number>): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(positions)) {
    if (isRecord(value) && value.type === 'CHART' && isRecord(value.meta))
      out[key] = { ...value, meta: { ...value.meta, chartId: remapId(value.meta.chartId, map) } };
    else out[key] = value;
  }
  return out;
}
