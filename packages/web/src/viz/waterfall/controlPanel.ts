import { validateNonEmpty } from '@loupe/core';
import { renderCheckbox, renderSelect } from '../flow/controls';
import type { ControlConfig, ControlPanelConfig } from '../types';

function colorControl(
  name: string,
  label: string,
  value: { r: number; g: number; b: number },
  description: string,
): ControlConfig {
  return {
    name,
    type: 'ColorPickerControl',
    label,
    default: { ...value, a: 1 },
    renderTrigger: true,
    description,
  };
}

function textControl(name: string, label: string, description?: string): ControlConfig {
  return {
    name,
    type: 'TextControl',
    label,
    renderTrigger: true,
    default: '',
    ...(description ? { description } : {}),
  };
}

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
      ],
    },
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['show_value'],
        [renderCheckbox('show_legend', 'Show legend', false, 'Whether to display a legend for the chart')],
      ],
    },
    {
      label: 'Series settings',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        [{ heading: 'Series increase setting' }],
        [
          colorControl(
            'increase_color',
            'Increase color',
            { r: 90, g: 193, b: 137 },
            'Select the color used for values that indicate an increase in the chart',
          ),
          textControl(
            'increase_label',
            'Increase label',
            'Customize the label displayed for increasing values in the chart tooltips and legend.',
          ),
        ],
        [{ heading: 'Series decrease setting' }],
        [
          colorControl(
            'decrease_color',
            'Decrease color',
            { r: 224, g: 67, b: 85 },
            'Select the color used for values that indicate a decrease in the chart.',
          ),
          textControl(
            'decrease_label',
            'Decrease label',
            'Customize the label displayed for decreasing values in the chart tooltips and legend.',
          ),
        ],
        [{ heading: 'Series total setting' }],
        [renderCheckbox('show_total', 'Show total', true, 'Display cumulative total at end')],
        [
          colorControl(
            'total_color',
            'Total color',
            { r: 102, g: 102, b: 102 },
            'Select the color used for values that represent total bars in the chart',
          ),
          textControl(
            'total_label',
            'Total label',
            'Customize the label displayed for total values in the chart tooltips, legend, and chart axis.',
          ),
        ],
      ],
    },
    {
      label: 'X Axis',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        [textControl('x_axis_label', 'X Axis Label')],
        ['x_axis_time_format'],
        [
          renderSelect(
            'x_ticks_layout',
            'X Tick Layout',
            'auto',
            [
              ['auto', 'auto'],
              ['flat', 'flat'],
              ['45°', '45°'],
              ['90°', '90°'],
              ['staggered', 'staggered'],
            ],
            'The way the ticks are laid out on the X-axis',
          ),
        ],
      ],
    },
    {
      label: 'Y Axis',
      tab: 'customize',
      expanded: true,
      controlSetRows: [[textControl('y_axis_label', 'Y Axis Label')], ['y_axis_format'], ['currency_format']],
    },
  ],
  controlOverrides: {
    metric: { validators: [validateNonEmpty] },
    x_axis_time_format: { default: '%Y-%m-%d %H:%M:%S' },
    groupby: {
      label: 'Breakdowns',
      description:
        'Breaks down the series by the category specified in this control. This can help viewers understand how each category affects the overall value.',
      multi: false,
    },
  },
};
