import type { AdhocFilter } from '@loupe/core';
import { getColumnLabel } from '@loupe/core';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COLUMN_DRAG_TYPE, METRIC_DRAG_TYPE } from '../../../components/DatasetPanel';
import type { ControlEditorProps } from '../../controlProps';
import { ChipList } from './ChipList';
import { findColumn, readDrop } from './datasetColumns';
import { OPERATORS } from './filterOperators';

// The editor loads when a popover first opens: a chart opens with its popovers closed.
const FilterPopover = lazy(() => import('./FilterPopover').then((m) => ({ default: m.FilterPopover })));

function isFilter(value: unknown): value is AdhocFilter {
  if (typeof value !== 'object' || value === null || !('expressionType' in value)) return false;
  return value.expressionType === 'SIMPLE' || value.expressionType === 'SQL';
}

/** A chip's text, as Superset shows a filter: `origin IN (SEA, LAX)` or its SQL. */
function filterLabel(filter: AdhocFilter): string {
  if (filter.expressionType === 'SQL') return filter.sqlExpression;
  const operator = filter.operator === OPERATORS.TEMPORAL_RANGE ? '' : ` ${filter.operator}`;
  const value = filter.comparator;
  const shown = Array.isArray(value)
    ? ` (${value.join(', ')})`
    : value === undefined || value === null
      ? ''
      : ` ${String(value)}`;
  return `${getColumnLabel(filter.subject)}${operator}${shown}`;
}

/** A dropped column starts a simple filter on it, with the default IN operator and no values yet. */
function droppedColumnFilter(column: string): AdhocFilter {
  return {
    expressionType: 'SIMPLE',
    subject: column,
    operator: 'IN',
    operatorId: 'IN',
    comparator: [],
    clause: 'WHERE',
  };
}

/** A dropped metric filters the aggregate (HAVING, greater than 0), as Superset; HAVING needs SQL here. */
function droppedMetricFilter(expression: string): AdhocFilter {
  return { expressionType: 'SQL', sqlExpression: `${expression} > 0`, clause: 'HAVING' };
}

/** `adhoc_filters`: Superset's filter list; dropping a column opens a new filter on it. */
export function AdhocFiltersControl({ id, value, onChange, context, disabled }: ControlEditorProps) {
  const { t } = useTranslation();
  const filters = Array.isArray(value) ? value.filter(isFilter) : [];
  const [dropped, setDropped] = useState<AdhocFilter | null>(null);
  const save = (old: AdhocFilter | undefined, next: AdhocFilter) =>
    onChange(old === undefined ? [...filters, next] : filters.map((f) => (f === old ? next : f)));
  return (
    <ChipList
      id={id}
      items={filters}
      labelOf={filterLabel}
      addLabel={t('exploreEditors.filter.add')}
      canAdd
      disabled={disabled}
      onRemove={(index) => onChange(filters.filter((_, i) => i !== index))}
      renderEditor={(filter, close) => (
        <FilterPopover
          filter={filter}
          datasource={context.datasource}
          onClose={close}
          onSave={(next) => save(filter, next)}
        />
      )}
      pending={
        dropped === null
          ? null
          : {
              close: () => setDropped(null),
              node: (
                <FilterPopover
                  filter={undefined}
                  draft={dropped}
                  datasource={context.datasource}
                  onClose={() => setDropped(null)}
                  onSave={(next) => save(undefined, next)}
                />
              ),
            }
      }
      onDrop={(data) => {
        const column = findColumn(context.datasource?.columns ?? [], readDrop(data, COLUMN_DRAG_TYPE));
        if (column) {
          setDropped(droppedColumnFilter(column.column_name));
          return true;
        }
        const metricName = readDrop(data, METRIC_DRAG_TYPE);
        const metric = context.datasource?.metrics.find((m) => m.metric_name === metricName);
        if (!metric) return false;
        setDropped(droppedMetricFilter(metric.expression));
        return true;
      }}
    />
  );
}
