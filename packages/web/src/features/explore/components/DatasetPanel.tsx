import type { DatasourceData } from '@loupe/core';
import {
  FieldNumberOutlined,
  FieldStringOutlined,
  FieldTimeOutlined,
  FunctionOutlined,
} from '@ant-design/icons';
import { Input, Typography } from 'antd';
import { useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The drag data type Explore's column and metric drop targets read (a JSON column or metric name). */
export const COLUMN_DRAG_TYPE = 'application/x-loupe-column';
export const METRIC_DRAG_TYPE = 'application/x-loupe-metric';

type Column = DatasourceData['columns'][number];

function columnIcon(column: Column) {
  if (column.is_dttm) return <FieldTimeOutlined aria-hidden />;
  const generic = column.type_generic;
  if (generic === 0) return <FieldNumberOutlined aria-hidden />;
  return <FieldStringOutlined aria-hidden />;
}

function matches(search: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || texts.some((text) => text?.toLowerCase().includes(needle));
}

/**
 * Explore's left panel (Superset's DatasourcePanel): the dataset's metrics and columns, searchable,
 * each draggable onto the metric, column and filter controls.
 */
export function DatasetPanel({ datasource }: { datasource: DatasourceData }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const metrics = useMemo(
    () => datasource.metrics.filter((m) => matches(search, m.metric_name, m.verbose_name)),
    [datasource.metrics, search],
  );
  const columns = useMemo(
    () => datasource.columns.filter((c) => matches(search, c.column_name, c.verbose_name)),
    [datasource.columns, search],
  );
  const onDrag = (type: string, name: string) => (event: DragEvent) => {
    event.dataTransfer.setData(type, JSON.stringify(name));
    event.dataTransfer.effectAllowed = 'copy';
  };
  return (
    <section
      aria-label={t('explorePage.datasetPanel')}
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      <Input.Search
        allowClear
        placeholder={t('explorePage.searchColumns')}
        aria-label={t('explorePage.searchColumns')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Typography.Text strong>
        {t('explorePage.metricsHeading', {
          shown: String(metrics.length),
          total: String(datasource.metrics.length),
        })}
      </Typography.Text>
      <ul aria-label={t('explorePage.metricsList')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {metrics.map((metric) => (
          <li
            key={metric.metric_name}
            draggable
            onDragStart={onDrag(METRIC_DRAG_TYPE, metric.metric_name)}
            title={metric.description ?? metric.expression}
            style={{ padding: '2px 4px', cursor: 'grab', display: 'flex', gap: 6 }}
          >
            <FunctionOutlined aria-hidden />
            <span>{metric.verbose_name || metric.metric_name}</span>
          </li>
        ))}
      </ul>
      <Typography.Text strong>
        {t('explorePage.columnsHeading', {
          shown: String(columns.length),
          total: String(datasource.columns.length),
        })}
      </Typography.Text>
      <ul aria-label={t('explorePage.columnsList')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {columns.map((column) => (
          <li
            key={column.column_name}
            draggable
            onDragStart={onDrag(COLUMN_DRAG_TYPE, column.column_name)}
            title={column.description ?? column.type ?? undefined}
            style={{ padding: '2px 4px', cursor: 'grab', display: 'flex', gap: 6 }}
          >
            {columnIcon(column)}
            <span>{column.verbose_name || column.column_name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
