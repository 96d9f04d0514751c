import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'sunburst_v2',
  name: 'Sunburst Chart',
  description:
    'Uses circles to visualize the flow of data through different stages of a system. Hover over individual paths in the visualization to understand the stages a value took. Useful for multi-stage, multi-group visualizing funnels and pipelines.',
  category: 'Part of a Whole',
  tags: ['ECharts', 'Aesthetic', 'Circular', 'Comparison', 'Multi-Levels', 'Proportional', 'Featured'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
