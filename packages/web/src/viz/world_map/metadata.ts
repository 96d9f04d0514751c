import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'world_map',
  name: 'World Map',
  description: 'A map of the world, that can indicate values in different countries.',
  category: 'Map',
  tags: [
    '2D',
    'Comparison',
    'Intensity',
    'Legacy',
    'Multi-Dimensions',
    'Multi-Layers',
    'Multi-Variables',
    'Scatter',
    'Featured',
  ],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
