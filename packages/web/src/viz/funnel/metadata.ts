import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'funnel',
  name: 'Funnel Chart',
  description:
    'Showcases how a metric changes as the funnel progresses. This classic chart is useful for visualizing drop-off between stages in a pipeline or lifecycle.',
  category: 'KPI',
  tags: ['Business', 'ECharts', 'Progressive', 'Report', 'Sequential', 'Trend'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
