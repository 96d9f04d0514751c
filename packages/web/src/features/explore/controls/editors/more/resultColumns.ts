import {
  getColumnLabel,
  getMetricLabel,
  isQueryFormColumn,
  isQueryFormMetric,
  type DatasourceData,
  type QueryFormData,
} from '@loupe/core';
import { columnKind, findColumn, type ColumnKind } from '../adhoc/datasetColumns';

/** A column of the chart's result as the form data predicts it (no query needed). */
export interface ResultColumn {
  /** The key its values carry in the answer (and in `column_config` / `conditional_formatting`). */
  key: string;
  /** What the user sees: the dataset's verbose name when it has one. */
  label: string;
  kind: ColumnKind;
  isMetric: boolean;
}

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}

// Superset's table: raw mode when asked, or when it has raw columns and no explicit mode (saved charts).
function isRawMode(formData: QueryFormData): boolean {
  if (formData.query_mode === 'raw' || formData.query_mode === 'aggregate')
    return formData.query_mode === 'raw';
  return listOf(formData.all_columns).length > 0;
}

function columnsOf(formData: QueryFormData, datasource: DatasourceData | null): ResultColumn[] {
  const keys = isRawMode(formData)
    ? ['all_columns']
    : ['groupby', 'groupbyRows', 'groupbyColumns'].filter((key) => key in formData);
  const verbose = datasource?.verbose_map ?? {};
  return keys.flatMap((key) =>
    listOf(formData[key])
      .filter(isQueryFormColumn)
      .map((column) => {
        const name = getColumnLabel(column);
        const dataset =
          typeof column === 'string' ? findColumn(datasource?.columns ?? [], column) : undefined;
        // An adhoc SQL column's type is unknown until queried; Superset's editors then treat it as text.
        const kind: ColumnKind = dataset ? columnKind(dataset) : 'string';
        return { key: name, label: verbose[name] ?? name, kind, isMetric: false };
      }),
  );
}

function metricsOf(formData: QueryFormData, datasource: DatasourceData | null): ResultColumn[] {
  if (isRawMode(formData)) return [];
  const verbose = datasource?.verbose_map ?? {};
  const metric = (key: string, label: string): ResultColumn => ({
    key,
    label,
    kind: 'number',
    isMetric: true,
  });
  const metrics = [...listOf(formData.metrics), ...listOf(formData.metric)]
    .filter(isQueryFormMetric)
    .map(getMetricLabel)
    .map((name) => metric(name, verbose[name] ?? name));
  // The table names a percent metric's column `%<label>` (Superset's percent_metrics).
  const percents = listOf(formData.percent_metrics)
    .filter(isQueryFormMetric)
    .map(getMetricLabel)
    .map((name) => metric(`%${name}`, `%${verbose[name] ?? name}`));
  return [...metrics, ...percents];
}

/**
 * The columns the chart's answer will hold, read from form data: dimensions (group-bys, or the raw
 * columns of a table in raw mode), then metrics and percent metrics; each key once.
 */
export function resultColumns(formData: QueryFormData, datasource: DatasourceData | null): ResultColumn[] {
  const seen = new Set<string>();
  return [...columnsOf(formData, datasource), ...metricsOf(formData, datasource)].filter((column) => {
    if (!column.key || seen.has(column.key)) return false;
    seen.add(column.key);
    return true;
  });
}
