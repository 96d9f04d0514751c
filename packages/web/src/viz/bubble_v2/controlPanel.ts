import { LEGEND_SECTION_ROWS } from '../distribution/legend';
import { renderCheckbox } from '../flow/controls';
import type { ControlConfig, ControlPanelConfig } from '../types';

const TITLE_MARGIN_CHOICES = [15, 30, 50, 75, 100, 125, 150, 200].map((n) => [n, String(n)] as const);

function freeSelect(
  name: string,
  label: string,
  defaultValue: number | string,
  choices: readonly (readonly [number | string, string])[],
  description?: string,
): ControlConfig {
  return {
    name,
    type: 'SelectControl',
    label,
    default: defaultValue,
    freeForm: true,
    clearable: false,
    renderTrigger: true,
    choices,
    ...(description ? { description } : {}),
  };
}

function formatControl(name: string, label: string): ControlConfig {
  return {
    name,
    type: 'NumberFormatControl',
    label,
    default: 'SMART_NUMBER',
    freeForm: true,
    renderTrigger: true,
  };
}

function titleControl(name: string, label: string): ControlConfig {
  return { name, type: 'TextControl', label, default: '', renderTrigger: true };
}

const ROTATION_HELP = 'Input field supports custom rotation. e.g. 30 for 30°';

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [['series'], ['entity'], ['x'], ['y'], ['adhoc_filters'], ['size'], ['row_limit']],
    },
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ...LEGEND_SECTION_ROWS,
        [
          freeSelect(
            'max_bubble_size',
            'Max Bubble Size',
            '25',
            ['5', '10', '15', '25', '50', '75', '100'].map((n) => [n, n] as const),
          ),
        ],
        [formatControl('tooltipSizeFormat', 'Bubble size number format')],
        [
          {
            name: 'opacity',
            type: 'SliderControl',
            label: 'Bubble Opacity',
            renderTrigger: true,
            min: 0,
            max: 1,
            step: 0.1,
            default: 0.6,
            description: 'Opacity of bubbles, 0 means completely transparent, 1 means opaque',
          },
        ],
      ],
    },
    {
      label: 'X Axis',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        [titleControl('x_axis_label', 'X Axis Title')],
        [
          freeSelect(
            'xAxisLabelRotation',
            'Rotate x axis label',
            0,
            [
              [0, '0°'],
              [45, '45°'],
              [90, '90°'],
            ],
            ROTATION_HELP,
          ),
        ],
        [freeSelect('x_axis_title_margin', 'X AXIS TITLE MARGIN', 30, TITLE_MARGIN_CHOICES)],
        [formatControl('xAxisFormat', 'X Axis Format')],
        [renderCheckbox('logXAxis', 'Logarithmic x-axis', false, 'Logarithmic x-axis')],
      ],
    },
    {
      label: 'Y Axis',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        [titleControl('y_axis_label', 'Y Axis Title')],
        [
          freeSelect(
            'yAxisLabelRotation',
            'Rotate y axis label',
            0,
            [
              [0, '0°'],
              [45, '45°'],
            ],
            ROTATION_HELP,
          ),
        ],
        [freeSelect('y_axis_title_margin', 'Y AXIS TITLE MARGIN', 30, TITLE_MARGIN_CHOICES)],
        ['y_axis_format'],
        [renderCheckbox('logYAxis', 'Logarithmic y-axis', false, 'Logarithmic y-axis')],
        ['truncateXAxis'],
        [
          {
            name: 'xAxisBounds',
            // Superset's BoundsControl: [min, max].
            type: 'CollectionControl',
            label: 'X Axis Bounds',
            renderTrigger: true,
            default: [null, null],
            description:
              'Bounds for the X-axis. Selected time merges with min/max date of the data. When left empty, bounds dynamically defined based on the min/max of the data.',
            visibility: ({ formData }) => formData.truncateXAxis !== false,
          },
        ],
        [
          renderCheckbox(
            'truncateYAxis',
            'Truncate Y Axis',
            false,
            'Truncate Y Axis. Can be overridden by specifying a min or max bound.',
          ),
        ],
        ['y_axis_bounds'],
      ],
    },
  ],
  controlOverrides: {
    y_axis_bounds: { visibility: ({ formData }) => formData.truncateYAxis === true },
  },
};
