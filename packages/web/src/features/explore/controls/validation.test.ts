import type { QueryFormData } from '@loupe/core';
import { describe, expect, it } from 'vitest';
import { createMockDatasourceData } from '../../../testing/dataFactories';
import { controlPanel as piePanel } from '../../../viz/pie/controlPanel';
import type { ControlPanelConfig } from '../../../viz/types';
import { isRenderOnlyChange, validateControls } from './validation';

const datasource = createMockDatasourceData();
const formData = (extra: Record<string, unknown> = {}): QueryFormData => ({
  datasource: '7__table',
  viz_type: 'pie',
  ...extra,
});

const timeseriesPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [['metrics'], ['row_limit']],
    },
    {
      label: 'Advanced analytics',
      tab: 'data',
      controlSetRows: [['rolling_type', 'rolling_periods']],
    },
  ],
};

describe('validateControls', () => {
  it('reports an empty metric list with Superset message', () => {
    expect(validateControls(timeseriesPanel, formData({ metrics: [] }), datasource)).toEqual({
      metrics: ['cannot be empty'],
    });
  });

  it('validates the default when the form data lacks the control', () => {
    // metrics has no default: absent means empty; row_limit's default (10000) is valid.
    expect(validateControls(timeseriesPanel, formData(), datasource)).toEqual({
      metrics: ['cannot be empty'],
    });
  });

  it('reports a row limit over the maximum with Superset message', () => {
    const errors = validateControls(
      timeseriesPanel,
      formData({ metrics: ['count'], row_limit: 2_000_000 }),
      datasource,
    );
    expect(errors).toEqual({ row_limit: ['Value cannot exceed 1000000'] });
  });

  it('gives every failing message of a control', () => {
    const errors = validateControls(
      timeseriesPanel,
      formData({ metrics: ['count'], row_limit: '' }),
      datasource,
    );
    expect(errors).toEqual({ row_limit: ['cannot be empty'] });
    const typed = validateControls(
      timeseriesPanel,
      formData({ metrics: ['count'], row_limit: '1e7' }),
      datasource,
    );
    expect(typed).toEqual({ row_limit: ['is expected to be an integer', 'Value cannot exceed 1000000'] });
    const text = validateControls(
      timeseriesPanel,
      formData({ metrics: ['count'], row_limit: 'many' }),
      datasource,
    );
    expect(text).toEqual({ row_limit: ['is expected to be an integer'] });
  });

  it('does not validate a hidden control', () => {
    const hidden = formData({ metrics: ['count'], rolling_type: 'None', rolling_periods: 'seven' });
    expect(validateControls(timeseriesPanel, hidden, datasource)).toEqual({});
    const shown = formData({ metrics: ['count'], rolling_type: 'mean', rolling_periods: 'seven' });
    expect(validateControls(timeseriesPanel, shown, datasource)).toEqual({
      rolling_periods: ['is expected to be an integer'],
    });
  });

  it('uses the chart overrides of shared controls (pie: metric required, row limit 100)', () => {
    expect(validateControls(piePanel, formData(), datasource)).toEqual({ metric: ['cannot be empty'] });
    expect(validateControls(piePanel, formData({ metric: 'count' }), datasource)).toEqual({});
  });
});

describe('isRenderOnlyChange', () => {
  it('is true for controls that only redraw the chart', () => {
    expect(isRenderOnlyChange(piePanel, 'color_scheme')).toBe(true);
    expect(isRenderOnlyChange(piePanel, 'donut')).toBe(true);
    expect(isRenderOnlyChange(piePanel, 'number_format')).toBe(true);
  });

  it('is false for controls that change the query, and for names the panel lacks', () => {
    expect(isRenderOnlyChange(piePanel, 'metric')).toBe(false);
    expect(isRenderOnlyChange(piePanel, 'row_limit')).toBe(false);
    expect(isRenderOnlyChange(piePanel, 'groupby')).toBe(false);
    expect(isRenderOnlyChange(piePanel, 'no_such_control')).toBe(false);
  });
});
