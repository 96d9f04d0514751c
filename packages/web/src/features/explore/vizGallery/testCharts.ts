import type { VizMetadata } from '../../../viz/types';

function chart(partial: Partial<VizMetadata> & Pick<VizMetadata, 'vizType' | 'name'>): VizMetadata {
  return { description: '', category: 'Other', tags: [], behaviors: [], ...partial };
}

/** A gallery's worth of Superset's chart types, enough to tell search ranking and sections apart. */
export const TEST_CHARTS: VizMetadata[] = [
  chart({
    vizType: 'echarts_area',
    name: 'Area Chart',
    category: 'Evolution',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Line', 'Popular'],
    description:
      'Area charts are similar to line charts in that they represent variables with the same scale.',
  }),
  chart({
    vizType: 'echarts_timeseries_bar',
    name: 'Bar Chart',
    category: 'Evolution',
    tags: ['ECharts', 'Popular', 'Bar'],
    description: 'Bar charts are used to show metrics as a series of bars.',
  }),
  chart({
    vizType: 'echarts_timeseries_line',
    name: 'Line Chart',
    category: 'Evolution',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Line', 'Popular'],
    description: 'Line chart is used to visualize measurements taken over a given category.',
  }),
  chart({
    vizType: 'echarts_timeseries_smooth',
    name: 'Smooth Line',
    category: 'Evolution',
    tags: ['ECharts', 'Line', 'Predictive'],
    description: 'Smooth-line is a variation of the line chart.',
  }),
  chart({
    vizType: 'pie',
    name: 'Pie Chart',
    category: 'Part of a Whole',
    tags: ['Categorical', 'ECharts', 'Popular'],
    description: 'The classic.',
  }),
  chart({
    vizType: 'table',
    name: 'Table',
    category: 'Table',
    tags: ['Tabular', 'Popular'],
    description: 'Classic row-by-column spreadsheet like view of a dataset.',
  }),
  chart({
    vizType: 'line',
    name: 'Line Chart (legacy)',
    category: 'Evolution',
    tags: ['Line'],
    deprecated: true,
  }),
];
