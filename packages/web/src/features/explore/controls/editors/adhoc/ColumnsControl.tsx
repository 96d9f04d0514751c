import type { QueryFormColumn } from '@loupe/core';
import { getColumnLabel } from '@loupe/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { COLUMN_DRAG_TYPE } from '../../../components/DatasetPanel';
import type { ControlEditorProps } from '../../controlProps';
import { ChipList } from './ChipList';
import { findColumn, readDrop } from './datasetColumns';

// The editor loads when a popover first opens: a chart opens with its popovers closed.
const ColumnPopover = lazy(() => import('./ColumnPopover').then((m) => ({ default: m.ColumnPopover })));

function isColumnValue(value: unknown): value is QueryFormColumn {
  if (typeof value === 'string') return true;
  return (
    typeof value === 'object' &&
    value !== null &&
    'sqlExpression' in value &&
    typeof value.sqlExpression === 'string'
  );
}

function readColumns(value: unknown): QueryFormColumn[] {
  const list: unknown[] = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter(isColumnValue);
}

interface ColumnListProps extends ControlEditorProps {
  single: boolean;
}

function ColumnList({ id, value, onChange, context, disabled, single }: ColumnListProps) {
  const { t } = useTranslation();
  const columns = readColumns(value);
  const write = (next: QueryFormColumn[]) => onChange(single ? (next[0] ?? null) : next);
  const add = (column: QueryFormColumn) => write(single ? [column] : [...columns, column]);
  return (
    <ChipList
      id={id}
      items={columns}
      labelOf={getColumnLabel}
      addLabel={t('exploreEditors.column.add')}
      canAdd={!single || columns.length === 0}
      disabled={disabled}
      onRemove={(index) => write(columns.filter((_, i) => i !== index))}
      renderEditor={(column, close) => (
        <ColumnPopover
          column={column}
          datasource={context.datasource}
          onClose={close}
          onSave={(next) =>
            column === undefined ? add(next) : write(columns.map((c) => (c === column ? next : c)))
          }
        />
      )}
      onDrop={(data) => {
        const column = findColumn(context.datasource?.columns ?? [], readDrop(data, COLUMN_DRAG_TYPE));
        if (!column) return false;
        add(column.column_name);
        return true;
      }}
    />
  );
}

/** Dimensions (`groupby`, `columns`...): dataset column names or ad-hoc SQL columns. */
export function ColumnsControl(props: ControlEditorProps) {
  return <ColumnList {...props} single={false} />;
}

/** One dimension (`x_axis`, `entity`...). */
export function ColumnControl(props: ControlEditorProps) {
  return <ColumnList {...props} single />;
}
