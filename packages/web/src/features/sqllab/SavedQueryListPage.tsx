import { useCallback, useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVED_QUERIES_RESOURCE, type SavedQueryListItem } from '../../api/sqllab';
import { ListView, type SortState } from '../../components/ListView';
import { useToasts } from '../../components/toasts/useToasts';
import { copyText } from './lists/copyText';
import {
  savedQueryActions,
  savedQueryColumns,
  savedQueryFilters,
  savedQueryUrl,
} from './lists/savedQueryColumns';

const INITIAL_SORT: SortState = { column: 'changed_on_delta_humanized', direction: 'desc' };

const queryName = (query: SavedQueryListItem): string => query.label;

/** Saved queries: search, database filter, open in SQL Lab, copy a link, delete one or many. */
export function SavedQueryListPage(): ReactElement {
  const { t } = useTranslation();
  const toasts = useToasts();
  const onCopyLink = useCallback(
    (query: SavedQueryListItem) => {
      const url = new URL(savedQueryUrl(query.id), window.location.origin).toString();
      void copyText(url).then((copied) =>
        copied
          ? toasts.addSuccessToast(t('sqllab.savedQueries.linkCopied'))
          : toasts.addDangerToast(t('sqllab.savedQueries.copyUnsupported')),
      );
    },
    [t, toasts],
  );
  const columns = useMemo(() => savedQueryColumns(t), [t]);
  const actions = useMemo(() => savedQueryActions(t, onCopyLink), [t, onCopyLink]);
  const filters = useMemo(() => savedQueryFilters(t), [t]);
  return (
    <ListView<SavedQueryListItem>
      resource={SAVED_QUERIES_RESOURCE}
      resourceLabel={t('sqllab.savedQueries.resource')}
      resourceLabelPlural={t('sqllab.savedQueries.resources')}
      title={t('pages.savedQueries')}
      columns={columns}
      filters={filters}
      initialSort={INITIAL_SORT}
      getItemName={queryName}
      extraRowActions={actions}
    />
  );
}
