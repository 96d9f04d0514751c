import {
  DEFAULT_ROW_LIMIT,
  legacyValidateInteger,
  NO_TIME_RANGE,
  ROW_LIMIT_VALIDATORS,
  TIME_SHIFT_CHOICES,
  validateNonEmpty,
  validateSpatial,
} from '@loupe/core';
import { DEFAULT_SCHEME } from './colors/colorSchemes';
import { SMART_NUMBER } from './format/numberFormat';
import { SMART_DATE } from './format/timeFormat';
import type {
  ControlConfig,
  ControlContext,
  ControlPanelConfig,
  ControlSetItem,
  SharedControlName,
} from './types';

/**
 * Superset's shared controls (superset-ui-chart-controls sharedControls): the controls every plugin
 * may name in its control panel, with Superset's labels, descriptions, defaults, choices and
 * validators, so a chart built here reads and writes the same form data as Superset.
 */

type Choices = readonly (readonly [unknown, string])[];

export const ROW_LIMIT_OPTIONS = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000, 100000, 1000000] as const;
export const SERIES_LIMITS = [5, 10, 25, 50, 100, 500] as const;

/** Superset's D3_FORMAT_OPTIONS (the number formats its format selects offer). */
export const D3_FORMAT_OPTIONS: readonly (readonly [string, string])[] = [
  [SMART_NUMBER, 'Adaptive formatting'],
  ['~g', 'Original value'],
  [',d', ',d (12345.432 => 12,345)'],
  ['.1s', '.1s (12345.432 => 10k)'],
  ['.3s', '.3s (12345.432 => 12.3k)'],
  [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
  ['.2%', '.2% (12345.432 => 1234543.21%)'],
  ['.3%', '.3% (12345.432 => 1234543.210%)'],
  ['.4r', '.4r (12345.432 => 12350)'],
  [',.1f', ',.1f (12345.432 => 12,345.4)'],
  [',.2f', ',.2f (12345.432 => 12,345.43)'],
  [',.3f', ',.3f (12345.432 => 12,345.432)'],
  ['+,', '+, (12345.432 => +12,345.432)'],
  ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
  ['DURATION', 'Duration in ms (66000 => 1m 6s)'],
];

/** Superset's D3_TIME_FORMAT_OPTIONS. */
export const D3_TIME_FORMAT_OPTIONS: readonly (readonly [string, string])[] = [
  [SMART_DATE, 'Adaptive formatting'],
  ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
  ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
  ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
  ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
  ['%d-%m-%Y %H:%M:%S', '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10'],
  ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
];

export const D3_FORMAT_DOCS = 'D3 format syntax: https://github.com/d3/d3-format';
export const D3_TIME_FORMAT_DOCS = 'D3 time format syntax: https://github.com/d3/d3-time-format';

const pairs = (values: readonly (string | number)[]): Choices => values.map((v) => [v, String(v)] as const);

const METRIC_DESCRIPTION =
  'Select a metric to display. You can use an aggregation function on a column or write custom SQL to create a metric.';
const DIMENSIONS_DESCRIPTION =
  'Dimensions contain qualitative values such as names, dates, or geographical data. Use dimensions to categorize, segment, and reveal the details in your data. Dimensions affect the level of detail in the view.';
const SERIES_LIMIT_DESCRIPTION =
  'Limits the number of series that get displayed. A joined subquery (or an extra phase where subqueries are not supported) is applied to limit the number of series that get fetched and rendered. This feature is useful when grouping by high cardinality column(s) though does increase the query complexity and cost.';
const SORT_BY_DESCRIPTION =
  'Metric used to define how the top series are sorted if a series or cell limit is present. If undefined reverts to the first metric (where appropriate).';

/** The dataset's temporal columns as [name, label] pairs (its `granularity_sqla` list when it has one). */
export function temporalColumnChoices({ datasource }: ControlContext): Choices {
  if (!datasource) return [];
  if (datasource.granularity_sqla.length > 0)
    return datasource.granularity_sqla.map(([name = '', label]) => [name, label ?? name] as const);
  return datasource.columns
    .filter((column) => column.is_dttm)
    .map((column) => [column.column_name, column.verbose_name || column.column_name] as const);
}

/** The dataset's time grains (its `time_grain_sqla` [duration, name] pairs). */
export function timeGrainChoices({ datasource }: ControlContext): Choices {
  return (datasource?.time_grain_sqla ?? []).map(([value = '', label]) => [value, label ?? value] as const);
}

/** Superset's x_axis default: the dataset's main temporal column, else its first temporal one. */
export function defaultTemporalColumn({ datasource }: ControlContext): string | null {
  if (!datasource) return null;
  if (datasource.main_dttm_col) return datasource.main_dttm_col;
  return datasource.columns.find((column) => column.is_dttm)?.column_name ?? null;
}

const metricControl = (name: SharedControlName, label: string, description: string): ControlConfig => ({
  name,
  type: 'MetricControl',
  label,
  description,
  validators: [validateNonEmpty],
});

const formatSelect = (
  name: SharedControlName,
  label: string,
  type: 'NumberFormatControl' | 'TimeFormatControl',
): ControlConfig => ({
  name,
  type,
  label,
  freeForm: true,
  renderTrigger: true,
  default: type === 'NumberFormatControl' ? SMART_NUMBER : SMART_DATE,
  choices: type === 'NumberFormatControl' ? D3_FORMAT_OPTIONS : D3_TIME_FORMAT_OPTIONS,
  description: type === 'NumberFormatControl' ? D3_FORMAT_DOCS : D3_TIME_FORMAT_DOCS,
});

/** A checkbox control; most only change how the chart is drawn (renderTrigger). */
export const checkboxControl = (
  name: string,
  label: string,
  defaultValue: boolean,
  description: string,
  renderTrigger = true,
): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  default: defaultValue,
  description,
  renderTrigger,
});

const seriesLimit = (name: SharedControlName): ControlConfig => ({
  name,
  type: 'SelectControl',
  label: 'Series limit',
  freeForm: true,
  clearable: true,
  choices: pairs(SERIES_LIMITS),
  validators: [legacyValidateInteger],
  description: SERIES_LIMIT_DESCRIPTION,
});

const sortByMetric = (name: SharedControlName): ControlConfig => ({
  name,
  type: 'MetricControl',
  label: 'Sort By',
  description: SORT_BY_DESCRIPTION,
});

export const SHARED_CONTROLS: Record<SharedControlName, ControlConfig> = {
  datasource: { name: 'datasource', type: 'SelectControl', label: 'Dataset', description: 'The dataset' },
  viz_type: {
    name: 'viz_type',
    type: 'SelectControl',
    label: 'Visualization Type',
    default: 'table',
    description: 'The type of visualization to display',
  },
  metrics: {
    name: 'metrics',
    type: 'MetricsControl',
    label: 'Metrics',
    multi: true,
    validators: [validateNonEmpty],
    description:
      'Select one or many metrics to display. You can use an aggregation function on a column or write custom SQL to create a metric.',
  },
  metric: metricControl('metric', 'Metric', METRIC_DESCRIPTION),
  metric_2: metricControl('metric_2', 'Right Axis Metric', 'Select a metric to display on the right axis'),
  percent_metrics: {
    name: 'percent_metrics',
    type: 'MetricsControl',
    label: 'Percentage metrics',
    multi: true,
    default: [],
    description:
      'Select one or many metrics to display, that will be displayed in the percentages of total. Percentage metrics will be calculated only from data within the row limit. You can use an aggregation function on a column or write custom SQL to create a percentage metric.',
  },
  groupby: {
    name: 'groupby',
    type: 'ColumnsControl',
    label: 'Dimensions',
    multi: true,
    default: [],
    description: DIMENSIONS_DESCRIPTION,
  },
  columns: {
    name: 'columns',
    type: 'ColumnsControl',
    label: 'Dimensions',
    multi: true,
    default: [],
    description: DIMENSIONS_DESCRIPTION,
  },
  all_columns: {
    name: 'all_columns',
    type: 'ColumnsControl',
    label: 'Columns',
    multi: true,
    default: [],
    description: 'Columns to display',
  },
  x_axis: {
    name: 'x_axis',
    type: 'ColumnControl',
    label: 'X-axis',
    description: 'Dimension to use on x-axis.',
    validators: [validateNonEmpty],
    mapStateToProps: (context) => ({ default: defaultTemporalColumn(context) }),
  },
  time_grain_sqla: {
    name: 'time_grain_sqla',
    type: 'TimeGrainControl',
    label: 'Time Grain',
    default: 'P1D',
    clearable: true,
    choices: timeGrainChoices,
    description:
      'Select a time grain for the visualization. The grain is the time interval represented by a single point on the chart.',
  },
  granularity_sqla: {
    name: 'granularity_sqla',
    type: 'TemporalColumnControl',
    label: 'Time Column',
    choices: temporalColumnChoices,
    mapStateToProps: (context) => ({ default: defaultTemporalColumn(context) }),
    description:
      'The time column for the visualization. Note that you can define arbitrary expression that return a DATETIME column in the table. Also note that the filter below is applied against this column or expression',
  },
  time_range: {
    name: 'time_range',
    type: 'TimeRangeControl',
    label: 'Time Range',
    default: NO_TIME_RANGE,
    description:
      'The time range for the visualization. All relative times, e.g. "Last month", "Last 7 days", "now", etc. are evaluated on the server using the server\'s local time (sans timezone). All tooltips and placeholder times are expressed in UTC (sans timezone). The timestamps are then evaluated by the database using the engine\'s local timezone. Note one can explicitly set the timezone per the ISO 8601 format if specifying either the start and/or end time.',
  },
  adhoc_filters: {
    name: 'adhoc_filters',
    type: 'AdhocFiltersControl',
    label: 'Filters',
    default: [],
    // Superset starts a new chart with a "No filter" time range on the dataset's main temporal column,
    // so the time range is one click away.
    mapStateToProps: ({ datasource }) => {
      // A missing dataset comes as a stub without its temporal columns.
      const temporal: unknown = datasource?.granularity_sqla;
      const column =
        datasource?.main_dttm_col ??
        (Array.isArray(temporal) ? (temporal[0] as string[] | undefined)?.[0] : undefined);
      return column
        ? {
            default: [
              {
                expressionType: 'SIMPLE',
                subject: column,
                operator: 'TEMPORAL_RANGE',
                comparator: 'No filter',
                clause: 'WHERE',
              },
            ],
          }
        : {};
    },
  },
  // Superset's hidden control: which of the dataset's columns are temporal, so buildQuery can give
  // dimensions that are dates the time grain.
  temporal_columns_lookup: {
    name: 'temporal_columns_lookup',
    type: 'HiddenControl',
    label: '',
    visibility: () => false,
    mapStateToProps: ({ datasource }) => ({
      default: Object.fromEntries(
        (datasource?.columns ?? []).map((column) => [column.column_name, column.is_dttm]),
      ),
    }),
  },
  row_limit: {
    name: 'row_limit',
    type: 'SelectControl',
    label: 'Row limit',
    freeForm: true,
    default: DEFAULT_ROW_LIMIT,
    choices: pairs(ROW_LIMIT_OPTIONS),
    validators: ROW_LIMIT_VALIDATORS,
    description:
      'Limits the number of the rows that are computed in the query that is the source of the data used for this chart.',
  },
  limit: seriesLimit('limit'),
  series_limit: seriesLimit('series_limit'),
  series_limit_metric: sortByMetric('series_limit_metric'),
  timeseries_limit_metric: sortByMetric('timeseries_limit_metric'),
  order_desc: {
    name: 'order_desc',
    type: 'CheckboxControl',
    label: 'Sort Descending',
    default: true,
    description:
      'If enabled, this control sorts the results/values descending, otherwise it sorts the results ascending.',
  },
  sort_by_metric: checkboxControl(
    'sort_by_metric',
    'Sort by metric',
    false,
    'Whether to sort results by the selected metric in descending order.',
    false,
  ),
  contribution_mode: {
    name: 'contribution_mode',
    type: 'SelectControl',
    label: 'Contribution Mode',
    clearable: true,
    choices: [
      [null, 'None'],
      ['row', 'Row'],
      ['column', 'Series'],
    ],
    description: 'Calculate contribution per series or row',
  },
  rolling_type: {
    name: 'rolling_type',
    type: 'SelectControl',
    label: 'Rolling Function',
    default: 'None',
    choices: pairs(['None', 'mean', 'sum', 'std', 'cumsum']),
    description: 'Defines a rolling window function to apply, works along with the [Periods] text box',
  },
  rolling_periods: {
    name: 'rolling_periods',
    type: 'TextControl',
    label: 'Periods',
    validators: [legacyValidateInteger],
    visibility: ({ formData }) => ['mean', 'sum', 'std'].includes(String(formData.rolling_type)),
    description: 'Defines the size of the rolling window function, relative to the time granularity selected',
  },
  min_periods: {
    name: 'min_periods',
    type: 'TextControl',
    label: 'Min periods',
    validators: [legacyValidateInteger],
    visibility: ({ formData }) => ['mean', 'sum', 'std'].includes(String(formData.rolling_type)),
    description:
      'The minimum number of rolling periods required to show a value. For instance if you do a cumulative sum on 7 days you may want your "Min Period" to be 7, so that all data points shown are the total of 7 periods. This will hide the "ramp up" taking place over the first 7 periods',
  },
  time_compare: {
    name: 'time_compare',
    type: 'SelectControl',
    label: 'Time shift',
    multi: true,
    freeForm: true,
    default: [],
    choices: pairs(TIME_SHIFT_CHOICES),
    description:
      'Overlay one or more timeseries from a relative time period. Expects relative time deltas in natural language (example:  24 hours, 7 days, 52 weeks, 365 days). Free text is supported.',
  },
  comparison_type: {
    name: 'comparison_type',
    type: 'SelectControl',
    label: 'Calculation type',
    default: 'values',
    choices: [
      ['values', 'Actual values'],
      ['difference', 'Difference'],
      ['percentage', 'Percentage change'],
      ['ratio', 'Ratio'],
    ],
    description:
      'How to display time shifts: as individual lines; as the difference between the main time series and each time shift; as the percentage change; or as the ratio between series and time shifts.',
  },
  resample_rule: {
    name: 'resample_rule',
    type: 'SelectControl',
    label: 'Rule',
    freeForm: true,
    clearable: true,
    choices: [
      ['1T', '1 minutely frequency'],
      ['1H', '1 hourly frequency'],
      ['1D', '1 calendar day frequency'],
      ['7D', '7 calendar day frequency'],
      ['1MS', '1 month start frequency'],
      ['1M', '1 month end frequency'],
      ['1AS', '1 year start frequency'],
      ['1A', '1 year end frequency'],
    ],
    description: 'Pandas resample rule',
  },
  resample_method: {
    name: 'resample_method',
    type: 'SelectControl',
    label: 'Fill method',
    freeForm: true,
    clearable: true,
    choices: [
      ['asfreq', 'Null imputation'],
      ['zerofill', 'Zero imputation'],
      ['linear', 'Linear interpolation'],
      ['ffill', 'Forward values'],
      ['bfill', 'Backward values'],
      ['median', 'Median values'],
      ['mean', 'Mean values'],
      ['sum', 'Sum values'],
    ],
    description: 'Pandas resample method',
  },
  color_scheme: {
    name: 'color_scheme',
    type: 'ColorSchemeControl',
    label: 'Color Scheme',
    default: DEFAULT_SCHEME,
    renderTrigger: true,
    description: 'The color scheme for rendering chart',
  },
  y_axis_format: formatSelect('y_axis_format', 'Y Axis Format', 'NumberFormatControl'),
  x_axis_time_format: formatSelect('x_axis_time_format', 'Time format', 'TimeFormatControl'),
  number_format: formatSelect('number_format', 'Number format', 'NumberFormatControl'),
  date_format: formatSelect('date_format', 'Date format', 'TimeFormatControl'),
  currency_format: {
    name: 'currency_format',
    type: 'CurrencyControl',
    label: 'Currency format',
    renderTrigger: true,
  },
  show_legend: checkboxControl(
    'show_legend',
    'Show legend',
    true,
    'Whether to display a legend for the chart',
  ),
  legendType: {
    name: 'legendType',
    type: 'SelectControl',
    label: 'Type',
    default: 'scroll',
    renderTrigger: true,
    choices: [
      ['scroll', 'Scroll'],
      ['plain', 'Plain'],
    ],
    visibility: ({ formData }) => formData.show_legend !== false,
    description: 'Legend type',
  },
  legendOrientation: {
    name: 'legendOrientation',
    type: 'SelectControl',
    label: 'Orientation',
    default: 'top',
    renderTrigger: true,
    choices: [
      ['top', 'Top'],
      ['bottom', 'Bottom'],
      ['left', 'Left'],
      ['right', 'Right'],
    ],
    visibility: ({ formData }) => formData.show_legend !== false,
    description: 'Legend Orientation',
  },
  show_value: checkboxControl('show_value', 'Show Value', false, 'Show series values on the chart'),
  truncate_metric: checkboxControl('truncate_metric', 'Truncate Metric', true, 'Whether to truncate metrics'),
  annotation_layers: {
    name: 'annotation_layers',
    type: 'AnnotationLayerControl',
    label: 'Annotation Layers',
    default: [],
  },
  x_axis_title: {
    name: 'x_axis_title',
    type: 'TextControl',
    label: 'X Axis Title',
    default: '',
    renderTrigger: true,
  },
  y_axis_title: {
    name: 'y_axis_title',
    type: 'TextControl',
    label: 'Y Axis Title',
    default: '',
    renderTrigger: true,
  },
  zoomable: checkboxControl('zoomable', 'Data Zoom', false, 'Enable data zooming controls'),
  rich_tooltip: checkboxControl(
    'rich_tooltip',
    'Rich tooltip',
    true,
    'Shows a list of all series available at that point in time',
  ),
  tooltipTimeFormat: formatSelect('tooltipTimeFormat', 'Tooltip time format', 'TimeFormatControl'),
  truncateXAxis: checkboxControl(
    'truncateXAxis',
    'Truncate X Axis',
    true,
    'Truncate X Axis. Can be overridden by specifying a min or max bound. Only applicable for numerical X axis.',
  ),
  y_axis_bounds: {
    name: 'y_axis_bounds',
    // Superset's BoundsControl: two numbers (min, max); the panel gives this name its bounds editor.
    type: 'CollectionControl',
    label: 'Y Axis Bounds',
    default: [null, null],
    renderTrigger: true,
    description:
      "Bounds for the Y-axis. When left empty, the bounds are dynamically defined based on the min/max of the data. Note that this feature will only expand the axis range. It won't narrow the data's extent.",
  },
  logAxis: checkboxControl('logAxis', 'Logarithmic y-axis', false, 'Logarithmic y-axis'),
  minorSplitLine: checkboxControl(
    'minorSplitLine',
    'Minor Split Line',
    false,
    'Draw split lines for minor y-axis ticks',
  ),
  stack: {
    name: 'stack',
    type: 'SelectControl',
    label: 'Stacked Style',
    clearable: true,
    renderTrigger: true,
    choices: [
      [null, 'None'],
      ['Stack', 'Stack'],
      ['Stream', 'Stream'],
    ],
    description: 'Stack series on top of each other',
  },
  only_total: checkboxControl(
    'only_total',
    'Only Total',
    true,
    'Only show the total value on the stacked chart, and not show on the selected category',
  ),
  show_empty_columns: checkboxControl(
    'show_empty_columns',
    'Show empty columns',
    true,
    'Show empty columns',
    false,
  ),
  sort_series_type: {
    name: 'sort_series_type',
    type: 'SelectControl',
    label: 'Sort Series By',
    default: 'sum',
    renderTrigger: true,
    choices: [
      ['name', 'Category name'],
      ['sum', 'Total value'],
      ['min', 'Minimum value'],
      ['max', 'Maximum value'],
      ['avg', 'Average value'],
    ],
    description: 'Based on what should series be ordered on the chart and legend',
  },
  sort_series_ascending: checkboxControl(
    'sort_series_ascending',
    'Sort Series Ascending',
    false,
    'Sort series in ascending order',
  ),
  series: {
    name: 'series',
    type: 'ColumnControl',
    label: 'Dimension',
    description:
      'Defines the grouping of entities. Each series is represented by a specific color in the chart.',
  },
  entity: {
    name: 'entity',
    type: 'ColumnControl',
    label: 'Entity',
    validators: [validateNonEmpty],
    description: 'This defines the element to be plotted on the chart',
  },
  size: metricControl('size', 'Bubble Size', 'Metric used to calculate bubble size'),
  x: metricControl('x', 'X Axis', 'Metric assigned to the [X] axis'),
  y: metricControl('y', 'Y Axis', 'Metric assigned to the [Y] axis'),
  // Superset's SpatialControl (its deck.gl charts' `spatial`): where each row's point comes from.
  spatial: {
    name: 'spatial',
    type: 'GeoControl',
    label: 'Longitude & Latitude',
    description: 'Point to your spatial columns',
    validators: [validateSpatial],
  },
};

function isSharedName(item: unknown): item is SharedControlName {
  return typeof item === 'string' && Object.hasOwn(SHARED_CONTROLS, item);
}

/**
 * The effective config of a control panel item: a shared control by name (with the viz type's
 * overrides applied over Superset's config), or the plugin's own config. Null for headings, empty
 * cells and unknown names.
 */
export function resolveControl(
  item: ControlSetItem,
  controlOverrides: ControlPanelConfig['controlOverrides'] = {},
): ControlConfig | null {
  if (item == null) return null;
  if (typeof item === 'string') {
    if (!isSharedName(item)) return null;
    return { ...SHARED_CONTROLS[item], ...controlOverrides[item], name: item };
  }
  if ('heading' in item) return null;
  const override = isSharedName(item.name) ? controlOverrides[item.name] : undefined;
  return override ? { ...item, ...override } : item;
}

/** The config after its `mapStateToProps` (defaults and choices that depend on the dataset or form data). */
export function effectiveControl(config: ControlConfig, context: ControlContext): ControlConfig {
  return config.mapStateToProps ? { ...config, ...config.mapStateToProps(context) } : config;
}

export function isControlVisible(config: ControlConfig, context: ControlContext): boolean {
  return config.visibility ? config.visibility(context) : true;
}

/** Every control of the panel shown for this form data and dataset, in panel order. */
export function visibleControls(panel: ControlPanelConfig, context: ControlContext): ControlConfig[] {
  const controls: ControlConfig[] = [];
  for (const section of panel.sections) {
    for (const row of section.controlSetRows) {
      for (const item of row) {
        const config = resolveControl(item, panel.controlOverrides);
        if (config && isControlVisible(config, context)) controls.push(effectiveControl(config, context));
      }
    }
  }
  return controls;
}

/** Select choices, computed from the dataset when they depend on it. */
export function controlChoices(config: ControlConfig, context: ControlContext): Choices {
  if (!config.choices) return [];
  return typeof config.choices === 'function' ? config.choices(context) : config.choices;
}
