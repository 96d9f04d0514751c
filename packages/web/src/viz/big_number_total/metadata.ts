import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'big_number_total',
  name: 'Big Number',
  description:
    'Showcases a single metric front-and-center. Big number is best used to call attention to a KPI or the one thing you want your audience to focus on.',
  category: 'KPI',
  tags: ['Additive', 'Business', 'Legacy', 'Percentages', 'Popular', 'Report', 'Description', 'Text'],
  behaviors: ['DRILL_TO_DETAIL'],
  recommended: true,
};
