import { legacyValidateNumber, validateNonEmpty } from '@loupe/core';
import { SORT_BY_METRIC } from '../distribution/controls';
import type { ControlConfig, ControlPanelConfig } from '../types';
import { checkboxControl } from '../sharedControls';

const number = (
  name: string,
  label: string,
  description: string,
  extra: Partial<ControlConfig> = {},
): ControlConfig => ({
  name,
  type: 'NumberControl',
  label,
  description,
  renderTrigger: true,
  ...extra,
});

const checkbox = checkboxControl;

const text = (name: string, label: string, description: string, defaultValue = ''): ControlConfig => ({
  name,
  type: 'TextControl',
  label,
  description,
  default: defaultValue,
  renderTrigger: true,
});

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
        [{ heading: 'General' }],
        [
          number('min_val', 'Min', 'Minimum value on the gauge axis', { validators: [legacyValidateNumber] }),
          number('max_val', 'Max', 'Maximum value on the gauge axis', { validators: [legacyValidateNumber] }),
        ],
        [
          number('start_angle', 'Start angle', 'Angularposition of start of the gauge', { default: 225 }),
          number('end_angle', 'End angle', 'Angular position of end of the gauge', { default: -45 }),
        ],
        ['color_scheme'],
        [
          {
            name: 'font_size',
            type: 'SliderControl',
            label: 'Font size',
            description: 'Font size for axis labels, detail value and other text elements',
            default: 15,
            min: 10,
            max: 20,
            step: 1,
            renderTrigger: true,
          },
        ],
        ['number_format'],
        ['currency_format'],
        [
          text(
            'value_formatter',
            'Value format',
            'Additional text to add before or after the value, e.g. unit',
            '{value}',
          ),
        ],
        [checkbox('show_pointer', 'Show pointer', true, 'Whether to show the pointer')],
        [
          checkbox(
            'animation',
            'Animation',
            true,
            'Whether to animate the progress and the value or just display them',
          ),
        ],
        [{ heading: 'Axis' }],
        [
          checkbox(
            'show_axis_line_ticks',
            'Show axis line ticks',
            false,
            'Whether to show minor ticks on the axis',
          ),
        ],
        [
          checkbox(
            'show_split_line',
            'Show split lines',
            false,
            'Whether to show the split lines on the axis',
          ),
        ],
        [
          {
            name: 'split_number',
            type: 'SliderControl',
            label: 'Split number',
            description: 'Number of split segments on the axis',
            default: 10,
            min: 3,
            max: 30,
            step: 1,
            renderTrigger: true,
          },
        ],
        [{ heading: 'Progress' }],
        [checkbox('show_progress', 'Show progress', true, 'Whether to show the progress of gauge chart')],
        [
          checkbox(
            'overlap',
            'Overlap',
            true,
            'Whether the progress bar overlaps when there are multiple groups of data',
          ),
        ],
        [checkbox('round_cap', 'Round cap', false, 'Style the ends of the progress bar with a round cap')],
        [{ heading: 'Intervals' }],
        [
          text(
            'intervals',
            'Interval bounds',
            'Comma-separated interval bounds, e.g. 2,4,5 for intervals 0-2, 2-4 and 4-5. Last number should match the value provided for MAX.',
          ),
        ],
        [
          text(
            'interval_color_indices',
            'Interval colors',
            'Comma-separated color picks for the intervals, e.g. 1,2,4. Integers denote colors from the chosen color scheme and are 1-indexed. Length must be matching that of interval bounds.',
          ),
        ],
      ],
    },
  ],
  controlOverrides: {
    metric: { validators: [validateNonEmpty] },
    row_limit: { default: 10 },
  },
};
