import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Input, Row, Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { removeItem, updateItem } from './collection';
import { newMetric, type MetricDraft } from './datasetDraft';
import { TextAreaField, TextField } from './fields';

interface MetricsTabProps {
  metrics: MetricDraft[];
  onChange: (metrics: MetricDraft[]) => void;
}

type Patch = (key: string, patch: Partial<MetricDraft>) => void;

function MetricDetails({ metric, patch, t }: { metric: MetricDraft; patch: Patch; t: TFunction }) {
  const set =
    (field: keyof MetricDraft) =>
    (value: string): void =>
      patch(metric.key, { [field]: value });
  return (
    <Row gutter={16}>
      <Col span={12}>
        <TextAreaField
          label={t('datasets.metrics.description')}
          value={metric.description}
          onChange={set('description')}
        />
        <TextField
          label={t('datasets.metrics.d3format')}
          value={metric.d3format}
          onChange={set('d3format')}
          placeholder=",.2f"
          hint={t('datasets.metrics.d3formatHint')}
        />
        <TextField
          label={t('datasets.metrics.warningText')}
          value={metric.warning_text}
          onChange={set('warning_text')}
        />
      </Col>
      <Col span={12}>
        <TextField
          label={t('datasets.certification.certifiedBy')}
          value={metric.certified_by}
          onChange={set('certified_by')}
        />
        <TextField
          label={t('datasets.certification.details')}
          value={metric.certification_details}
          onChange={set('certification_details')}
        />
        <TextAreaField
          label={t('datasets.certification.warning')}
          value={metric.warning_markdown}
          onChange={set('warning_markdown')}
        />
      </Col>
    </Row>
  );
}

function metricColumns(
  t: TFunction,
  patch: Patch,
  remove: (key: string) => void,
): TableColumnsType<MetricDraft> {
  return [
    {
      key: 'metric_name',
      title: t('datasets.metrics.name'),
      width: '25%',
      render: (_value, metric) => (
        <Input
          aria-label={t('datasets.metrics.name')}
          value={metric.metric_name}
          onChange={(event) => patch(metric.key, { metric_name: event.target.value })}
        />
      ),
    },
    {
      key: 'verbose_name',
      title: t('datasets.metrics.label'),
      width: '20%',
      render: (_value, metric) => (
        <Input
          aria-label={t('datasets.metrics.label')}
          value={metric.verbose_name}
          onChange={(event) => patch(metric.key, { verbose_name: event.target.value })}
        />
      ),
    },
    {
      key: 'expression',
      title: t('datasets.metrics.expression'),
      render: (_value, metric) => (
        <Input.TextArea
          aria-label={t('datasets.metrics.expression')}
          value={metric.expression}
          autoSize={{ minRows: 1, maxRows: 6 }}
          spellCheck={false}
          style={{ fontFamily: 'monospace' }}
          onChange={(event) => patch(metric.key, { expression: event.target.value })}
        />
      ),
    },
    {
      key: 'actions',
      width: 48,
      render: (_value, metric) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('datasets.editor.deleteItem', { name: metric.metric_name })}
          onClick={() => remove(metric.key)}
        />
      ),
    },
  ];
}

/** Metrics: name, label and SQL per row; format, description and certification in the expanded row. */
export function MetricsTab({ metrics, onChange }: MetricsTabProps): ReactElement {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<string[]>([]);
  const patch: Patch = (key, change) => onChange(updateItem(metrics, key, change));
  const remove = (key: string): void => onChange(removeItem(metrics, key));
  const add = (): void => {
    const metric = newMetric();
    // New rows go on top, as in Superset, so they are in view.
    onChange([metric, ...metrics]);
    setExpanded((keys) => [...keys, metric.key]);
  };
  return (
    <Flex vertical gap="small">
      <Flex justify="end">
        <Button icon={<PlusOutlined />} onClick={add}>
          {t('datasets.editor.addItem')}
        </Button>
      </Flex>
      <Table<MetricDraft>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={metrics}
        columns={metricColumns(t, patch, remove)}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
          expandedRowRender: (metric) => <MetricDetails metric={metric} patch={patch} t={t} />,
        }}
        locale={{ emptyText: t('datasets.metrics.empty') }}
        data-testid="metrics-table"
      />
    </Flex>
  );
}
