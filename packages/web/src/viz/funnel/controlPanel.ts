import { validateNonEmpty } from '@loupe/core';
import { labelTypeControl, showLabelsControl, SORT_BY_METRIC } from '../distribution/controls';
import type { LabelType } from '../distribution/labels';
import { LEGEND_SECTION_ROWS } from '../distribution/legend';
import type { ControlConfig, ControlPanelConfig } from '../types';

const FUNNEL_LABEL_TYPES: readonly LabelType[] = [
  'key',
  'value',
  'percent',
  'key_value',
  'key_percent',
  'key_value_percent',
  'value_percent',
];

const PERCENT_CALCULATION_TYPE: ControlConfig = {
  name: 'percent_calculation_type',
  type: 'SelectControl',
  label: 'Percent Calculation',
  description: 'How the percentage of each step is calculated.',
  default: 'first_step',
  clearable: false,
  renderTrigger: true,
  choices: [
    ['first_step', 'Calculate from first step'],
    ['prev_step', 'Calculate from previous step'],
    ['total', 'Percent of total'],
  ],
};

const SHOW_TOOLTIP_LABELS: ControlConfig = {
  name: 'show_tooltip_labels',
  type: 'CheckboxControl',
  label: 'Show Tooltip Labels',
  description: 'Whether to display the tooltip labels.',
  default: true,
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['groupby'],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        [SORT_BY_METRIC],
        [PERCENT_CALCULATION_TYPE],
      ],
    },
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ...LEGEND_SECTION_ROWS,
        [{ heading: 'Labels' }],
        [labelTypeControl(FUNNEL_LABEL_TYPES, 'key')],
        ['number_format'],
        ['currency_format'],
        [showLabelsControl(true)],
        [SHOW_TOOLTIP_LABELS],
        [labelTypeControl(FUNNEL_LABEL_TYPES, 'key_value_percent', 'tooltip_label_type', 'Tooltip Contents')],
      ],
    },
  ],
  controlOverrides: {
    metric: { validators: [validateNonEmpty] },
    row_limit: { default: 10 },
  },
};
