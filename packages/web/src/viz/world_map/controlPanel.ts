import { validateNonEmpty } from '@loupe/core';
import { LINEAR_COLOR_SCHEME } from '../distribution/controls';
import { renderCheckbox } from '../flow/controls';
import type { ControlConfig, ControlContext, ControlPanelConfig } from '../types';

const COUNTRY_FIELDTYPE: ControlConfig<string> = {
  name: 'country_fieldtype',
  type: 'SelectControl',
  label: 'Country Field Type',
  description: 'The country code standard that Superset should expect to find in the [country] column',
  default: 'cca2',
  clearable: false,
  choices: [
    ['name', 'Full name'],
    ['cioc', 'code International Olympic Committee (cioc)'],
    ['cca2', 'code ISO 3166-1 alpha-2 (cca2)'],
    ['cca3', 'code ISO 3166-1 alpha-3 (cca3)'],
  ],
};

const SECONDARY_METRIC: ControlConfig = {
  name: 'secondary_metric',
  type: 'MetricControl',
  label: 'Bubble Size',
  description: 'Metric that defines the size of the bubble',
  clearable: true,
};

const MAX_BUBBLE_SIZE: ControlConfig<string> = {
  name: 'max_bubble_size',
  type: 'SelectControl',
  label: 'Max Bubble Size',
  freeForm: true,
  default: '25',
  renderTrigger: true,
  choices: ['5', '10', '15', '25', '50', '75', '100'].map((size) => [size, size] as const),
};

const COLOR_PICKER: ControlConfig = {
  name: 'color_picker',
  type: 'ColorPickerControl',
  label: 'Bubble Color',
  description: 'Pick your favorite color',
  default: { r: 0, g: 122, b: 135, a: 1 },
  renderTrigger: true,
};

const COLOR_BY: ControlConfig<string> = {
  name: 'color_by',
  type: 'SelectControl',
  label: 'Color by',
  description:
    'Choose whether a country should be shaded by the metric, or assigned a color based on a categorical color palette',
  default: 'metric',
  clearable: false,
  renderTrigger: true,
  choices: [
    ['metric', 'Metric'],
    ['country', 'Country'],
  ],
};

function colorBy({ formData }: ControlContext): string {
  return formData.color_by === 'country' ? 'country' : 'metric';
}

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['entity'],
        [COUNTRY_FIELDTYPE],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        ['sort_by_metric'],
      ],
    },
    {
      label: 'Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        [
          renderCheckbox(
            'show_bubbles',
            'Show Bubbles',
            false,
            'Whether to display bubbles on top of countries',
          ),
        ],
        [SECONDARY_METRIC],
        [MAX_BUBBLE_SIZE],
        [COLOR_PICKER],
        [COLOR_BY],
        [
          {
            ...LINEAR_COLOR_SCHEME,
            label: 'Country Color Scheme',
            visibility: (context) => colorBy(context) === 'metric',
          },
        ],
        ['color_scheme'],
        ['y_axis_format'],
        ['currency_format'],
      ],
    },
  ],
  controlOverrides: {
    entity: {
      label: 'Country Column',
      description: '3 letter code of the country',
      validators: [validateNonEmpty],
    },
    metric: {
      label: 'Metric for Color',
      description: 'Metric that defines the color of the country',
      validators: [validateNonEmpty],
    },
    color_scheme: {
      label: 'Country Color Scheme',
      visibility: (context) => colorBy(context) === 'country',
    },
    y_axis_format: { label: 'Number format' },
    sort_by_metric: { default: false },
  },
};
