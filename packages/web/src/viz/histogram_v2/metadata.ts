import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'histogram_v2',
  name: 'Histogram',
  description:
    'The histogram chart displays the distribution of a dataset by representing the frequency or count of values within different ranges or bins. It helps visualize patterns, clusters, and outliers in the data and provides insights into its shape, central tendency, and spread.',
  category: 'Distribution',
  tags: ['Comparison', 'ECharts', 'Pattern', 'Popular'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
