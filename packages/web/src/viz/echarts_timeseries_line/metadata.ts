import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'echarts_timeseries_line',
  name: 'Line Chart',
  description:
    'Line chart is used to visualize measurements taken over a given category. Line chart is a type of chart which displays information as a series of data points connected by straight line segments. It is a basic type of chart common in many fields.',
  category: 'Evolution',
  tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Aesthetic', 'Time', 'Line', 'Popular', 'Trend'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  recommended: true,
  annotationTypes: ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'],
};
