import { Modal, Table, Typography } from 'antd';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** "View as table": the rows the chart's first query returned. */
export function ResultTableModal({
  open,
  title,
  rows,
  columns,
  onClose,
}: {
  open: boolean;
  title: string;
  rows: readonly Record<string, unknown>[];
  columns: readonly string[];
  onClose: () => void;
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
      <Typography.Text type="secondary">
        {t('dashboard.chart.rowCount', { count: rows.length })}
      </Typography.Text>
      <Table
        size="small"
        rowKey="__key"
        columns={tableColumns}
        dataSource={data}
        scroll={{ x: true, y: 480 }}
        pagination={{ pageSize: 50, showSizeChanger: false }}
      />
    </Modal>
  );
}
