import type { QueryFormData } from '@loupe/core';
import { describe, expect, it } from 'vitest';
import { switchVizType } from './switchVizType';

const line: QueryFormData = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  metrics: ['count', 'sum__delay'],
  groupby: ['origin'],
  time_range: 'Last year',
  x_axis: 'date',
  seriesType: 'line',
  markerEnabled: true,
};

describe('switchVizType', () => {
  it('keeps shared choices, maps metrics to one metric, and drops the old type own controls', () => {
    const { formData } = switchVizType(line, {}, 'pie');
    expect(formData).toEqual({
      datasource: '1__table',
      viz_type: 'pie',
      metrics: ['count', 'sum__delay'],
      metric: 'count',
      groupby: ['origin'],
      time_range: 'Last year',
      x_axis: 'date',
    });
  });

  it('remembers form data per type: coming back restores that type own controls', () => {
    const toPie = switchVizType(line, {}, 'pie');
    const pie = { ...toPie.formData, donut: true, time_range: 'Last week' };
    const back = switchVizType(pie, toPie.remembered, 'echarts_timeseries_line');
    expect(back.formData.markerEnabled).toBe(true);
    expect(back.formData.seriesType).toBe('line');
    // What carries over follows the latest choice, made on the pie.
    expect(back.formData.time_range).toBe('Last week');
    expect(back.remembered.pie?.donut).toBe(true);
  });
});
