import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'echarts_timeseries_bar',
  name: 'Bar Chart',
  description: 'Bar Charts are used to show metrics as a series of bars.',
  category: 'Evolution',
  tags: [
    'ECharts',
    'Predictive',
    'Advanced-Analytics',
    'Aesthetic',
    'Time',
    'Transformable',
    'Stacked',
    'Vertical',
    'Bar',
    'Popular',
  ],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  recommended: true,
  annotationTypes: ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'],
};
