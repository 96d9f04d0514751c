import {
  getColumnLabel,
  getMetricLabel,
  type QueryFormColumn,
  type QueryFormMetric,
  type QueryObject,
} from '@loupe/core';
import { findCountry, isCountryFieldType } from './countries.js';

function isMetric(value: unknown): value is QueryFormMetric {
  return typeof value === 'string' || (typeof value === 'object' && value !== null && !Array.isArray(value));
}

function isColumn(value: unknown): value is QueryFormColumn {
  return isMetric(value);
}

/**
 * Superset's WorldMapViz.query_obj: grouped by the `entity` column, and ordered by the first metric,
 * largest first, when `sort_by_metric` is set.
 */
export function worldMapQuery(formData: Record<string, unknown>, query: QueryObject): QueryObject {
  const { entity } = formData;
  const columns = isColumn(entity) && entity !== '' ? [entity] : [];
  const first = query.metrics?.[0];
  return {
    ...query,
    columns,
    ...(formData.sort_by_metric === true && first !== undefined ? { orderby: [[first, false]] } : {}),
  };
}

/**
 * Superset's WorldMapViz.get_data: one `{country, m1[, m2]}` per row (m2 the secondary metric, or m1
 * again when both are the same metric; absent without one), and for a country found by
 * `country_fieldtype` its cca3 as `country`, the code it was found by as `code`, its name and
 * centre; an unknown one becomes 'XXX'. No rows is `null`.
 */
export function worldMapData(
  formData: Record<string, unknown>,
  rows: readonly Record<string, unknown>[],
): Record<string, unknown>[] | null {
  if (rows.length === 0) return null;
  const entity = isColumn(formData.entity) ? getColumnLabel(formData.entity) : '';
  const metric = isMetric(formData.metric) ? getMetricLabel(formData.metric) : '';
  const secondary =
    isMetric(formData.secondary_metric) && formData.secondary_metric !== ''
      ? getMetricLabel(formData.secondary_metric)
      : null;
  const fieldType = formData.country_fieldtype;
  return rows.map((row) => {
    const out: Record<string, unknown> = { country: row[entity] ?? null, m1: row[metric] ?? null };
    if (secondary !== null) out.m2 = row[secondary] ?? null;
    const code = out.country;
    const country =
      typeof code === 'string' && isCountryFieldType(fieldType) ? findCountry(fieldType, code) : undefined;
    if (country && isCountryFieldType(fieldType)) {
      out.code = country[fieldType];
      out.country = country.cca3;
      out.latitude = country.lat;
      out.longitude = country.lng;
      out.name = country.name;
    } else {
      out.country = 'XXX';
    }
    return out;
  });
}
