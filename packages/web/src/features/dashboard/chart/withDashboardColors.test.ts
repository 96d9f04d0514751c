import { describe, expect, it } from 'vitest';
import { withDashboardColors } from './useDashboardChartData';

const CHART = {
  datasource: '1__table',
  viz_type: 'pie',
  color_scheme: 'bnbColors',
  label_colors: { SEA: '#111111' },
};

describe('withDashboardColors', () => {
  it('puts the dashboard’s scheme over the chart’s and adds its label colours', () => {
    const result = withDashboardColors(CHART, {
      colorScheme: 'supersetColors',
      labelColors: { LAX: '#222222' },
    });
    expect(result.color_scheme).toBe('supersetColors');
    expect(result.label_colors).toEqual({ SEA: '#111111', LAX: '#222222' });
  });

  it('keeps the chart’s own colours when the dashboard sets none', () => {
    expect(withDashboardColors(CHART, { colorScheme: undefined, labelColors: undefined })).toEqual(CHART);
  });
});
