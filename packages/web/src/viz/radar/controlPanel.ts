import { validateNonEmpty } from '@loupe/core';
import { labelTypeControl, showLabelsControl } from '../distribution/controls';
import { LEGEND_SECTION_ROWS } from '../distribution/legend';
import type { ControlConfig, ControlPanelConfig } from '../types';

const LABEL_POSITION: ControlConfig<string> = {
  name: 'label_position',
  type: 'SelectControl',
  label: 'Label position',
  default: 'top',
  clearable: false,
  renderTrigger: true,
  choices: [
    ['top', 'Top'],
    ['left', 'Left'],
    ['right', 'Right'],
    ['bottom', 'Bottom'],
    ['inside', 'Inside'],
    ['insideLeft', 'Inside left'],
    ['insideRight', 'Inside right'],
    ['insideTop', 'Inside top'],
    ['insideBottom', 'Inside bottom'],
    ['insideTopLeft', 'Inside top left'],
    ['insideBottomLeft', 'Inside bottom left'],
    ['insideTopRight', 'Inside top right'],
    ['insideBottomRight', 'Inside bottom right'],
  ],
};

const COLUMN_CONFIG: ControlConfig = {
  name: 'column_config',
  type: 'ColumnConfigControl',
  label: 'Customize Metrics',
  description: 'Further customize how to display each metric',
  renderTrigger: true,
};

const IS_CIRCLE: ControlConfig<boolean> = {
  name: 'is_circle',
  type: 'CheckboxControl',
  label: 'Circle radar shape',
  description: "Radar render type, whether to display 'circle' shape.",
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
        ['groupby'],
        ['metrics'],
        ['adhoc_filters'],
        ['timeseries_limit_metric'],
        ['row_limit'],
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
        [showLabelsControl(true)],
        [labelTypeControl(['key', 'value', 'key_value'], 'value')],
        [LABEL_POSITION],
        ['number_format'],
        ['currency_format'],
        ['date_format'],
        [{ heading: 'Radar' }],
        [COLUMN_CONFIG],
        [IS_CIRCLE],
      ],
    },
  ],
  controlOverrides: {
    metrics: { validators: [validateNonEmpty] },
    row_limit: { default: 10 },
    timeseries_limit_metric: { label: 'Sort by', description: 'Metric used to order the series' },
  },
};
