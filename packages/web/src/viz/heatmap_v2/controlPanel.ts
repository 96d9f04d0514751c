import { validateNonEmpty } from '@loupe/core';
import { LINEAR_COLOR_SCHEME } from '../distribution/controls';
import type { ControlConfig, ControlPanelConfig } from '../types';
import { checkboxControl } from '../sharedControls';

const SORT_CHOICES = [
  ['alpha_asc', 'Axis ascending'],
  ['alpha_desc', 'Axis descending'],
  ['value_asc', 'Metric ascending'],
  ['value_desc', 'Metric descending'],
] as const;

const sortControl = (name: string, label: string): ControlConfig<string> => ({
  name,
  type: 'SelectControl',
  label,
  choices: SORT_CHOICES,
  clearable: true,
});

const NORMALIZE_ACROSS: ControlConfig<string> = {
  name: 'normalize_across',
  type: 'SelectControl',
  label: 'Normalize Across',
  default: 'heatmap',
  choices: [
    ['heatmap', 'heatmap'],
    ['x', 'x'],
    ['y', 'y'],
  ],
  description:
    'Color will be shaded based the normalized (0% to 100%) value of a given cell against the other cells in the selected range: heatmap: all cells, x: cells in the same column, y: cells in the same row',
};

const LEGEND_TYPE: ControlConfig<string> = {
  name: 'legend_type',
  type: 'SelectControl',
  label: 'Legend Type',
  default: 'continuous',
  clearable: false,
  renderTrigger: true,
  choices: [
    ['continuous', 'Continuous'],
    ['piecewise', 'Piecewise'],
  ],
};

const INTERVAL_CHOICES: readonly (readonly [number, string])[] = [
  [-1, 'Auto'],
  ...Array.from({ length: 50 }, (_, i) => [i + 1, String(i + 1)] as const),
];

const scaleInterval = (name: string, label: string, axis: string): ControlConfig<number> => ({
  name,
  type: 'SelectControl',
  label,
  default: -1,
  clearable: false,
  renderTrigger: true,
  choices: INTERVAL_CHOICES,
  description: `Number of steps to take between ticks when displaying the ${axis} scale`,
});

const MARGIN_CHOICES = [
  ['auto', 'auto'],
  [50, '50'],
  [75, '75'],
  [100, '100'],
  [125, '125'],
  [150, '150'],
  [200, '200'],
] as const;

const margin = (name: string, label: string, description: string): ControlConfig<string | number> => ({
  name,
  type: 'SelectControl',
  label,
  default: 'auto',
  freeForm: true,
  clearable: false,
  renderTrigger: true,
  choices: MARGIN_CHOICES,
  description,
});

const checkbox = checkboxControl;

const BORDER_COLOR: ControlConfig<string> = {
  name: 'border_color',
  type: 'ColorPickerControl',
  label: 'Border color',
  description: 'The color of the elements border',
  renderTrigger: true,
};

const BORDER_WIDTH: ControlConfig<number> = {
  name: 'border_width',
  type: 'SliderControl',
  label: 'Border width',
  description: 'The width of the elements border',
  default: 0,
  min: 0,
  max: 2,
  step: 0.1,
  renderTrigger: true,
};

const VALUE_BOUNDS: ControlConfig<(number | null)[]> = {
  name: 'value_bounds',
  type: 'CollectionControl',
  label: 'Value bounds',
  default: [null, null],
  renderTrigger: true,
  description: 'Hard value bounds applied for color coding.',
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['x_axis'],
        ['time_grain_sqla'],
        ['groupby'],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        [sortControl('sort_x_axis', 'Sort X Axis')],
        [sortControl('sort_y_axis', 'Sort Y Axis')],
        [NORMALIZE_ACROSS],
      ],
    },
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        [LEGEND_TYPE],
        [LINEAR_COLOR_SCHEME],
        [BORDER_COLOR],
        [BORDER_WIDTH],
        [scaleInterval('xscale_interval', 'XScale Interval', 'X')],
        [scaleInterval('yscale_interval', 'YScale Interval', 'Y')],
        [
          margin(
            'left_margin',
            'Left Margin',
            'Left margin, in pixels, allowing for more room for axis labels',
          ),
        ],
        [
          margin(
            'bottom_margin',
            'Bottom Margin',
            'Bottom margin, in pixels, allowing for more room for axis labels',
          ),
        ],
        [VALUE_BOUNDS],
        ['y_axis_format'],
        ['x_axis_time_format'],
        ['currency_format'],
        ['show_legend'],
        [
          checkbox(
            'show_percentage',
            'Show percentage',
            true,
            'Whether to include the percentage in the tooltip',
          ),
        ],
        [
          checkbox(
            'show_values',
            'Show Values',
            false,
            'Whether to display the numerical values within the cells',
          ),
        ],
        [
          checkbox(
            'normalized',
            'Normalized',
            false,
            'Whether to apply a normal distribution based on rank on the color scale',
          ),
        ],
      ],
    },
  ],
  controlOverrides: {
    groupby: {
      label: 'Y-Axis',
      description: 'Dimension to use on y-axis.',
      multi: false,
      validators: [validateNonEmpty],
    },
    x_axis: { validators: [validateNonEmpty] },
    metric: { validators: [validateNonEmpty] },
    row_limit: { default: 10000 },
    y_axis_format: { label: 'Value Format' },
  },
};
