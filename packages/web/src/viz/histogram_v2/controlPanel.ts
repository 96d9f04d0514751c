import { validateInteger, validateNonEmpty } from '@loupe/core';
import type { ControlConfig, ControlPanelConfig } from '../types';
import { checkboxControl } from '../sharedControls';

const COLUMN: ControlConfig = {
  name: 'column',
  type: 'ColumnControl',
  label: 'Column',
  description: 'Numeric column used to calculate the histogram.',
  validators: [validateNonEmpty],
  multi: false,
};

const BINS: ControlConfig<number> = {
  name: 'bins',
  type: 'SelectControl',
  label: 'Bins',
  description: 'The number of bins for the histogram',
  default: 5,
  freeForm: true,
  clearable: false,
  choices: [5, 10, 15, 20, 25, 30, 35, 40, 45, 50].map((n) => [n, String(n)] as const),
  validators: [validateInteger],
};

const checkbox = (name: string, label: string, description: string, renderTrigger = false) =>
  checkboxControl(name, label, false, description, renderTrigger);

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        [COLUMN],
        ['groupby'],
        ['adhoc_filters'],
        ['row_limit'],
        [BINS],
        [
          checkbox(
            'normalize',
            'Normalize',
            "The normalize option transforms the histogram values into proportions or probabilities by dividing each bin's count by the total count of data points. This normalization process ensures that the resulting values sum up to 1, enabling a relative comparison of the data's distribution and providing a clearer understanding of the proportion of data points within each bin.",
          ),
        ],
        [checkbox('cumulative', 'Cumulative', 'Changing this control takes effect instantly')],
      ],
    },
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [checkbox('show_value', 'Show Value', 'Show series values on the chart', true)],
        ['show_legend'],
        ['x_axis_title'],
        ['y_axis_title'],
      ],
    },
  ],
  controlOverrides: {
    groupby: {
      label: 'Dimensions',
      description:
        'Dimensions contain qualitative values such as names, dates, or geographical data. Use dimensions to categorize, segment, and reveal the details in your data. Dimensions affect the level of detail in the view.',
    },
    row_limit: { default: 10000 },
    x_axis_title: { default: '' },
    y_axis_title: { default: '' },
  },
};
