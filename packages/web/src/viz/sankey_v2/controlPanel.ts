import { validateNonEmpty } from '@loupe/core';
import { columnControl } from '../flow/controls';
import type { ControlPanelConfig } from '../types';

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        [columnControl('source', 'Source', 'The column to be used as the source of the edge.')],
        [columnControl('target', 'Target', 'The column to be used as the target of the edge.')],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        ['sort_by_metric'],
      ],
    },
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['color_scheme']],
    },
  ],
  controlOverrides: {
    metric: { validators: [validateNonEmpty] },
  },
};
