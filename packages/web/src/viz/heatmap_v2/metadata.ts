import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'heatmap_v2',
  name: 'Heatmap',
  description:
    'Visualize a related metric across pairs of groups. Heatmaps excel at showcasing the correlation or strength between two groups. Color is used to emphasize the strength of the link between each pair of groups.',
  category: 'Correlation',
  tags: ['Business', 'Intensity', 'Density', 'Single Metric', 'ECharts', 'Featured'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
};
