import { describe, expect, it } from 'vitest';
import { baseQuery } from '../distribution/testing/queries';
import { ARRIVAL, COUNT_STAR, GANTT_FLIGHTS } from '../flow/testing/formData';
import buildQuery from './buildQuery';

describe('gantt_chart buildQuery', () => {
  it('asks for start, end, y-axis and tooltip columns once each, ordered as chosen, series as series columns', () => {
    expect(buildQuery(GANTT_FLIGHTS).queries).toEqual([
      baseQuery({
        columns: ['date', ARRIVAL, 'destination', 'distance'],
        metrics: [],
        orderby: [['date', true]],
        series_columns: ['destination'],
        row_limit: 8,
        filters: [
          { col: 'origin', op: '==', val: 'SFO' },
          { col: 'destination', op: 'IN', val: ['LAX', 'SEA', 'PDX'] },
        ],
      }),
    ]);
  });

  it('sends the tooltip metrics and no series columns without a series', () => {
    const [query] = buildQuery({
      ...GANTT_FLIGHTS,
      series: undefined,
      tooltip_metrics: [COUNT_STAR],
      order_by_cols: [],
    }).queries;
    expect(query?.metrics).toEqual([COUNT_STAR]);
    expect(query?.series_columns).toEqual([]);
    expect(query?.orderby).toEqual([]);
  });
});
