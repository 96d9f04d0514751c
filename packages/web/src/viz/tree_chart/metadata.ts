import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'tree_chart',
  name: 'Tree Chart',
  description: 'Visualize multiple levels of hierarchy using a familiar tree-like structure.',
  category: 'Part of a Whole',
  tags: ['Categorical', 'ECharts', 'Multi-Levels', 'Relational', 'Structural'],
  behaviors: ['INTERACTIVE_CHART'],
};
