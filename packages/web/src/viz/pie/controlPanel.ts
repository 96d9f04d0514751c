import { validateNonEmpty } from '@loupe/core';
import { labelTypeControl, showLabelsControl, SORT_BY_METRIC } from '../distribution/controls';
import { LEGEND_SECTION_ROWS } from '../distribution/legend';
import type { ControlConfig, ControlPanelConfig } from '../types';
import { checkboxControl } from '../sharedControls';

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

const LABEL_TEMPLATE: ControlConfig = {
  name: 'label_template',
  type: 'TextControl',
  label: 'Label Template',
  description: 'Format data labels. Use variables: {name}, {value}, {percent}. \\n represents a new line.',
  renderTrigger: true,
  visibility: ({ formData }) => formData.label_type === 'template',
};

const checkbox = checkboxControl;

const LABELS_OUTSIDE = checkbox(
  'labels_outside',
  'Put labels outside',
  true,
  'Put the labels outside of the pie?',
);
const LABEL_LINE: ControlConfig = {
  ...checkbox('label_line', 'Label Line', false, 'Draw line from Pie to label when labels outside?'),
  visibility: ({ formData }) => formData.labels_outside !== false,
};
const SHOW_TOTAL = checkbox('show_total', 'Show Total', false, 'Whether to display the aggregate count');

const OUTER_RADIUS: ControlConfig = {
  name: 'outerRadius',
  type: 'SliderControl',
  label: 'Outer Radius',
  description: 'Outer edge of Pie chart',
  default: 70,
  min: 10,
  max: 100,
  step: 1,
  renderTrigger: true,
};
const DONUT = checkbox('donut', 'Donut', false, 'Do you want a donut or a pie?');
const INNER_RADIUS: ControlConfig = {
  name: 'innerRadius',
  type: 'SliderControl',
  label: 'Inner Radius',
  description: 'Inner radius of donut hole',
  default: 30,
  min: 0,
  max: 100,
  step: 1,
  renderTrigger: true,
  visibility: ({ formData }) => formData.donut === true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [['groupby'], ['metric'], ['adhoc_filters'], ['row_limit'], [SORT_BY_METRIC]],
    },
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [SHOW_LABELS_THRESHOLD],
        ...LEGEND_SECTION_ROWS,
        [{ heading: 'Labels' }],
        [
          labelTypeControl(
            [
              'key',
              'value',
              'percent',
              'key_value',
              'key_percent',
              'key_value_percent',
              'value_percent',
              'template',
            ],
            'key',
          ),
        ],
        [LABEL_TEMPLATE],
        ['number_format'],
        ['currency_format'],
        ['date_format'],
        [showLabelsControl(true)],
        [LABELS_OUTSIDE],
        [LABEL_LINE],
        [SHOW_TOTAL],
        [{ heading: 'Pie shape' }],
        [OUTER_RADIUS],
        [DONUT],
        [INNER_RADIUS],
      ],
    },
  ],
  controlOverrides: {
    metric: { validators: [validateNonEmpty] },
    row_limit: { default: 100 },
  },
};
