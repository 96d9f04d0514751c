import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'echarts_area',
  name: 'Area Chart',
  description:
    'Area charts are similar to line charts in that they represent variables with the same scale, but area charts stack the metrics on top of each other.',
  category: 'Evolution',
  tags: [
    'ECharts',
    'Predictive',
    'Advanced-Analytics',
    'Aesthetic',
    'Line',
    'Transformable',
    'Stacked',
    'Popular',
    'Time',
    'Trend',
  ],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  annotationTypes: ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'],
};
