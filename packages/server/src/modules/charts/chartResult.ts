import { humanizeDelta, type ChartResult } from '@loupe/core';
import type { DatasetRow } from '../datasets/DatasetRepository.js';
import type { ChartRow, DashboardRef, PersonRef } from './ChartRepository.js';

/** A chart's explore link, as Superset's Slice.url / slice_url. */
export const sliceUrl = (id: number): string => `/explore/?slice_id=${id}`;

/** `schema.table` when the dataset has a schema, as Superset's SqlaTable.name. */
export function datasetName(dataset: Pick<DatasetRow, 'schema' | 'table_name'>): string {
  return dataset.schema ? `${dataset.schema}.${dataset.table_name}` : dataset.table_name;
}

/** The JSON params as an object; stored params that do not parse read as empty, as Superset reads them. */
function parseParams(params: string | null): Record<string, unknown> {
  if (!params) return {};
  try {
    const parsed: unknown = JSON.parse(params);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Superset's Slice.form_data: the params plus slice_id, viz_type, datasource and a cache_timeout if set. */
export function chartFormData(
  row: Pick<ChartRow, 'id' | 'params' | 'viz_type' | 'datasource_id' | 'datasource_type' | 'cache_timeout'>,
): Record<string, unknown> {
  const formData: Record<string, unknown> = {
    ...parseParams(row.params),
    slice_id: row.id,
    viz_type: row.viz_type,
    datasource: `${row.datasource_id ?? ''}__${row.datasource_type ?? ''}`,
  };
  if (row.cache_timeout) formData.cache_timeout = row.cache_timeout;
  return formData;
}

export interface ChartParts {
  row: ChartRow;
  owners: PersonRef[];
  dashboards: DashboardRef[];
  dataset: DatasetRow | undefined;
}

/** GET /api/v1/chart/<id>: Superset's show columns (contract §6). */
export function toChartResult({ row, owners, dashboards, dataset }: ChartParts): ChartResult {
  return {
    id: row.id,
    uuid: row.uuid,
    url: sliceUrl(row.id),
    slice_name: row.slice_name,
    viz_type: row.viz_type,
    params: row.params,
    query_context: row.query_context,
    description: row.description,
    cache_timeout: row.cache_timeout,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    is_managed_externally: Boolean(row.is_managed_externally),
    thumbnail_url: null,
    tags: [],
    changed_on_delta_humanized: humanizeDelta(row.changed_on),
    owners,
    dashboards,
    datasource_id: row.datasource_id,
    datasource_type: row.datasource_type,
    datasource_name_text: dataset ? datasetName(dataset) : row.datasource_name,
    datasource_url: row.datasource_id === null ? null : `/tablemodelview/edit/${row.datasource_id}`,
    datasource_uuid: dataset?.uuid ?? null,
  };
}

/** Superset's Slice.data: the `slice` of GET /api/v1/explore/. */
export function toSliceData({ row, owners, dashboards }: ChartParts): Record<string, unknown> {
  return {
    slice_id: row.id,
    slice_name: row.slice_name,
    slice_url: sliceUrl(row.id),
    edit_url: `/chart/edit/${row.id}`,
    cache_timeout: row.cache_timeout,
    changed_on: row.changed_on,
    changed_on_humanized: humanizeDelta(row.changed_on),
    modified: humanizeDelta(row.changed_on),
    datasource: row.datasource_name,
    description: row.description,
    description_markeddown: row.description ?? '',
    form_data: chartFormData(row),
    query_context: row.query_context,
    owners: owners.map((o) => o.id),
    dashboards: dashboards.map((d) => d.id),
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    is_managed_externally: Boolean(row.is_managed_externally),
  };
}
