import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'gantt_chart',
  name: 'Gantt Chart',
  description:
    'Gantt chart visualizes important events over a time span. Every data point displayed as a separate event along a horizontal line.',
  category: 'Other',
  tags: ['ECharts', 'Featured', 'Timeline', 'Time'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
