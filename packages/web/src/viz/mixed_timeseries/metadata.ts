import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'mixed_timeseries',
  name: 'Mixed Chart',
  description:
    'Visualize two different series using the same x-axis. Note that both series can be visualized with a different chart type (e.g. 1 using bars and 1 using a line).',
  category: 'Evolution',
  tags: ['Advanced-Analytics', 'ECharts', 'Line', 'Multi-Variables', 'Time', 'Transformable'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  queryCount: 2,
  annotationTypes: ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'],
};
