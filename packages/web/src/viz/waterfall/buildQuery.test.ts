import type { AdhocColumn } from '@loupe/core';
import { describe, expect, it } from 'vitest';
import { baseQuery } from '../distribution/testing/queries';
import {
  sumOf,
  TEMP_ANOMALY,
  WATERFALL_WEATHER,
  WATERFALL_WEATHER_BREAKDOWN,
} from '../flow/testing/formData';
import buildQuery from './buildQuery';

const DATE_AXIS: AdhocColumn = {
  timeGrain: 'P1M',
  columnType: 'BASE_AXIS',
  sqlExpression: 'date',
  label: 'date',
  expressionType: 'SQL',
  isColumnReference: true,
};

describe('waterfall buildQuery', () => {
  it('asks for the metric per month of the x-axis, in order', () => {
    expect(buildQuery(WATERFALL_WEATHER).queries).toEqual([
      baseQuery({
        columns: [DATE_AXIS],
        metrics: [TEMP_ANOMALY],
        orderby: [['date', true]],
        row_limit: 6,
        extras: { having: '', where: '', time_grain_sqla: 'P1M' },
      }),
    ]);
  });

  it('adds the breakdown after the x-axis, both ordered ascending', () => {
    const [query] = buildQuery(WATERFALL_WEATHER_BREAKDOWN).queries;
    expect(query?.columns).toEqual([DATE_AXIS, 'weather']);
    expect(query?.orderby).toEqual([
      ['date', true],
      ['weather', true],
    ]);
    expect(query?.metrics).toEqual([sumOf('precipitation')]);
  });
});
