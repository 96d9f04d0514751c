import type { QueryFormData } from '@loupe/core';
import { describe, expect, it } from 'vitest';
import { carriedControlNames, switchVizType } from './switchVizType';

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

  it("takes over every control the new type's panel has: Line to Bar keeps the series limit and sort", async () => {
    const { loadVizPlugin } = await import('../../../viz/pluginLoader');
    const bar = await loadVizPlugin('echarts_timeseries_bar')!;
    const pie = await loadVizPlugin('pie')!;
    const lineWithLimits: QueryFormData = {
      ...line,
      limit: 5,
      timeseries_limit_metric: 'count',
      order_desc: false,
      truncate_metric: false,
      sort_series_type: 'name',
    };
    const toBar = switchVizType(
      lineWithLimits,
      {},
      'echarts_timeseries_bar',
      carriedControlNames(bar.controlPanel),
    );
    expect(toBar.formData).toMatchObject({
      limit: 5,
      timeseries_limit_metric: 'count',
      order_desc: false,
      truncate_metric: false,
      sort_series_type: 'name',
    });
    // The pie has no series limit: it is not carried into its form data.
    const toPie = switchVizType(lineWithLimits, {}, 'pie', carriedControlNames(pie.controlPanel));
    expect(toPie.formData.limit).toBeUndefined();
    expect(toPie.formData.seriesType).toBeUndefined();
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
