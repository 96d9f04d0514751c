import { AppstoreOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Select, Skeleton, Space, Table, type TableProps } from 'antd';
import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type Key,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, httpStatus } from '../../api/errors';
import { useGetInfoQuery, useGetListQuery, type FilterValue } from '../../api/list';
import { Forbidden } from '../Forbidden';
import { PageTitle } from '../PageTitle';
import { BulkActions } from './BulkActions';
import { buildListQuery, hasActiveFilters } from './buildListQuery';
import { DeleteConfirmModal } from './DeleteConfirmModal';
import { ListFilters } from './ListFilters';
import { CardGrid, type CardViewConfig, type RowActionHandlers } from './CardGrid';
import { renderRowActions, toTableColumns } from './tableColumns';
import {
  DEFAULT_LIST_PAGE_SIZE,
  type FilterValues,
  type ListColumn,
  type ListFilterDef,
  type SortState,
} from './types';
import { useDeleteActions } from './useDeleteActions';
import { useErrorToast } from './useErrorToast';
import { ReturnFocus } from '../ReturnFocus/ReturnFocus';

export interface ListViewProps<T extends { id: number }> {
  /** Path under /api/v1/, e.g. 'security/users'. */
  resource: string;
  /** Translated, singular and lower case ('user'): it goes into the spec's messages. */
  resourceLabel: string;
  /** Translated plural ('users', 'saved queries', 'query history'): "No saved queries yet", not "querys". */
  resourceLabelPlural: string;
  title: string;
  columns: readonly ListColumn<T>[];
  filters?: readonly ListFilterDef[];
  initialSort?: SortState;
  pageSize?: number;
  getItemName: (row: T) => string;
  addLabel?: string;
  onAdd?: () => void;
  onEdit?: (row: T) => void;
  /** A reason the user may not edit this row (shown as the disabled Edit button's tooltip). */
  editDisabledReason?: (row: T) => string | undefined;
  /**
   * False for a row the user may not change at all (Superset's dashboards: owners and admins only):
   * it gets no Edit or Delete. Every row may be changed when absent (with can_write).
   */
  canChangeRow?: (row: T) => boolean;
  /** More actions per row in the Actions column (links the user may follow), before Edit and Delete. */
  extraRowActions?: (row: T) => ReactNode;
  /** Deleting asks the user to type DELETE in a dialog instead of a one-click confirmation. */
  confirmDeleteByTyping?: boolean;
  /** False for resources without a bulk delete endpoint (databases). */
  bulkDelete?: boolean;
  /** Replaces the plain "No <resource>s yet" when the unfiltered list is empty. */
  emptyState?: ReactNode;
  /** More buttons beside the add button (e.g. the datasets list's file upload menu). */
  headerActions?: ReactNode;
  /** For resources without `_info` or any write endpoint (the query history): no info request, no actions. */
  readOnly?: boolean;
  /** Told the rows of each page shown, e.g. to ask the server about all of them at once (favourites). */
  onRowsChange?: (rows: readonly T[]) => void;
  /** Offers a card view beside the table (Superset's card/list toggle); the table shows first unless told. */
  cardView?: CardViewConfig<T>;
}

/** What the typed-confirmation dialog is about to delete. */
type PendingDelete = { kind: 'one'; id: number; name: string } | { kind: 'many' };

const NO_FILTERS: readonly ListFilterDef[] = [];

/** A server-paginated, sortable, filterable list of one Superset-style resource. */
export function ListView<T extends { id: number }>(props: ListViewProps<T>): ReactElement {
  const { resource, resourceLabel, title, columns, filters = NO_FILTERS, initialSort, getItemName } = props;
  const pageSize = props.pageSize ?? DEFAULT_LIST_PAGE_SIZE;
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SortState | undefined>(initialSort);
  const [values, setValues] = useState<FilterValues>({});
  const [bulkMode, setBulkMode] = useState(false);
  const [viewMode, setViewMode] = useState<'table' | 'card'>(props.cardView?.defaultView ?? 'table');
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const typedConfirm = props.confirmDeleteByTyping === true;

  const query = useMemo(
    () => buildListQuery({ page, pageSize, sort, filters, values }),
    [page, pageSize, sort, filters, values],
  );
  const list = useGetListQuery({ resource, query });
  const info = useGetInfoQuery(resource, { skip: props.readOnly === true });
  const { deleteOne, deleteMany, deleting } = useDeleteActions(resource);
  useErrorToast(list.error, (error) =>
    t('messages.fetchListIssue', { resources: props.resourceLabelPlural, error }),
  );
  useErrorToast(info.error, (error) => t('messages.fetchInfoIssue', { resource: resourceLabel, error }));

  const count = list.data?.count ?? 0;
  const rows = useMemo(() => (list.data?.result ?? []) as unknown as T[], [list.data]);
  const canWrite = info.data?.permissions.includes('can_write') ?? false;
  const { onRowsChange } = props;
  useEffect(() => onRowsChange?.(rows), [rows, onRowsChange]);

  // Deleting the last rows of the last page would otherwise leave the user on an empty page.
  useEffect(() => {
    const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
    if (list.data && page > lastPage) setPage(lastPage);
  }, [list.data, count, page, pageSize]);

  const onFilterChange = useCallback((id: string, value: FilterValue | undefined) => {
    setValues((current) => ({ ...current, [id]: value }));
    setPage(0);
  }, []);

  const onTableChange = useCallback<NonNullable<TableProps<T>['onChange']>>(
    (pagination, _filters, sorter, extra) => {
      if (extra.action === 'paginate') {
        setPage((pagination.current ?? 1) - 1);
        return;
      }
      if (extra.action !== 'sort') return;
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const column = typeof single?.columnKey === 'string' ? single.columnKey : undefined;
      setSort(
        column && single?.order
          ? { column, direction: single.order === 'ascend' ? 'asc' : 'desc' }
          : initialSort,
      );
      setPage(0);
    },
    [initialSort],
  );

  const onBulkDelete = useCallback(async () => {
    if (await deleteMany(selectedIds)) setSelectedIds([]);
  }, [deleteMany, selectedIds]);

  const rowActions = useMemo(
    () =>
      canWrite
        ? {
            getItemName,
            onEdit: props.onEdit,
            editDisabledReason: props.editDisabledReason,
            allows: props.canChangeRow,
            confirmDelete: !typedConfirm,
            onDelete: (row: T) =>
              typedConfirm
                ? setPendingDelete({ kind: 'one', id: row.id, name: getItemName(row) })
                : void deleteOne(row.id, getItemName(row)),
          }
        : undefined,
    [
      canWrite,
      getItemName,
      props.onEdit,
      props.editDisabledReason,
      props.canChangeRow,
      typedConfirm,
      deleteOne,
    ],
  );

  // For cards that draw their own actions: the same Edit and Delete, as handlers.
  const actionHandlers = useCallback(
    (row: T): RowActionHandlers | undefined => {
      if (!rowActions || !(rowActions.allows?.(row) ?? true)) return undefined;
      const { onEdit } = rowActions;
      return {
        onEdit: onEdit ? () => onEdit(row) : undefined,
        editDisabledReason: rowActions.editDisabledReason?.(row),
        onDelete: () => rowActions.onDelete(row),
      };
    },
    [rowActions],
  );

  const tableColumns = useMemo(
    () => toTableColumns<T>({ columns, sort, t, rowActions, extraActions: props.extraRowActions }),
    [columns, props.extraRowActions, sort, t, rowActions],
  );

  const onConfirmPendingDelete = useCallback(() => {
    if (pendingDelete?.kind === 'one') void deleteOne(pendingDelete.id, pendingDelete.name);
    else if (pendingDelete?.kind === 'many') void onBulkDelete();
    setPendingDelete(null);
  }, [pendingDelete, deleteOne, onBulkDelete]);

  const forbidden = httpStatus(list.error) === 403 || httpStatus(info.error) === 403;
  if (forbidden) {
    return (
      <Flex vertical gap="middle">
        <PageTitle title={title} />
        <Forbidden />
      </Flex>
    );
  }

  const filtering = hasActiveFilters(values);
  const emptyText = list.error
    ? errorMessage(list.error, t)
    : filtering
      ? t('list.noResults')
      : t('list.empty', { resources: props.resourceLabelPlural });
  // Until the first answer arrives there is nothing to call empty: "No users yet" must not flash.
  const awaitingFirstAnswer = list.data === undefined && !list.error;
  const empty = awaitingFirstAnswer ? (
    <Skeleton active title={false} paragraph={{ rows: 3 }} />
  ) : !list.error && !filtering && props.emptyState ? (
    props.emptyState
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
  );

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="middle">
        <PageTitle title={title} />
        {/* The actions wrap under each other rather than off a narrow screen. */}
        <Flex gap="small" wrap>
          {props.cardView && (
            <ViewModeToggle config={props.cardView} mode={viewMode} onChange={setViewMode} />
          )}
          {canWrite && props.bulkDelete !== false && (
            <BulkActions
              active={bulkMode}
              selectedCount={selectedIds.length}
              deleting={deleting}
              onToggle={() => {
                setBulkMode((active) => !active);
                setSelectedIds([]);
              }}
              onDeselectAll={() => setSelectedIds([])}
              confirmDelete={!typedConfirm}
              onDelete={() => (typedConfirm ? setPendingDelete({ kind: 'many' }) : void onBulkDelete())}
            />
          )}
          {props.headerActions}
          {canWrite && props.onAdd && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={props.onAdd}
              data-testid="list-add-button"
            >
              {props.addLabel}
            </Button>
          )}
        </Flex>
      </Flex>
      <ListFilters resource={resource} filters={filters} values={values} onChange={onFilterChange} />
      {props.cardView && viewMode === 'card' ? (
        <>
          <CardSortSelect
            config={props.cardView}
            sort={sort}
            onChange={(next) => {
              setSort(next);
              setPage(0);
            }}
          />
          <CardGrid<T>
            rows={rows}
            renderCard={(row) =>
              props.cardView?.actionsInCard
                ? props.cardView.renderCard(row, actionHandlers(row))
                : props.cardView?.renderCard(row)
            }
            renderActions={
              !props.cardView.actionsInCard && (rowActions || props.extraRowActions)
                ? (row) => renderRowActions(row, rowActions, props.extraRowActions)
                : undefined
            }
            getItemName={getItemName}
            loading={list.isFetching || awaitingFirstAnswer}
            empty={empty}
            selection={bulkMode ? { ids: selectedIds, onChange: setSelectedIds } : undefined}
            page={page}
            pageSize={pageSize}
            total={count}
            onPage={setPage}
            showTotal={(total, [start, end]) =>
              t('list.rangeLabel', { start: String(start), end: String(end), total: String(total) })
            }
          />
        </>
      ) : (
        // Wider than the screen (a phone), the table scrolls sideways inside here, not the page.
        <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table<T>
            rowKey="id"
            size="middle"
            columns={tableColumns}
            dataSource={rows}
            loading={list.isFetching || awaitingFirstAnswer}
            onChange={onTableChange}
            locale={{ emptyText: empty }}
            rowSelection={
              bulkMode
                ? {
                    selectedRowKeys: selectedIds,
                    preserveSelectedRowKeys: true,
                    onChange: (keys: Key[]) => setSelectedIds(keys.map(Number)),
                  }
                : undefined
            }
            pagination={{
              current: page + 1,
              pageSize,
              total: count,
              showSizeChanger: false,
              hideOnSinglePage: false,
              showTotal: (total, [start, end]) =>
                t('list.rangeLabel', { start: String(start), end: String(end), total: String(total) }),
            }}
          />
        </div>
      )}
      {pendingDelete && (
        <ReturnFocus>
          <DeleteConfirmModal
            title={t('list.deleteTitle', { resource: resourceLabel })}
            description={
              pendingDelete.kind === 'one'
                ? t('list.deleteWarning', { name: pendingDelete.name })
                : t('list.deleteWarningBulk', { count: selectedIds.length })
            }
            onConfirm={onConfirmPendingDelete}
            onCancel={() => setPendingDelete(null)}
          />
        </ReturnFocus>
      )}
    </Flex>
  );
}

/** Table or cards (icon buttons, the pressed one is the current view). */
function ViewModeToggle<T>({
  config,
  mode,
  onChange,
}: {
  config: CardViewConfig<T>;
  mode: 'table' | 'card';
  onChange: (mode: 'table' | 'card') => void;
}): ReactElement {
  return (
    <Space.Compact>
      <Button
        icon={<AppstoreOutlined />}
        aria-label={config.cardLabel}
        title={config.cardLabel}
        aria-pressed={mode === 'card'}
        type={mode === 'card' ? 'primary' : 'default'}
        onClick={() => onChange('card')}
      />
      <Button
        icon={<UnorderedListOutlined />}
        aria-label={config.listLabel}
        title={config.listLabel}
        aria-pressed={mode === 'table'}
        type={mode === 'table' ? 'primary' : 'default'}
        onClick={() => onChange('table')}
      />
    </Space.Compact>
  );
}

/** The card view's order: one of the page's named orders. */
function CardSortSelect<T>({
  config,
  sort,
  onChange,
}: {
  config: CardViewConfig<T>;
  sort: SortState | undefined;
  onChange: (sort: SortState) => void;
}): ReactElement {
  const key = (option: SortState): string => `${option.column}:${option.direction}`;
  return (
    <Flex align="center" gap="small">
      <span>{config.sortLabel}</span>
      <Select
        aria-label={config.sortLabel}
        style={{ minWidth: 200 }}
        value={sort ? key(sort) : undefined}
        options={config.sortOptions.map((option) => ({ value: key(option), label: option.label }))}
        onChange={(value: string) => {
          const chosen = config.sortOptions.find((option) => key(option) === value);
          if (chosen) onChange({ column: chosen.column, direction: chosen.direction });
        }}
      />
    </Flex>
  );
}
