import { validateNonEmpty } from '@loupe/core';
import type { ControlConfig, ControlPanelConfig } from '../types';

const WHISKER_OPTIONS: ControlConfig<string> = {
  name: 'whiskerOptions',
  type: 'SelectControl',
  label: 'Whisker/outlier options',
  description: 'Determines how whiskers and outliers are calculated.',
  default: 'Tukey',
  freeForm: true,
  clearable: false,
  choices: [
    ['Tukey', 'Tukey'],
    ['Min/max (no outliers)', 'Min/max (no outliers)'],
    ['2/98 percentiles', '2/98 percentiles'],
    ['5/95 percentiles', '5/95 percentiles'],
    ['9/91 percentiles', '9/91 percentiles'],
    ['10/90 percentiles', '10/90 percentiles'],
  ],
};

const X_TICKS_LAYOUT: ControlConfig<string> = {
  name: 'x_ticks_layout',
  type: 'SelectControl',
  label: 'X Tick Layout',
  description: 'The way the ticks are laid out on the X-axis',
  default: 'auto',
  clearable: false,
  renderTrigger: true,
  choices: [
    ['auto', 'auto'],
    ['flat', 'flat'],
    ['45°', '45°'],
    ['90°', '90°'],
    ['staggered', 'staggered'],
  ],
};

const TITLE_MARGIN_CHOICES = [15, 30, 50, 75, 100, 125, 150, 200].map((n) => [n, String(n)] as const);

const titleMargin = (name: string, label: string): ControlConfig<number> => ({
  name,
  type: 'SelectControl',
  label,
  default: 15,
  clearable: true,
  renderTrigger: true,
  choices: TITLE_MARGIN_CHOICES,
});

const Y_TITLE_POSITION: ControlConfig<string> = {
  name: 'y_axis_title_position',
  type: 'SelectControl',
  label: 'Y axis title position',
  default: 'Left',
  clearable: false,
  renderTrigger: true,
  choices: [
    ['Left', 'Left'],
    ['Top', 'Top'],
  ],
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['columns'],
        ['time_grain_sqla'],
        ['metrics'],
        ['adhoc_filters'],
        ['groupby'],
        ['series_limit'],
        ['series_limit_metric'],
        [WHISKER_OPTIONS],
      ],
    },
    {
      label: 'Chart Title',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        [{ heading: 'X Axis' }],
        ['x_axis_title'],
        [titleMargin('x_axis_title_margin', 'X AXIS TITLE BOTTOM MARGIN')],
        [{ heading: 'Y Axis' }],
        ['y_axis_title'],
        [titleMargin('y_axis_title_margin', 'Y AXIS TITLE MARGIN')],
        [Y_TITLE_POSITION],
      ],
    },
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [X_TICKS_LAYOUT],
        ['number_format'],
        ['currency_format'],
        ['date_format'],
      ],
    },
  ],
  controlOverrides: {
    columns: {
      label: 'Distribute across',
      multi: true,
      description: 'Columns to calculate distribution across.',
      validators: [validateNonEmpty],
    },
    groupby: { label: 'Dimensions', description: 'Categories to group by on the x-axis.' },
    metrics: { validators: [validateNonEmpty] },
  },
};
