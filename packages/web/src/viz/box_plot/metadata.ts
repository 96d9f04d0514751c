import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'box_plot',
  name: 'Box Plot',
  description:
    'Also known as a box and whisker plot, this visualization compares the distributions of a related metric across multiple groups. The box in the middle emphasizes the mean, median, and inner 2 quartiles. The whiskers around each box visualize the min, max, range, and outer 2 quartiles.',
  category: 'Distribution',
  tags: ['ECharts', 'Range', 'Statistical', 'Featured'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
};
