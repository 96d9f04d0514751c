import { describe, expect, it } from 'vitest';
import { controlPanel as pivotPanel } from '../pivot_table_v2/controlPanel';
import { controlPanel as tablePanel } from '../table/controlPanel';
import { AVG_DELAY, FLIGHTS } from '../table/testing/formData';
import { carriedColumns, carriedMetrics } from './carryOver';

const FROM_LINE = {
  ...FLIGHTS,
  viz_type: 'echarts_timeseries_line',
  x_axis: 'date',
  groupby: ['origin'],
  metrics: ['count', AVG_DELAY],
};

describe('carrying form data to the tables', () => {
  it('gathers the previous chart metrics and dimensions from every key, without duplicates', () => {
    expect(
      carriedMetrics({
        ...FLIGHTS,
        viz_type: 'pie',
        metric: 'count',
        metrics: ['count'],
        metric_2: AVG_DELAY,
      }),
    ).toEqual(['count', AVG_DELAY]);
    expect(carriedColumns(FROM_LINE)).toEqual(['origin', 'date']);
  });

  it('table: metrics and group-by from a line chart', () => {
    expect(tablePanel.formDataOverrides?.(FROM_LINE)).toMatchObject({
      metrics: ['count', AVG_DELAY],
      groupby: ['origin', 'date'],
    });
  });

  it('pivot table: the dimensions become columns, except those already on the rows', () => {
    expect(pivotPanel.formDataOverrides?.({ ...FROM_LINE, groupbyRows: ['date'] })).toMatchObject({
      metrics: ['count', AVG_DELAY],
      groupbyColumns: ['origin'],
      groupbyRows: ['date'],
    });
  });
});
