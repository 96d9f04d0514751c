import { Space, type TableColumnsType, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { RowActions } from './RowActions';
import type { ListColumn, SortState } from './types';

export const ACTIONS_COLUMN_KEY = '__actions';

type RowActionsConfig<T> = NonNullable<TableColumnsOptions<T>['rowActions']>;

/** One row's actions: the page's extra ones, then Edit and Delete (the table's Actions cell, a card's foot). */
export function renderRowActions<T>(
  row: T,
  rowActions: RowActionsConfig<T> | undefined,
  extraActions: ((row: T) => ReactNode) | undefined,
): ReactNode {
  const allowed = rowActions && (rowActions.allows?.(row) ?? true);
  return (
    <Space size={0}>
      {extraActions?.(row)}
      {rowActions && allowed && (
        <RowActions
          name={rowActions.getItemName(row)}
          onEdit={rowActions.onEdit ? () => rowActions.onEdit?.(row) : undefined}
          editDisabledReason={rowActions.editDisabledReason?.(row)}
          onDelete={() => rowActions.onDelete(row)}
          confirmDelete={rowActions.confirmDelete}
        />
      )}
    </Space>
  );
}

interface TableColumnsOptions<T> {
  columns: readonly ListColumn<T>[];
  sort: SortState | undefined;
  t: TFunction;
  /** Present only when the user may change the resource. */
  rowActions?: {
    getItemName: (row: T) => string;
    onEdit?: (row: T) => void;
    editDisabledReason?: (row: T) => string | undefined;
    onDelete: (row: T) => void;
    /** False when the list opens its own confirmation dialog. */
    confirmDelete?: boolean;
    /** False for a row this user may not change (not an owner): it shows no Edit or Delete. */
    allows?: (row: T) => boolean;
  };
  /** More actions per row (e.g. "Open in SQL Lab"), shown before Edit and Delete for anyone who may use them. */
  extraActions?: (row: T) => ReactNode;
}

type SortOrder = TableColumnType<unknown>['sortOrder'];

function sortOrderOf(key: string, sort: SortState | undefined): SortOrder {
  if (sort?.column !== key) return null;
  return sort.direction === 'asc' ? 'ascend' : 'descend';
}

/** ListView column definitions as antd columns; sorting is controlled so the server does it. */
export function toTableColumns<T extends { id: number }>({
  columns,
  sort,
  t,
  rowActions,
  extraActions,
}: TableColumnsOptions<T>): TableColumnsType<T> {
  const tableColumns: TableColumnsType<T> = columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.title,
    width: column.width,
    responsive: column.responsive,
    sorter: column.sortable === true,
    sortOrder: column.sortable ? sortOrderOf(column.key, sort) : undefined,
    render: column.render ? (_value: unknown, row: T) => column.render?.(row) : undefined,
  }));
  if (rowActions || extraActions) {
    tableColumns.push({
      key: ACTIONS_COLUMN_KEY,
      title: t('list.actions'),
      width: extraActions ? 140 : 110,
      render: (_value: unknown, row: T) => renderRowActions(row, rowActions, extraActions),
    });
  }
  return tableColumns;
}
