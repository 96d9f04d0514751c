import { legacyValidateInteger, validateNonEmpty } from '@loupe/core';
import { FORMAT_ROWS } from '../big_number_total/controls';
import type { ControlConfig, ControlPanelConfig } from '../types';
import { checkboxControl } from '../sharedControls';

const renderControl = (config: ControlConfig): ControlConfig => ({ renderTrigger: true, ...config });

const checkbox = (name: string, label: string, defaultValue: boolean, description: string) =>
  checkboxControl(name, label, defaultValue, description);

const COMPARE_LAG: ControlConfig = renderControl({
  name: 'compare_lag',
  type: 'TextControl',
  label: 'Comparison Period Lag',
  validators: [legacyValidateInteger],
  description: 'Based on granularity, number of time periods to compare against',
});

const COMPARE_SUFFIX: ControlConfig = renderControl({
  name: 'compare_suffix',
  type: 'TextControl',
  label: 'Comparison suffix',
  description: 'Suffix to apply after the percentage display',
});

const COLOR_PICKER: ControlConfig = renderControl({
  name: 'color_picker',
  type: 'ColorPickerControl',
  label: 'Fixed Color',
  description: 'Use this to define a static color for all circles',
  default: { r: 0, g: 122, b: 135, a: 1 },
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [['x_axis'], ['time_grain_sqla'], ['metric'], ['adhoc_filters']],
    },
    {
      label: 'Options',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        [COMPARE_LAG],
        [COMPARE_SUFFIX],
        [checkbox('show_timestamp', 'Show Timestamp', false, 'Whether to display the timestamp')],
        [checkbox('show_trend_line', 'Show Trend Line', true, 'Whether to display the trend line')],
        [
          checkbox(
            'start_y_axis_at_zero',
            'Start y-axis at 0',
            true,
            'Start y-axis at zero. Uncheck to start y-axis at minimum value in the data.',
          ),
        ],
        [
          checkbox(
            'time_range_fixed',
            'Fix to selected Time Range',
            false,
            'Fix the trend line to the full time range specified in case filtered results do not include the start or end dates',
          ),
        ],
      ],
    },
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [[COLOR_PICKER], ...FORMAT_ROWS],
    },
    {
      label: 'Advanced Analytics',
      tab: 'data',
      description:
        'This section contains options that allow for advanced analytical post processing of query results',
      controlSetRows: [
        [{ heading: 'Rolling Window' }],
        ['rolling_type'],
        ['rolling_periods'],
        ['min_periods'],
        [{ heading: 'Resample' }],
        ['resample_rule'],
        ['resample_method'],
      ],
    },
  ],
  controlOverrides: {
    metric: { validators: [validateNonEmpty] },
    x_axis: { validators: [validateNonEmpty] },
    y_axis_format: { label: 'Number format' },
  },
};
