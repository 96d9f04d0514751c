import {
  isQueryFormColumn,
  isQueryFormMetric,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
} from '@loupe/core';

/** A column list of form data (one column or many), keeping only well-formed columns. */
export function columnsOf(value: unknown): QueryFormColumn[] {
  const list: unknown[] = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return list.filter(isQueryFormColumn);
}

export function metricsOf(value: unknown): QueryFormMetric[] {
  const list: unknown[] = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return list.filter(isQueryFormMetric);
}

/** The row and column group-bys of a pivot table's form data. */
export function pivotGroupbys(formData: QueryFormData): {
  rows: QueryFormColumn[];
  columns: QueryFormColumn[];
} {
  return { rows: columnsOf(formData.groupbyRows), columns: columnsOf(formData.groupbyColumns) };
}
