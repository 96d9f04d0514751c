import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'pivot_table_v2',
  name: 'Pivot Table',
  description:
    'Used to summarize a set of data by grouping together multiple statistics along two axes. Examples: Sales numbers by region and month, tasks by status and assignee, active users by age and location. Not the most visually stunning visualization, but highly informative and versatile.',
  category: 'Table',
  tags: ['Additive', 'Report', 'Tabular', 'Popular'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
