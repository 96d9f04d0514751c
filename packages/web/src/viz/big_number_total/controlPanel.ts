import { validateNonEmpty } from '@loupe/core';
import type { ControlConfig, ControlPanelConfig } from '../types';
import { FORMAT_ROWS } from './controls';

const SUBHEADER: ControlConfig = {
  name: 'subheader',
  type: 'TextControl',
  label: 'Subheader',
  description: 'Description text that shows up below your Big Number',
  renderTrigger: true,
};

const CONDITIONAL_FORMATTING: ControlConfig = {
  name: 'conditional_formatting',
  type: 'ConditionalFormattingControl',
  label: 'Conditional Formatting',
  description: 'Apply conditional color formatting to metric',
  renderTrigger: true,
  default: [],
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Query', tab: 'data', expanded: true, controlSetRows: [['metric'], ['adhoc_filters']] },
    {
      label: 'Display settings',
      tab: 'data',
      expanded: true,
      controlSetRows: [[SUBHEADER], ...FORMAT_ROWS, [CONDITIONAL_FORMATTING]],
    },
  ],
  controlOverrides: { metric: { validators: [validateNonEmpty] }, y_axis_format: { label: 'Number format' } },
};
