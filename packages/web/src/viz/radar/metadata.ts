import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'radar',
  name: 'Radar Chart',
  description:
    'Visualize a parallel set of metrics across multiple groups. Each group is visualized using its own line of points and each metric is represented as an edge in the chart.',
  category: 'Ranking',
  tags: ['Business', 'Comparison', 'Multi-Variables', 'Report', 'Web', 'ECharts', 'Featured'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
