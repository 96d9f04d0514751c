import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'waterfall',
  name: 'Waterfall Chart',
  description:
    'A waterfall chart is a form of data visualization that helps in understanding the cumulative effect of sequentially introduced positive or negative values. These intermediate values can either be time based or category based.',
  category: 'Evolution',
  tags: ['Categorical', 'Comparison', 'ECharts'],
  behaviors: ['INTERACTIVE_CHART'],
};
