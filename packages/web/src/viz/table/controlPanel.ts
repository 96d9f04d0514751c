import { validateInteger, validateNonEmpty, type QueryFormData } from '@loupe/core';
import type { ControlConfig, ControlContext, ControlPanelConfig } from '../types';
import { carriedColumns, carriedMetrics } from '../tabular/carryOver';
import { queryModeOf } from './buildQuery';
import { checkboxControl } from '../sharedControls';
import { ORDER_BY_COLS } from '../tabular/orderByCols';

const isAggregate = ({ formData }: ControlContext) => queryModeOf(formData) === 'aggregate';
const isRaw = ({ formData }: ControlContext) => queryModeOf(formData) === 'raw';

function hasItems(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '';
}

/** Aggregate mode needs at least one of group-by, metrics or percent metrics (Superset's rule). */
function aggregateNeedsOne(formData: QueryFormData, own: 'groupby' | 'metrics' | 'percent_metrics') {
  const others = (['groupby', 'metrics', 'percent_metrics'] as const).filter((key) => key !== own);
  return others.some((key) => hasItems(formData[key])) ? [] : [validateNonEmpty];
}

const QUERY_MODE: ControlConfig = {
  name: 'query_mode',
  type: 'SelectControl',
  label: 'Query mode',
  default: 'aggregate',
  choices: [
    ['aggregate', 'Aggregate'],
    ['raw', 'Raw records'],
  ],
  clearable: false,
};

const checkbox = checkboxControl;

const ORDER_BY_COLS_RAW: ControlConfig = { ...ORDER_BY_COLS, visibility: isRaw };

const SERVER_PAGE_LENGTH: ControlConfig = {
  name: 'server_page_length',
  type: 'SelectControl',
  label: 'Server Page Length',
  description: 'Rows per page, 0 means no pagination',
  freeForm: true,
  default: 10,
  choices: [0, 10, 20, 50, 100, 200].map((n) => [n, String(n)] as const),
  validators: [validateInteger],
  visibility: ({ formData }) => formData.server_pagination === true,
};

const PAGE_LENGTH: ControlConfig = {
  name: 'page_length',
  type: 'SelectControl',
  label: 'Page length',
  description: 'Rows per page, 0 means no pagination',
  freeForm: true,
  default: 0,
  choices: [[0, 'All'], ...[10, 20, 50, 100, 200].map((n) => [n, String(n)] as const)],
  renderTrigger: true,
  visibility: ({ formData }) => formData.server_pagination !== true,
};

const TIMESTAMP_FORMAT: ControlConfig = {
  name: 'table_timestamp_format',
  type: 'TimeFormatControl',
  label: 'Timestamp format',
  description: 'D3 time format for datetime columns',
  default: 'smart_date',
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        [QUERY_MODE],
        [
          {
            name: 'groupby',
            type: 'ColumnsControl',
            label: 'Dimensions',
            description: 'Columns to group by',
            multi: true,
            visibility: isAggregate,
            mapStateToProps: ({ formData }) => ({ validators: aggregateNeedsOne(formData, 'groupby') }),
          },
        ],
        [
          {
            name: 'time_grain_sqla',
            type: 'TimeGrainControl',
            label: 'Time Grain',
            description: 'Time grain applied to the temporal columns of the group-by.',
            visibility: isAggregate,
          },
        ],
        [
          {
            name: 'metrics',
            type: 'MetricsControl',
            label: 'Metrics',
            multi: true,
            visibility: isAggregate,
            mapStateToProps: ({ formData }) => ({ validators: aggregateNeedsOne(formData, 'metrics') }),
          },
        ],
        [
          {
            name: 'all_columns',
            type: 'ColumnsControl',
            label: 'Columns',
            description: 'Columns to display',
            multi: true,
            default: [],
            visibility: isRaw,
            validators: [validateNonEmpty],
          },
        ],
        [
          {
            name: 'percent_metrics',
            type: 'MetricsControl',
            label: 'Percentage metrics',
            description:
              'Select one or many metrics to display, that will be displayed in the percentages of total. Percentage metrics will be calculated only from data within the row limit. You can use an aggregation function on a column or write custom SQL to create a percentage metric.',
            multi: true,
            default: [],
            visibility: isAggregate,
            mapStateToProps: ({ formData }) => ({
              validators: aggregateNeedsOne(formData, 'percent_metrics'),
            }),
          },
        ],
        ['adhoc_filters'],
        ['temporal_columns_lookup'],
        [
          {
            name: 'timeseries_limit_metric',
            type: 'MetricControl',
            label: 'Sort by',
            description:
              'Metric used to define how the top series are sorted if a series or row limit is present. If undefined reverts to the first metric (where appropriate).',
            visibility: isAggregate,
          },
          ORDER_BY_COLS_RAW,
        ],
        [
          checkbox(
            'server_pagination',
            'Server pagination',
            false,
            'Enable server side pagination of results (experimental feature)',
            false,
          ),
        ],
        ['row_limit', SERVER_PAGE_LENGTH],
        [
          {
            ...checkbox(
              'order_desc',
              'Sort descending',
              true,
              'If enabled, this control sorts the results/values descending, otherwise it sorts the results ascending.',
              false,
            ),
            visibility: ({ formData }) =>
              isAggregate({ formData, datasource: null }) && hasItems(formData.timeseries_limit_metric),
          },
        ],
        [
          {
            ...checkbox(
              'show_totals',
              'Show summary',
              false,
              'Show total aggregations of selected metrics. Note that row limit does not apply to the result.',
              false,
            ),
            visibility: isAggregate,
          },
        ],
      ],
    },
    {
      label: 'Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        [TIMESTAMP_FORMAT],
        [
          PAGE_LENGTH,
          checkbox('include_search', 'Search box', false, 'Whether to include a client-side search box'),
        ],
        [
          checkbox(
            'show_cell_bars',
            'Cell bars',
            true,
            'Whether to display a bar chart background in table columns',
          ),
          checkbox(
            'align_pn',
            'Align +/-',
            false,
            'Whether to align background charts with both positive and negative values at 0',
          ),
        ],
        [
          checkbox(
            'color_pn',
            'Color +/-',
            true,
            'Whether to colorize numeric values by whether they are positive or negative',
          ),
          checkbox(
            'allow_rearrange_columns',
            'Allow columns to be rearranged',
            false,
            "Allow end user to drag-and-drop column headers to rearrange them. Note their changes won't persist for the next time they open the chart.",
          ),
        ],
        [
          {
            name: 'column_config',
            type: 'ColumnConfigControl',
            label: 'Customize columns',
            description: 'Further customize how to display each column',
            default: {},
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'conditional_formatting',
            type: 'ConditionalFormattingControl',
            label: 'Conditional formatting',
            description: 'Apply conditional color formatting to numeric columns',
            default: [],
            renderTrigger: true,
          },
        ],
      ],
    },
  ],
  // Switching from another chart keeps its metrics and dimensions as the table's (Superset).
  formDataOverrides: (formData) => ({
    ...formData,
    metrics: carriedMetrics(formData),
    groupby: carriedColumns(formData),
  }),
};
