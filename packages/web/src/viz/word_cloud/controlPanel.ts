import { validateNonEmpty } from '@loupe/core';
import { renderNumber, renderSelect } from '../flow/controls';
import type { ControlPanelConfig } from '../types';

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [['series'], ['metric'], ['adhoc_filters'], ['row_limit'], ['sort_by_metric']],
    },
    {
      label: 'Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        [
          renderNumber(
            'size_from',
            'Minimum Font Size',
            10,
            { min: 1 },
            'Font size for the smallest value in the list',
          ),
          renderNumber(
            'size_to',
            'Maximum Font Size',
            70,
            { min: 1 },
            'Font size for the biggest value in the list',
          ),
        ],
        [
          renderSelect(
            'rotation',
            'Word Rotation',
            'square',
            [
              ['random', 'random'],
              ['flat', 'flat'],
              ['square', 'square'],
            ],
            'Rotation to apply to words in the cloud',
          ),
        ],
        ['color_scheme'],
      ],
    },
  ],
  controlOverrides: {
    series: {
      label: 'Dimension',
      validators: [validateNonEmpty],
      description: 'The column whose values are the words',
    },
    metric: { validators: [validateNonEmpty] },
    row_limit: { default: 100 },
    sort_by_metric: { default: true },
  },
};
