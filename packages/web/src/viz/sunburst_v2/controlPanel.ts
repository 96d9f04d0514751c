import { validateNonEmpty } from '@loupe/core';
import {
  LINEAR_COLOR_SCHEME,
  labelTypeControl,
  showLabelsControl,
  SORT_BY_METRIC,
} from '../distribution/controls';
import type { ControlConfig, ControlPanelConfig } from '../types';

const SECONDARY_METRIC: ControlConfig = {
  name: 'secondary_metric',
  type: 'MetricControl',
  label: 'Secondary Metric',
  description:
    '[optional] this secondary metric is used to define the color as a ratio against the primary metric. When omitted, the color is categorical and based on labels',
  clearable: true,
};

const SHOW_LABELS_THRESHOLD: ControlConfig = {
  name: 'show_labels_threshold',
  type: 'NumberControl',
  label: 'Percentage threshold',
  description: 'Minimum threshold in percentage points for showing labels.',
  default: 5,
  min: 0,
  max: 100,
  renderTrigger: true,
};

const SHOW_TOTAL: ControlConfig<boolean> = {
  name: 'show_total',
  type: 'CheckboxControl',
  label: 'Show Total',
  description: 'Whether to display the aggregate count',
  default: false,
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['columns'],
        ['metric'],
        [SECONDARY_METRIC],
        ['adhoc_filters'],
        ['row_limit'],
        [SORT_BY_METRIC],
      ],
    },
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [LINEAR_COLOR_SCHEME],
        [{ heading: 'Labels' }],
        [showLabelsControl(false)],
        [SHOW_LABELS_THRESHOLD],
        [SHOW_TOTAL],
        [labelTypeControl(['key', 'value', 'key_value'], 'key')],
        ['number_format'],
        ['currency_format'],
        ['date_format'],
      ],
    },
  ],
  controlOverrides: {
    columns: {
      label: 'Hierarchy',
      description:
        'Sets the hierarchy levels of the chart. Each level is represented by one ring with the innermost circle as the top of the hierarchy.',
      validators: [validateNonEmpty],
    },
    metric: {
      label: 'Primary Metric',
      description: 'The primary metric is used to define the arc segment sizes',
      validators: [validateNonEmpty],
    },
    row_limit: { default: 10000 },
  },
};
