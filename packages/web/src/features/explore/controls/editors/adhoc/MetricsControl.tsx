import type { QueryFormMetric } from '@loupe/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { COLUMN_DRAG_TYPE, METRIC_DRAG_TYPE } from '../../../components/DatasetPanel';
import type { ControlEditorProps } from '../../controlProps';
import { ChipList } from './ChipList';
import { findColumn, readDrop } from './datasetColumns';
import { metricForDroppedColumn, metricLabel, readMetrics } from './metrics';

// The editor loads when a popover first opens: a chart opens with its popovers closed.
const MetricPopover = lazy(() => import('./MetricPopover').then((m) => ({ default: m.MetricPopover })));

interface MetricListProps extends ControlEditorProps {
  /** One metric (MetricControl) or a list (MetricsControl). */
  single: boolean;
}

function MetricList({ id, value, onChange, context, disabled, single }: MetricListProps) {
  const { t } = useTranslation();
  const metrics = readMetrics(value);
  const write = (next: QueryFormMetric[]) => onChange(single ? (next[0] ?? null) : next);
  const replace = (index: number, metric: QueryFormMetric) =>
    write(index < 0 ? [...metrics, metric] : metrics.map((m, i) => (i === index ? metric : m)));
  const add = (metric: QueryFormMetric) => write(single ? [metric] : [...metrics, metric]);
  const columns = context.datasource?.columns ?? [];
  return (
    <ChipList
      id={id}
      items={metrics}
      labelOf={metricLabel}
      addLabel={t('exploreEditors.metric.add')}
      canAdd={!single || metrics.length === 0}
      disabled={disabled}
      onRemove={(index) => write(metrics.filter((_, i) => i !== index))}
      renderEditor={(metric, close) => (
        <MetricPopover
          metric={metric}
          datasource={context.datasource}
          onClose={close}
          onSave={(next) => replace(metric === undefined ? -1 : metrics.indexOf(metric), next)}
        />
      )}
      onDrop={(data) => {
        const columnName = readDrop(data, COLUMN_DRAG_TYPE);
        const column = findColumn(columns, columnName);
        if (column) {
          add(metricForDroppedColumn(column));
          return true;
        }
        const metricName = readDrop(data, METRIC_DRAG_TYPE);
        if (metricName) {
          add(metricName);
          return true;
        }
        return false;
      }}
    />
  );
}

/** Many metrics (`metrics`): saved names or adhoc metrics, as Superset stores them. */
export function MetricsControl(props: ControlEditorProps) {
  return <MetricList {...props} single={false} />;
}

/** One metric (`metric`, `x`, `size`...): the add button hides once it has a value. */
export function MetricControl(props: ControlEditorProps) {
  return <MetricList {...props} single />;
}
