import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'pie',
  name: 'Pie Chart',
  description:
    'The classic. Great for showing how much of a company each investor gets, what demographics follow your blog, or what portion of the budget goes to the military industrial complex.\n\nPie charts can be difficult to interpret precisely. If clarity of relative proportion is important, consider using a bar or other chart type instead.',
  category: 'Part of a Whole',
  tags: [
    'Categorical',
    'Circular',
    'Comparison',
    'Percentages',
    'Featured',
    'Proportional',
    'ECharts',
    'Nightingale',
  ],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  recommended: true,
};
