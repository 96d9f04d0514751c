import { validateNonEmpty } from '@loupe/core';
import { labelTypeControl, showLabelsControl, SORT_BY_METRIC } from '../distribution/controls';
import type { ControlConfig, ControlPanelConfig } from '../types';

const SHOW_UPPER_LABELS: ControlConfig<boolean> = {
  name: 'show_upper_labels',
  type: 'CheckboxControl',
  label: 'Show Upper Labels',
  description: 'Show labels when the node has children.',
  default: true,
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [['groupby'], ['metric'], ['row_limit'], [SORT_BY_METRIC], ['adhoc_filters']],
    },
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [{ heading: 'Labels' }],
        [showLabelsControl(true)],
        [SHOW_UPPER_LABELS],
        [labelTypeControl(['key', 'value', 'key_value'], 'key_value')],
        ['number_format'],
        ['currency_format'],
        ['date_format'],
      ],
    },
  ],
  controlOverrides: {
    metric: { validators: [validateNonEmpty] },
    groupby: { label: 'Hierarchy', description: 'This defines the level of the hierarchy' },
    row_limit: { default: 10000 },
  },
};
