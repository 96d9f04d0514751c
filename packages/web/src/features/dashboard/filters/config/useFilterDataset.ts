import type { DatasourceData } from '@loupe/core';
import { useMemo } from 'react';
import { useGetDatasetQuery, type Dataset } from '../../../../api/datasets';
import { useGetExploreQuery } from '../../../../api/explore';
import { useDashboardContext } from '../../DashboardContext';

/** The datasource JSON a filter's value control reads, from the dataset's show answer. */
function asDatasource(dataset: Dataset, grains: DatasourceData['time_grain_sqla']): DatasourceData {
  return {
    ...dataset,
    type: 'table',
    owners: dataset.owners.map((owner) => owner.id),
    granularity_sqla: dataset.columns
      .filter((column) => column.is_dttm)
      .map((column) => [column.column_name, column.column_name]),
    time_grain_sqla: grains,
    filter_select: dataset.filter_select_enabled,
  };
}

export interface FilterDataset {
  /** `GET /api/v1/dataset/<id>`: the columns and metrics the form offers. */
  details: Dataset | undefined;
  /** What the default value's control reads (time grains, time columns). */
  datasource: DatasourceData | undefined;
  isFetching: boolean;
  error: unknown;
}

/**
 * A filter's dataset as the form needs it. The columns and metrics come from the dataset API; the time
 * grains, which only the datasource JSON carries, from the dashboard's datasets when the dataset is one
 * of them, else from Explore's bootstrap (only for a time grain filter).
 */
export function useFilterDataset(datasetId: number | undefined, filterType: string): FilterDataset {
  const { datasets } = useDashboardContext();
  const known = datasetId === undefined ? undefined : datasets.get(datasetId);
  const details = useGetDatasetQuery(datasetId ?? 0, { skip: datasetId === undefined });
  const explore = useGetExploreQuery(
    { datasource_id: datasetId, datasource_type: 'table' },
    { skip: datasetId === undefined || known !== undefined || filterType !== 'filter_timegrain' },
  );
  const exploreGrains = (explore.data?.dataset as Partial<DatasourceData> | undefined)?.time_grain_sqla;
  const datasource = useMemo(() => {
    if (known) return known;
    return details.data ? asDatasource(details.data, exploreGrains ?? []) : undefined;
  }, [known, details.data, exploreGrains]);
  return {
    details: datasetId === undefined ? undefined : details.data,
    datasource: datasetId === undefined ? undefined : datasource,
    isFetching: details.isFetching || explore.isFetching,
    error: details.error ?? explore.error,
  };
}
