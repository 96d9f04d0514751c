import type { ControlConfig } from '../types';

const renderControl = (config: ControlConfig): ControlConfig => ({ renderTrigger: true, ...config });

export const HEADER_FONT_SIZE: ControlConfig = renderControl({
  name: 'header_font_size',
  type: 'SelectControl',
  label: 'Big Number Font Size',
  default: 0.4,
  clearable: false,
  choices: [
    [0.2, 'Tiny'],
    [0.3, 'Small'],
    [0.4, 'Normal'],
    [0.5, 'Large'],
    [0.6, 'Huge'],
  ],
});

export const SUBHEADER_FONT_SIZE: ControlConfig = renderControl({
  name: 'subheader_font_size',
  type: 'SelectControl',
  label: 'Subheader Font Size',
  default: 0.15,
  clearable: false,
  choices: [
    [0.125, 'Tiny'],
    [0.15, 'Small'],
    [0.2, 'Normal'],
    [0.3, 'Large'],
    [0.4, 'Huge'],
  ],
});

export const TIME_FORMAT: ControlConfig = renderControl({
  name: 'time_format',
  type: 'TimeFormatControl',
  label: 'Date format',
  default: 'smart_date',
  freeForm: true,
  description: 'D3 time format syntax: https://github.com/d3/d3-time-format',
});

export const FORCE_TIMESTAMP_FORMATTING: ControlConfig = renderControl({
  name: 'force_timestamp_formatting',
  type: 'CheckboxControl',
  label: 'Force date format',
  default: false,
  description: 'Use date formatting even when metric value is not a timestamp',
});

/** Superset's big-number display settings rows (font sizes, number and date formats). */
export const FORMAT_ROWS = [
  [HEADER_FONT_SIZE],
  [SUBHEADER_FONT_SIZE],
  ['y_axis_format'],
  ['currency_format'],
  [TIME_FORMAT],
  [FORCE_TIMESTAMP_FORMATTING],
] as const;
