import { describe, expect, it } from 'vitest';
import { buildTimeseriesQuery } from './buildQuery';
import type { ControlContext } from '../types';
import { X_AXIS_SORT } from './controls';
import { FLIGHTS_BY_MONTH, FLIGHTS_BY_ORIGIN, FLIGHTS_PER_ORIGIN, SUM_DELAY } from './testing/formData';

/** Superset's x-axis column: the base axis with its time grain. */
const DATE_AXIS = {
  timeGrain: 'P1M',
  columnType: 'BASE_AXIS',
  sqlExpression: 'date',
  label: 'date',
  expressionType: 'SQL',
  isColumnReference: true,
};

const COMMON = {
  time_range: 'No filter',
  filters: [],
  extras: { time_grain_sqla: 'P1M', having: '', where: '' },
  applied_time_extras: {},
  annotation_layers: [],
  row_limit: 10000,
  order_desc: true,
  url_params: {},
  custom_params: {},
  custom_form_data: {},
  time_offsets: [],
};

describe('time-series buildQuery', () => {
  it('queries the metric per month and pivots on the x-axis (Superset defaults)', () => {
    const context = buildTimeseriesQuery(FLIGHTS_BY_MONTH);
    expect(context.datasource).toEqual({ id: 1, type: 'table' });
    expect(context.queries).toEqual([
      {
        ...COMMON,
        columns: [DATE_AXIS],
        metrics: ['count'],
        series_limit: 0,
        series_columns: [],
        orderby: [['count', false]],
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['date'],
              columns: [],
              aggregates: { count: { operator: 'mean' } },
              drop_missing_columns: false,
            },
          },
          { operation: 'flatten' },
        ],
      },
    ]);
  });

  it('makes one series per origin, limited and ordered by the series limit metric', () => {
    const [query] = buildTimeseriesQuery(FLIGHTS_BY_ORIGIN).queries;
    expect(query).toEqual({
      ...COMMON,
      columns: [DATE_AXIS, 'origin'],
      metrics: ['count', SUM_DELAY],
      series_limit: 2,
      series_limit_metric: 'count',
      series_columns: ['origin'],
      orderby: [['count', false]],
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['date'],
            columns: ['origin'],
            aggregates: { count: { operator: 'mean' }, 'SUM(delay)': { operator: 'mean' } },
            drop_missing_columns: false,
          },
        },
        { operation: 'flatten' },
      ],
    });
  });

  it('adds the rolling window, time comparison, resample, rename and contribution steps in order', () => {
    const [query] = buildTimeseriesQuery({
      ...FLIGHTS_BY_MONTH,
      groupby: ['origin'],
      rolling_type: 'mean',
      rolling_periods: 3,
      min_periods: 1,
      time_compare: ['1 year ago'],
      comparison_type: 'difference',
      resample_rule: '1MS',
      resample_method: 'zerofill',
      contributionMode: 'row',
    }).queries;
    expect(query!.time_offsets).toEqual(['1 year ago']);
    expect(query!.post_processing?.map((step) => step?.operation)).toEqual([
      'pivot',
      'rolling',
      'compare',
      'resample',
      'rename',
      'contribution',
      'flatten',
    ]);
    expect(query!.post_processing?.[1]).toEqual({
      operation: 'rolling',
      options: {
        rolling_type: 'mean',
        window: 3,
        min_periods: 1,
        columns: { count: 'count', 'count__1 year ago': 'count__1 year ago' },
      },
    });
  });

  it('marks legacy form data without an x-axis as a time series', () => {
    const { x_axis: _dropped, ...legacy } = FLIGHTS_BY_MONTH;
    const [query] = buildTimeseriesQuery({ ...legacy, granularity_sqla: 'date' }).queries;
    expect(query).toMatchObject({ is_timeseries: true, columns: [] });
  });
});

describe('x-axis sort', () => {
  it('sorts a categorical x-axis by a metric, as the bar chart’s X-Axis Sort By', () => {
    const [query] = buildTimeseriesQuery(FLIGHTS_PER_ORIGIN).queries;
    expect(query!.columns).toEqual([
      {
        columnType: 'BASE_AXIS',
        sqlExpression: 'origin',
        label: 'origin',
        expressionType: 'SQL',
        isColumnReference: true,
      },
    ]);
    expect(query!.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['origin'],
          columns: [],
          aggregates: { count: { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'sort', options: { by: 'count', ascending: false } },
      { operation: 'flatten' },
    ]);
  });

  it('offers the sort only for a non-temporal x-axis without dimensions', () => {
    const datasource = {
      columns: [
        { column_name: 'date', is_dttm: true },
        { column_name: 'origin', is_dttm: false },
      ],
    };
    const context = (formData: Record<string, unknown>) => ({
      formData: { ...FLIGHTS_PER_ORIGIN, ...formData },
      // Only the columns matter here: the boundary where a partial dataset stands for the whole.
      datasource: datasource as unknown as ControlContext['datasource'],
    });
    expect(X_AXIS_SORT.visibility?.(context({}))).toBe(true);
    expect(X_AXIS_SORT.visibility?.(context({ x_axis: 'date' }))).toBe(false);
    expect(X_AXIS_SORT.visibility?.(context({ groupby: ['destination'] }))).toBe(false);
    const choices = X_AXIS_SORT.choices;
    expect(typeof choices === 'function' ? choices(context({})) : choices).toEqual([
      ['origin', 'origin'],
      ['count', 'count'],
    ]);
  });
});
