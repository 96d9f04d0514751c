import type { ControlConfig } from '../types';

/**
 * Superset's raw-records "Ordering" control (table, gantt): each dataset column ascending and
 * descending, as its JSON text `["col", true]`.
 */
export const ORDER_BY_COLS: ControlConfig = {
  name: 'order_by_cols',
  type: 'SelectControl',
  label: 'Ordering',
  description: 'Order results by selected columns',
  multi: true,
  default: [],
  choices: ({ datasource }) =>
    (datasource?.columns ?? []).flatMap((column) => [
      [JSON.stringify([column.column_name, true]), `${column.column_name} [asc]`] as const,
      [JSON.stringify([column.column_name, false]), `${column.column_name} [desc]`] as const,
    ]),
};
