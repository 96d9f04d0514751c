import type { VizMetadata } from '../types';

export const metadata: VizMetadata = {
  vizType: 'sankey_v2',
  name: 'Sankey Chart',
  description:
    'The Sankey chart visually tracks the movement and transformation of values across system stages. Nodes represent stages, connected by links depicting value flow. Node height corresponds to the visualized metric, providing a clear representation of value distribution and transformation.',
  category: 'Flow',
  tags: ['Directional', 'ECharts', 'Distribution', 'Flow'],
  behaviors: ['INTERACTIVE_CHART'],
};
