import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'echarts_timeseries_scatter',
  name: 'Scatter Plot',
  description:
    'Scatter Plot has the horizontal axis in linear units, and the points are connected in order. It shows a statistical relationship between two variables.',
  category: 'Evolution',
  tags: [
    'ECharts',
    'Predictive',
    'Advanced-Analytics',
    'Aesthetic',
    'Time',
    'Transformable',
    'Scatter',
    'Popular',
  ],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  annotationTypes: ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'],
};
