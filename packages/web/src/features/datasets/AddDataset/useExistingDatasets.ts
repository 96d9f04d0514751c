import { useMemo } from 'react';
import type { DatasetListItem } from '../../../api/datasets';
import { DATASETS_RESOURCE } from '../../../api/datasets';
import { useGetListQuery, type ListQuery } from '../../../api/list';

/** The largest page the dataset list API serves. */
const MAX_PAGE_SIZE = 100;

/**
 * Datasets already made from tables of this schema, by table name. Superset allows one dataset per
 * table, so the picker marks these tables and the page will not create a second one.
 */
export function useExistingDatasets(
  databaseId: number | undefined,
  schema: string | undefined,
): Map<string, DatasetListItem> {
  const query = useMemo<ListQuery>(
    () => ({
      filters: [
        { col: 'database', opr: 'rel_o_m', value: databaseId ?? 0 },
        { col: 'schema', opr: 'eq', value: schema ?? '' },
        { col: 'sql', opr: 'dataset_is_null_or_empty', value: true },
      ],
      page: 0,
      page_size: MAX_PAGE_SIZE,
    }),
    [databaseId, schema],
  );
  const { data } = useGetListQuery(
    { resource: DATASETS_RESOURCE, query },
    { skip: databaseId === undefined || schema === undefined },
  );
  return useMemo(() => {
    const rows = (data?.result ?? []) as unknown as DatasetListItem[];
    return new Map(rows.map((row) => [row.table_name, row]));
  }, [data]);
}
