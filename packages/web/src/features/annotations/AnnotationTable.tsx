import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Skeleton, Table, type TableProps } from 'antd';
import { useCallback, useMemo, useState, type Key, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { annotationsResource, type AnnotationListItem } from '../../api/annotations';
import { errorMessage } from '../../api/errors';
import { useGetListQuery } from '../../api/list';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { DEFAULT_LIST_PAGE_SIZE, buildListQuery, type SortState } from '../../components/ListView';
import { BulkActions } from '../../components/ListView/BulkActions';
import { DeleteConfirmModal } from '../../components/ListView/DeleteConfirmModal';
import { toTableColumns } from '../../components/ListView/tableColumns';
import { useDeleteActions } from '../../components/ListView/useDeleteActions';
import { useErrorToast } from '../../components/ListView/useErrorToast';
import { PageTitle } from '../../components/PageTitle';
import { ReturnFocus } from '../../components/ReturnFocus/ReturnFocus';
import { usePermissions } from '../auth/usePermissions';
import { annotationColumns } from './annotationColumns';
import { AnnotationModal } from './AnnotationModal';

const INITIAL_SORT: SortState = { column: 'short_descr', direction: 'asc' };
const NO_FILTERS = [] as const;

type PendingDelete = { kind: 'one'; id: number; name: string } | { kind: 'many' };

/** What the dialog is open for: a new annotation, or the one being edited. */
type Editing = { annotationId?: number } | null;

/**
 * A layer's annotations, built from the ListView's parts: Superset's nested resource has no `_info`,
 * so who may change them comes from the user's `Annotation` permissions instead.
 */
export function AnnotationTable({ layerId, title }: { layerId: number; title: string }): ReactElement {
  const { t } = useTranslation();
  const canWrite = usePermissions()('can_write', 'Annotation');
  const resource = annotationsResource(layerId);
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SortState>(INITIAL_SORT);
  const [bulkMode, setBulkMode] = useState(false);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [editing, setEditing] = useState<Editing>(null);

  const query = useMemo(
    () => buildListQuery({ page, pageSize: DEFAULT_LIST_PAGE_SIZE, sort, filters: NO_FILTERS, values: {} }),
    [page, sort],
  );
  const list = useGetListQuery({ resource, query });
  const { deleteOne, deleteMany, deleting } = useDeleteActions(resource);
  const resources = t('annotations.list.resources');
  useErrorToast(list.error, (error) => t('messages.fetchListIssue', { resources, error }));
  const rows = useMemo(() => (list.data?.result ?? []) as unknown as AnnotationListItem[], [list.data]);
  const count = list.data?.count ?? 0;

  const columns = useMemo(
    () =>
      toTableColumns<AnnotationListItem>({
        columns: annotationColumns(t),
        sort,
        t,
        rowActions: canWrite
          ? {
              getItemName: (row) => row.short_descr,
              onEdit: (row) => setEditing({ annotationId: row.id }),
              confirmDelete: false,
              onDelete: (row) => setPendingDelete({ kind: 'one', id: row.id, name: row.short_descr }),
            }
          : undefined,
      }),
    [t, sort, canWrite],
  );

  const onTableChange = useCallback<NonNullable<TableProps<AnnotationListItem>['onChange']>>(
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
          : INITIAL_SORT,
      );
      setPage(0);
    },
    [],
  );

  const onConfirmDelete = useCallback(async () => {
    const pending = pendingDelete;
    setPendingDelete(null);
    if (pending?.kind === 'one') await deleteOne(pending.id, pending.name);
    else if (pending?.kind === 'many' && (await deleteMany(selectedIds))) setSelectedIds([]);
    // Deleting the last rows of the last page would otherwise leave the user on an empty page.
    setPage((current) => (current > 0 && rows.length <= 1 ? current - 1 : current));
  }, [pendingDelete, deleteOne, deleteMany, selectedIds, rows.length]);

  const onAdd = (): void => setEditing({});
  const addLabel = t('annotations.list.add');
  const awaitingFirstAnswer = list.data === undefined && !list.error;
  const empty = awaitingFirstAnswer ? (
    <Skeleton active title={false} paragraph={{ rows: 3 }} />
  ) : list.error ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={errorMessage(list.error, t)} />
  ) : (
    <EmptyState
      title={t('annotations.list.empty.title')}
      description={t(canWrite ? 'annotations.list.empty.canWrite' : 'annotations.list.empty.readOnly')}
      action={
        canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {addLabel}
          </Button>
        )
      }
    />
  );

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="middle">
        <PageTitle title={title} />
        {canWrite && (
          <Flex gap="small" wrap>
            <BulkActions
              active={bulkMode}
              selectedCount={selectedIds.length}
              deleting={deleting}
              onToggle={() => {
                setBulkMode((active) => !active);
                setSelectedIds([]);
              }}
              onDeselectAll={() => setSelectedIds([])}
              confirmDelete={false}
              onDelete={() => setPendingDelete({ kind: 'many' })}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="list-add-button">
              {addLabel}
            </Button>
          </Flex>
        )}
      </Flex>
      <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table<AnnotationListItem>
          rowKey="id"
          size="middle"
          columns={columns}
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
            pageSize: DEFAULT_LIST_PAGE_SIZE,
            total: count,
            showSizeChanger: false,
            showTotal: (total, [start, end]) =>
              t('list.rangeLabel', { start: String(start), end: String(end), total: String(total) }),
          }}
        />
      </div>
      {pendingDelete && (
        <ReturnFocus>
          <DeleteConfirmModal
            title={t('list.deleteTitle', { resource: t('annotations.list.resource') })}
            description={
              pendingDelete.kind === 'one'
                ? t('list.deleteWarning', { name: pendingDelete.name })
                : t('list.deleteWarningBulk', { count: selectedIds.length })
            }
            onConfirm={() => void onConfirmDelete()}
            onCancel={() => setPendingDelete(null)}
          />
        </ReturnFocus>
      )}
      {editing && (
        <ReturnFocus>
          <AnnotationModal
            layerId={layerId}
            annotationId={editing.annotationId}
            onClose={() => setEditing(null)}
          />
        </ReturnFocus>
      )}
    </Flex>
  );
}
