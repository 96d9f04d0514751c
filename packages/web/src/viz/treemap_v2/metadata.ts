import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'treemap_v2',
  name: 'Treemap',
  description:
    'Show hierarchical relationships of data, with the value represented by area, showing proportion and contribution to the whole.',
  category: 'Part of a Whole',
  tags: ['Categorical', 'Comparison', 'ECharts', 'Multi-Levels', 'Percentages', 'Proportional', 'Featured'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
