import type { AdhocFilter, QueryFormData } from '@loupe/core';
import { AVG_DELAY, FLIGHTS } from '../../table/testing/formData';

const FEW_AIRPORTS: AdhocFilter[] = [
  {
    expressionType: 'SIMPLE',
    subject: 'origin',
    operator: 'IN',
    comparator: ['ABQ', 'ALB', 'AMA'],
    clause: 'WHERE',
  },
  {
    expressionType: 'SIMPLE',
    subject: 'destination',
    operator: 'IN',
    comparator: ['LAS', 'PHX', 'DAL'],
    clause: 'WHERE',
  },
];

/** Origin rows, destination columns, two metrics (three origins and destinations only). */
export const PIVOT: QueryFormData = {
  ...FLIGHTS,
  viz_type: 'pivot_table_v2',
  groupbyRows: ['origin'],
  groupbyColumns: ['destination'],
  metrics: ['count', AVG_DELAY],
  metricsLayout: 'COLUMNS',
  aggregateFunction: 'Sum',
  row_limit: 10000,
  order_desc: true,
  adhoc_filters: FEW_AIRPORTS,
};

/** Origin > destination rows, months of `date` as columns, the flight count. */
export const NESTED: QueryFormData = {
  ...FLIGHTS,
  viz_type: 'pivot_table_v2',
  groupbyRows: ['origin', 'destination'],
  groupbyColumns: ['date'],
  time_grain_sqla: 'P1M',
  temporal_columns_lookup: { date: true },
  metrics: ['count'],
  metricsLayout: 'COLUMNS',
  aggregateFunction: 'Sum',
  row_limit: 10000,
  order_desc: true,
  adhoc_filters: FEW_AIRPORTS,
};
