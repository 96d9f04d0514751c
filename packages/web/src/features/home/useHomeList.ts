import { humanizeDelta } from '@loupe/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import { useGetListQuery, type ListFilterClause } from '../../api/list';
import { homeListQuery, titleColumn } from './homeQueries';

/** A Home list row as the list API answers the columns Home asks for. */
export interface HomeRow {
  id: number;
  title: string;
  changedOn: string | null;
  /** "Modified 2 hours ago". */
  modified: string;
}

/** Rows of `resource` passing `filters`, newest change first; skipped until the user is known. */
export function useHomeList(
  resource: string,
  filters: ListFilterClause[] | null,
  pageSize?: number,
): { rows: HomeRow[] | undefined; loading: boolean; error: string | undefined } {
  const { t } = useTranslation();
  const { data, isLoading, isFetching, error } = useGetListQuery(
    { resource, query: homeListQuery(resource, filters ?? [], pageSize) },
    { skip: filters === null },
  );
  const column = titleColumn(resource);
  const rows = data?.result.map((row): HomeRow => {
    const changedOn = typeof row.changed_on === 'string' ? row.changed_on : null;
    const when = humanizeDelta(changedOn);
    const title = row[column];
    return {
      id: Number(row.id),
      title: typeof title === 'string' && title ? title : `#${String(row.id)}`,
      changedOn,
      modified: when ? t('home.modifiedWhen', { when }) : '',
    };
  });
  return {
    rows,
    loading: isLoading || isFetching || filters === null,
    error: error ? t('home.loadFailed', { message: errorMessage(error, t) }) : undefined,
  };
}
