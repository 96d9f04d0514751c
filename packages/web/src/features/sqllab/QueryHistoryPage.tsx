import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { QUERIES_RESOURCE, type QueryListItem } from '../../api/sqllab';
import { ListView, type SortState } from '../../components/ListView';
import { queryHistoryColumns, queryHistoryFilters } from './lists/queryHistoryColumns';

const INITIAL_SORT: SortState = { column: 'start_time', direction: 'desc' };

const queryName = (query: QueryListItem): string => query.tab_name ?? query.client_id;

/** Everyone's (or, for non-admins, the user's) past SQL Lab runs, newest first. */
export function QueryHistoryPage(): ReactElement {
  const { t } = useTranslation();
  // The time range choices count back from when the page opened.
  const [openedAt] = useState(() => Date.now());
  const columns = useMemo(() => queryHistoryColumns(t), [t]);
  const filters = useMemo(() => queryHistoryFilters(t, openedAt), [t, openedAt]);
  return (
    <ListView<QueryListItem>
      resource={QUERIES_RESOURCE}
      resourceLabel={t('sqllab.history.resource')}
      resourceLabelPlural={t('sqllab.history.resources')}
      title={t('pages.queryHistory')}
      columns={columns}
      filters={filters}
      initialSort={INITIAL_SORT}
      getItemName={queryName}
      readOnly
    />
  );
}
