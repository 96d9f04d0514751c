import {
  ensureIsArray,
  getMetricLabel,
  getXAxisLabel,
  isPhysicalColumn,
  validateNonEmpty,
  type QueryFormMetric,
} from '@loupe/core';
import { LEGEND_SECTION_ROWS } from '../distribution/legend';
import type {
  ControlConfig,
  ControlContext,
  ControlPanelConfig,
  ControlPanelSection,
  ControlSetItem,
} from '../types';
import { checkboxControl } from '../sharedControls';

export type Rows = readonly (readonly ControlSetItem[])[];

const renderControl = (config: ControlConfig): ControlConfig => ({ renderTrigger: true, ...config });

const checkbox = (name: string, label: string, defaultValue: boolean, description: string) =>
  checkboxControl(name, label, defaultValue, description);

/** Superset's contribution mode of the time-series query section. */
export const CONTRIBUTION_MODE: ControlConfig = {
  name: 'contributionMode',
  type: 'SelectControl',
  label: 'Contribution Mode',
  clearable: true,
  choices: [
    [null, 'None'],
    ['row', 'Row'],
    ['column', 'Series'],
  ],
  description: 'Calculate contribution per series or row',
};

const seriesTypeChoices = [
  ['line', 'Line'],
  ['scatter', 'Scatter'],
  ['smooth', 'Smooth Line'],
  ['bar', 'Bar'],
  ['start', 'Step - start'],
  ['middle', 'Step - middle'],
  ['end', 'Step - end'],
] as const;

/** Series Style: which of Superset's series types the area chart draws. */
export const SERIES_TYPE: ControlConfig = renderControl({
  name: 'seriesType',
  type: 'SelectControl',
  label: 'Series Style',
  default: 'line',
  choices: seriesTypeChoices,
  description: 'Series chart type (line, bar etc)',
});

/** Step Type: where the step of a step-line chart falls. */
export const STEP_TYPE: ControlConfig = renderControl({
  name: 'seriesType',
  type: 'SelectControl',
  label: 'Step type',
  default: 'start',
  choices: [
    ['start', 'Start'],
    ['middle', 'Middle'],
    ['end', 'End'],
  ],
  description:
    'Defines whether the step should appear at the beginning, middle or end between two data points',
});

/** Stacked Style with Superset's time-series choices (Expand: each point's shares of its total). */
export const STACK: ControlConfig = renderControl({
  name: 'stack',
  type: 'SelectControl',
  label: 'Stacked Style',
  clearable: true,
  choices: [
    [null, 'None'],
    ['Stack', 'Stack'],
    ['Stream', 'Stream'],
    ['Expand', 'Expand'],
  ],
  description: 'Stack series on top of each other',
});

export const AREA: ControlConfig = checkbox(
  'area',
  'Area Chart',
  false,
  'Draw area under curves. Only applicable for line types.',
);

export const OPACITY: ControlConfig = renderControl({
  name: 'opacity',
  type: 'SliderControl',
  label: 'Area chart opacity',
  default: 0.2,
  min: 0,
  max: 1,
  step: 0.1,
  description: 'Opacity of Area Chart. Also applies to confidence band.',
});

export const MARKER_ENABLED: ControlConfig = checkbox(
  'markerEnabled',
  'Marker',
  false,
  'Draw a marker on data points. Only applicable for line types.',
);

export const MARKER_SIZE: ControlConfig = renderControl({
  name: 'markerSize',
  type: 'SliderControl',
  label: 'Marker Size',
  default: 6,
  min: 0,
  max: 20,
  description: 'Size of marker. Also applies to forecast observations.',
});

export const ONLY_TOTAL: ControlConfig = {
  ...checkbox(
    'only_total',
    'Only Total',
    true,
    'Only show the total value on the stacked chart, and not show on the selected category',
  ),
  visibility: ({ formData }) => formData.show_value === true && !!formData.stack,
};

export const PERCENTAGE_THRESHOLD: ControlConfig = renderControl({
  name: 'percentage_threshold',
  type: 'NumberControl',
  label: 'Percentage threshold',
  default: 0,
  description: 'Minimum threshold in percentage points for showing labels.',
  visibility: ({ formData }) =>
    formData.show_value === true && !!formData.stack && formData.only_total === false,
});

export const ORIENTATION: ControlConfig = renderControl({
  name: 'orientation',
  type: 'SelectControl',
  label: 'Bar orientation',
  default: 'vertical',
  choices: [
    ['vertical', 'Vertical'],
    ['horizontal', 'Horizontal'],
  ],
  description: 'Orientation of bar chart',
});

const TITLE_MARGIN_CHOICES = [15, 30, 50, 75, 100, 125, 150, 200].map((n) => [n, String(n)] as const);

const titleMargin = (name: string, label: string): ControlConfig =>
  renderControl({
    name,
    type: 'SelectControl',
    label,
    default: 15,
    freeForm: true,
    clearable: true,
    choices: TITLE_MARGIN_CHOICES,
  });

export const CHART_TITLE_ROWS: Rows = [
  [{ heading: 'X Axis' }],
  ['x_axis_title'],
  [titleMargin('x_axis_title_margin', 'X AXIS TITLE BOTTOM MARGIN')],
  [{ heading: 'Y Axis' }],
  ['y_axis_title'],
  [titleMargin('y_axis_title_margin', 'Y AXIS TITLE MARGIN')],
  [
    renderControl({
      name: 'y_axis_title_position',
      type: 'SelectControl',
      label: 'Y AXIS TITLE POSITION',
      default: 'Left',
      clearable: false,
      choices: [
        ['Left', 'Left'],
        ['Top', 'Top'],
      ],
      description: 'Changing this control takes effect instantly',
    }),
  ],
];

const X_AXIS_LABEL_ROTATION: ControlConfig = renderControl({
  name: 'xAxisLabelRotation',
  type: 'SelectControl',
  label: 'Rotate x axis label',
  default: 0,
  freeForm: true,
  clearable: false,
  choices: [
    [0, '0°'],
    [45, '45°'],
    [90, '90°'],
  ],
  description: 'Input field supports custom rotation. e.g. 30 for 30°',
});

const TOOLTIP_SORT_BY_METRIC: ControlConfig = {
  ...checkbox(
    'tooltipSortByMetric',
    'Tooltip sort by metric',
    false,
    'Whether to sort tooltip by the selected metric in descending order.',
  ),
  visibility: ({ formData }) => formData.rich_tooltip !== false,
};

// Superset's time-series default is false: the y-axis includes zero, so bar lengths tell the truth.
const TRUNCATE_Y_AXIS: ControlConfig = checkbox(
  'truncateYAxis',
  'Truncate Y Axis',
  false,
  'Truncate Y Axis. Can be overridden by specifying a min or max bound.',
);

export const AXIS_ROWS: Rows = [
  [{ heading: 'X Axis' }],
  ['x_axis_time_format'],
  [X_AXIS_LABEL_ROTATION],
  [{ heading: 'Tooltip' }],
  ['rich_tooltip'],
  [TOOLTIP_SORT_BY_METRIC],
  ['tooltipTimeFormat'],
  [{ heading: 'Y Axis' }],
  ['y_axis_format'],
  ['currency_format'],
  ['logAxis'],
  ['minorSplitLine'],
  [TRUNCATE_Y_AXIS],
  ['y_axis_bounds'],
];

/** The x-axis sort applies to a categorical or numeric x-axis without dimensions (one series per metric). */
function xAxisSortable({ formData, datasource }: ControlContext): boolean {
  const xAxis = formData.x_axis;
  if (xAxis === undefined || xAxis === null || xAxis === '') return false;
  if (ensureIsArray(formData.groupby).length > 0) return false;
  if (!isPhysicalColumn(xAxis)) return true;
  const column = datasource?.columns.find((candidate) => candidate.column_name === xAxis);
  return !column?.is_dttm;
}

/** X-Axis Sort By: the x values themselves or one of the metrics (Superset's x_axis_sort). */
export const X_AXIS_SORT: ControlConfig = {
  name: 'x_axis_sort',
  type: 'SelectControl',
  label: 'X-Axis Sort By',
  description: 'Decides which column to sort the base axis by.',
  clearable: true,
  choices: ({ formData }) => {
    const xAxis = getXAxisLabel(formData);
    const metrics = ensureIsArray<QueryFormMetric>(formData.metrics).map(getMetricLabel);
    return [...(xAxis ? [xAxis] : []), ...metrics].map((label) => [label, label] as const);
  },
  visibility: xAxisSortable,
};

export const X_AXIS_SORT_ASC: ControlConfig = {
  name: 'x_axis_sort_asc',
  type: 'CheckboxControl',
  label: 'X-Axis Sort Ascending',
  default: true,
  description: 'Whether to sort ascending or descending on the base Axis.',
  visibility: xAxisSortable,
};

/** Superset's time-series Query section (x-axis, grain, metrics, dimensions, series limit...). */
export const QUERY_SECTION: ControlPanelSection = {
  label: 'Query',
  tab: 'data',
  expanded: true,
  controlSetRows: [
    ['x_axis'],
    ['time_grain_sqla'],
    [X_AXIS_SORT],
    [X_AXIS_SORT_ASC],
    ['metrics'],
    ['groupby'],
    [CONTRIBUTION_MODE],
    ['adhoc_filters'],
    ['limit'],
    ['timeseries_limit_metric'],
    ['order_desc'],
    ['row_limit'],
    ['truncate_metric'],
    ['show_empty_columns'],
  ],
};

export const ADVANCED_ANALYTICS_SECTION: ControlPanelSection = {
  label: 'Advanced analytics',
  tab: 'data',
  description:
    'This section contains options that allow for advanced analytical post processing of query results',
  controlSetRows: [
    [{ heading: 'Rolling window' }],
    ['rolling_type'],
    ['rolling_periods'],
    ['min_periods'],
    [{ heading: 'Time comparison' }],
    ['time_compare'],
    ['comparison_type'],
    [{ heading: 'Resample' }],
    ['resample_rule'],
    ['resample_method'],
  ],
};

export const ANNOTATIONS_SECTION: ControlPanelSection = {
  label: 'Annotations and Layers',
  tab: 'data',
  controlSetRows: [['annotation_layers']],
};

/** Superset shows the y-axis bounds only while the axis may be truncated. */
export const Y_AXIS_BOUNDS_OVERRIDE: ControlPanelConfig['controlOverrides'] = {
  y_axis_bounds: { visibility: ({ formData }) => formData.truncateYAxis === true },
};

/**
 * A time-series chart's control panel as Superset's: the shared Query, Advanced analytics and
 * Annotations sections, then Chart Title, the chart's own options (`chartOptions`, after the colour
 * scheme), the legend and the axes on the Customize tab.
 */
export function timeseriesControlPanel(
  chartOptions: Rows,
  extra: Partial<ControlPanelConfig> = {},
): ControlPanelConfig {
  return {
    sections: [
      QUERY_SECTION,
      ADVANCED_ANALYTICS_SECTION,
      ANNOTATIONS_SECTION,
      { label: 'Chart Title', tab: 'customize', expanded: true, controlSetRows: CHART_TITLE_ROWS },
      {
        label: 'Chart Options',
        tab: 'customize',
        expanded: true,
        controlSetRows: [
          ['color_scheme'],
          [{ heading: 'Series Order' }],
          ['sort_series_type'],
          ['sort_series_ascending'],
          ...chartOptions,
          ['zoomable'],
          ...LEGEND_SECTION_ROWS,
          ...AXIS_ROWS,
        ],
      },
    ],
    ...extra,
    controlOverrides: {
      metrics: { validators: [validateNonEmpty] },
      x_axis: { validators: [validateNonEmpty] },
      row_limit: { default: 10000 },
      ...Y_AXIS_BOUNDS_OVERRIDE,
      ...extra.controlOverrides,
    },
  };
}
