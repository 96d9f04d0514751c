import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'word_cloud',
  name: 'Word Cloud',
  description:
    'Visualizes the words in a column that appear the most often. Bigger font corresponds to higher frequency.',
  category: 'Ranking',
  tags: ['Categorical', 'Comparison', 'Density', 'Single Metric'],
  behaviors: [],
};
