import { Alert, Modal, Table, Typography } from 'antd';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "View as table" (the rows the chart's first query returned) and "Drill to detail" (a page of the
 * rows behind it, with `paging` under the table).
 */
export function ResultTableModal({
  open,
  title,
  rows,
  columns,
  onClose,
  loading = false,
  error = null,
  paging,
}: {
  open: boolean;
  title: string;
  rows: readonly Record<string, unknown>[];
  columns: readonly string[];
  onClose: () => void;
  loading?: boolean;
  error?: string | null;
  /** Server paging: the table shows one page and this drives it. */
  paging?: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  const tableColumns = useMemo(
    () =>
      columns.map((name) => ({
        key: name,
        dataIndex: name,
        title: name,
        render: (value: unknown) => String(value ?? ''),
      })),
    [columns],
  );
  const data = useMemo(() => rows.map((row, index) => ({ ...row, __key: index })), [rows]);
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width={900}>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <Typography.Text type="secondary">
        {t('dashboard.chart.rowCount', { count: rows.length })}
      </Typography.Text>
      <Table
        size="small"
        rowKey="__key"
        columns={tableColumns}
        dataSource={data}
        scroll={{ x: true, y: 480 }}
        loading={loading}
        pagination={paging ? false : { pageSize: 50, showSizeChanger: false }}
      />
      {paging}
    </Modal>
  );
}
