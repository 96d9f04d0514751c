import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'big_number',
  name: 'Big Number with Trendline',
  description:
    'Showcases a single number accompanied by a simple line chart, to call attention to an important metric along with its change over time or other dimension.',
  category: 'KPI',
  tags: ['Advanced-Analytics', 'Line', 'Percentages', 'Popular', 'Report', 'Trend'],
  behaviors: ['DRILL_TO_DETAIL'],
  recommended: true,
};
