import { Alert, Button, Flex, Input, Modal, Table, Typography, type TableProps } from 'antd';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { DATASETS_RESOURCE, useLazyGetDatasetQuery, type DatasetListItem } from '../../../api/datasets';
import { errorMessage } from '../../../api/errors';
import { useGetListQuery, type ListQuery, type OrderDirection } from '../../../api/list';
import { useErrorToast } from '../../../components/ListView/useErrorToast';
import { useToasts } from '../../../components/toasts/useToasts';
import { OwnerAvatars } from '../../datasets/components/OwnerAvatars';
import { useDebouncedValue } from '../../../components/useDebouncedValue';

export interface SwapDatasetModalProps {
  open: boolean;
  onClose: () => void;
  /** The chosen dataset as form data's `datasource` (`<id>__table`), once it was read and confirmed. */
  onSwap: (datasource: string) => void;
}

/** Rows per page of the dataset table (Superset's change-datasource page size). */
const SWAP_PAGE_SIZE = 20;

/** Table columns the dataset resource can order by, keyed by the table's column key. */
const ORDER_COLUMNS: Record<string, string> = {
  table_name: 'table_name',
  schema: 'schema',
  database: 'database.database_name',
};

interface Sort {
  column: string;
  direction: OrderDirection;
}

// Superset lists the most recently changed datasets first.
const DEFAULT_SORT: Sort = { column: 'changed_on_delta_humanized', direction: 'desc' };

function listQuery(search: string, page: number, sort: Sort): ListQuery {
  const value = search.trim();
  return {
    ...(value ? { filters: [{ col: 'table_name', opr: 'ct' as const, value }] } : {}),
    order_column: sort.column,
    order_direction: sort.direction,
    page,
    page_size: SWAP_PAGE_SIZE,
  };
}

/** Superset's "Change dataset" dialog: pick a dataset in a searchable table, confirm, then swap. */
export function SwapDatasetModal({ open, onClose, onSwap }: SwapDatasetModalProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('explorePage.swap.title')}
      onCancel={onClose}
      footer={null}
      width={900}
      destroyOnHidden
    >
      <SwapDatasetContent onClose={onClose} onSwap={onSwap} />
    </Modal>
  );
}

/** The dialog's body; it lives only while the dialog is open, so a reopened dialog starts afresh. */
function SwapDatasetContent({ onClose, onSwap }: Omit<SwapDatasetModalProps, 'open'>): ReactElement {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [search, setSearch] = useState('');
  const filter = useDebouncedValue(search);
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [chosen, setChosen] = useState<DatasetListItem | null>(null);
  const [readDataset, reading] = useLazyGetDatasetQuery();

  const query = useMemo(() => listQuery(filter, page, sort), [filter, page, sort]);
  const list = useGetListQuery({ resource: DATASETS_RESOURCE, query });
  useErrorToast(list.error, (error) => t('explorePage.swap.listError', { error }));
  // The list rows are open records on the wire; these are the dataset list's.
  const rows = (list.data?.result ?? []) as unknown as DatasetListItem[];

  const proceed = async (dataset: DatasetListItem): Promise<void> => {
    // Superset reads the dataset before swapping: a dataset deleted meanwhile fails here, not in Explore.
    const answer = await readDataset(dataset.id);
    if (answer.error || !answer.data) {
      toasts.addDangerToast(errorMessage(answer.error, t));
      return;
    }
    toasts.addSuccessToast(t('explorePage.swap.changed'));
    onSwap(`${answer.data.id}__table`);
    onClose();
  };

  const sortOrder = (key: string) =>
    ORDER_COLUMNS[key] === sort.column ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null;

  const columns: TableProps<DatasetListItem>['columns'] = [
    {
      key: 'table_name',
      title: t('explorePage.swap.name'),
      sorter: true,
      sortOrder: sortOrder('table_name'),
      render: (_value, dataset) => (
        <Typography.Link onClick={() => setChosen(dataset)}>{dataset.table_name}</Typography.Link>
      ),
    },
    {
      key: 'kind',
      title: t('explorePage.swap.type'),
      render: (_value, dataset) =>
        dataset.kind === 'virtual' ? t('explorePage.swap.virtual') : t('explorePage.swap.physical'),
    },
    {
      key: 'schema',
      title: t('explorePage.swap.schema'),
      sorter: true,
      sortOrder: sortOrder('schema'),
      render: (_value, dataset) => dataset.schema,
    },
    {
      key: 'database',
      title: t('explorePage.swap.connection'),
      sorter: true,
      sortOrder: sortOrder('database'),
      render: (_value, dataset) => dataset.database.database_name,
    },
    {
      key: 'owners',
      title: t('explorePage.swap.owners'),
      render: (_value, dataset) => <OwnerAvatars owners={dataset.owners} />,
    },
  ];

  const onTableChange: TableProps<DatasetListItem>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      setPage((pagination.current ?? 1) - 1);
      return;
    }
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const column = typeof sorter.columnKey === 'string' ? ORDER_COLUMNS[sorter.columnKey] : undefined;
    setSort(
      column && sorter.order
        ? { column, direction: sorter.order === 'ascend' ? 'asc' : 'desc' }
        : DEFAULT_SORT,
    );
    setPage(0);
  };

  if (chosen) {
    return (
      <Flex vertical gap={16}>
        <Typography.Paragraph>{t('explorePage.swap.confirmText')}</Typography.Paragraph>
        <Flex justify="end" gap={8}>
          <Button onClick={() => setChosen(null)}>{t('explorePage.swap.cancel')}</Button>
          <Button type="primary" loading={reading.isFetching} onClick={() => void proceed(chosen)}>
            {t('explorePage.swap.proceed')}
          </Button>
        </Flex>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={12}>
      <Alert
        type="warning"
        showIcon
        title={
          <>
            <strong>{t('explorePage.swap.warning')}</strong> {t('explorePage.swap.warningText')}
          </>
        }
      />
      <Input.Search
        allowClear
        aria-label={t('explorePage.swap.search')}
        placeholder={t('explorePage.swap.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
      />
      <Table<DatasetListItem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        onChange={onTableChange}
        locale={{ emptyText: t('explorePage.swap.noDatasets') }}
        pagination={{
          current: page + 1,
          pageSize: SWAP_PAGE_SIZE,
          total: list.data?.count ?? 0,
          showSizeChanger: false,
        }}
        scroll={{ y: 400 }}
      />
      <Flex justify="end">
        <Button onClick={onClose}>{t('explorePage.swap.cancel')}</Button>
      </Flex>
    </Flex>
  );
}
