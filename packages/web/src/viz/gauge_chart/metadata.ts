import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'gauge_chart',
  name: 'Gauge Chart',
  description:
    'Uses a gauge to showcase progress of a metric towards a target. The position of the dial represents the progress and the terminal value in the gauge represents the target value.',
  category: 'KPI',
  tags: ['Multi-Variables', 'Business', 'Comparison', 'ECharts', 'Report', 'Featured'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
