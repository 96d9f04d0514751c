import { getColumnLabel, isPhysicalColumn, removeDuplicates, validateNonEmpty } from '@loupe/core';
import { carriedColumns, carriedMetrics } from '../tabular/carryOver';
import {
  D3_FORMAT_OPTIONS,
  D3_TIME_FORMAT_OPTIONS,
  SHARED_CONTROLS,
  timeGrainChoices,
  checkboxControl,
} from '../sharedControls';
import type { ControlConfig, ControlContext, ControlPanelConfig } from '../types';
import { AGGREGATE_FUNCTIONS } from './aggregators';
import { columnsOf } from './formData';

/** The time grain shows when a row or column group-by is temporal (or ad-hoc), as Superset. */
function hasTemporalGroupby({ formData, datasource }: ControlContext): boolean {
  const temporal = new Set(
    (datasource?.columns ?? []).filter((column) => column.is_dttm).map((column) => column.column_name),
  );
  return [...columnsOf(formData.groupbyColumns), ...columnsOf(formData.groupbyRows)].some(
    (column) => !isPhysicalColumn(column) || temporal.has(column),
  );
}

const checkbox = (name: string, label: string, description: string, defaultValue = false) =>
  checkboxControl(name, label, defaultValue, description);

const ORDER_CHOICES = [
  ['key_a_to_z', 'key a-z'],
  ['key_z_to_a', 'key z-a'],
  ['value_a_to_z', 'value ascending'],
  ['value_z_to_a', 'value descending'],
] as const;

const order = (name: string, label: string, description: string): ControlConfig => ({
  name,
  type: 'SelectControl',
  label,
  default: 'key_a_to_z',
  choices: ORDER_CHOICES,
  renderTrigger: true,
  clearable: false,
  description,
});

/** Superset's Pivot Table v2 control panel: the query, the pivot options and the display options. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        [
          {
            ...SHARED_CONTROLS.groupby,
            name: 'groupbyColumns',
            label: 'Columns',
            description: 'Columns to group by on the columns',
          },
        ],
        [
          {
            ...SHARED_CONTROLS.groupby,
            name: 'groupbyRows',
            label: 'Rows',
            description: 'Columns to group by on the rows',
          },
        ],
        [
          {
            name: 'time_grain_sqla',
            type: 'TimeGrainControl',
            label: 'Time Grain',
            default: 'P1D',
            clearable: true,
            choices: timeGrainChoices,
            description:
              'Select a time grain for the visualization. The grain is the time interval represented by a single point on the chart.',
            visibility: hasTemporalGroupby,
          },
        ],
        [{ ...SHARED_CONTROLS.metrics, validators: [validateNonEmpty] }],
        [
          {
            name: 'metricsLayout',
            type: 'SelectControl',
            label: 'Apply metrics on',
            default: 'COLUMNS',
            choices: [
              ['COLUMNS', 'Columns'],
              ['ROWS', 'Rows'],
            ],
            clearable: false,
            renderTrigger: true,
            description: 'Use metrics as a top level group for columns or for rows',
          },
        ],
        ['adhoc_filters'],
        ['temporal_columns_lookup'],
        ['series_limit'],
        [
          {
            ...SHARED_CONTROLS.row_limit,
            label: 'Cell limit',
            description: 'Limits the number of cells that get retrieved.',
          },
        ],
        [
          {
            ...SHARED_CONTROLS.series_limit_metric,
            description:
              'Metric used to define how the top series are sorted if a series or cell limit is present. If undefined reverts to the first metric (where appropriate).',
          },
        ],
        [
          {
            name: 'order_desc',
            type: 'CheckboxControl',
            label: 'Sort Descending',
            default: true,
            description: 'Whether to sort descending or ascending',
          },
        ],
      ],
    },
    {
      label: 'Options',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'aggregateFunction',
            type: 'SelectControl',
            label: 'Aggregation function',
            clearable: false,
            choices: AGGREGATE_FUNCTIONS.map((name) => [name, name] as const),
            default: 'Sum',
            description: 'Aggregate function to apply when pivoting and computing the total rows and columns',
            renderTrigger: true,
          },
        ],
        [checkbox('rowTotals', 'Show rows total', 'Display row level total')],
        [checkbox('rowSubTotals', 'Show rows subtotal', 'Display row level subtotal')],
        [checkbox('colTotals', 'Show columns total', 'Display column level total')],
        [checkbox('colSubTotals', 'Show columns subtotal', 'Display column level subtotal')],
        [checkbox('transposePivot', 'Transpose pivot', 'Swap rows and columns')],
        [
          checkbox(
            'combineMetric',
            'Combine metrics',
            'Display metrics side by side within each column, as opposed to each column being displayed side by side for each metric.',
          ),
        ],
      ],
    },
    {
      label: 'Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'valueFormat',
            type: 'NumberFormatControl',
            label: 'Value format',
            freeForm: true,
            renderTrigger: true,
            default: 'SMART_NUMBER',
            choices: D3_FORMAT_OPTIONS,
            description: 'D3 format syntax: https://github.com/d3/d3-format',
          },
        ],
        ['currency_format'],
        [
          {
            name: 'date_format',
            type: 'TimeFormatControl',
            label: 'Date format',
            freeForm: true,
            default: 'smart_date',
            renderTrigger: true,
            choices: D3_TIME_FORMAT_OPTIONS,
            description: 'D3 time format for datetime columns',
          },
        ],
        [
          order(
            'rowOrder',
            'Sort rows by',
            'Change order of rows. By key: use row names as sorting key. By value: use metric values as sorting key.',
          ),
        ],
        [
          order(
            'colOrder',
            'Sort columns by',
            'Change order of columns. By key: use column names as sorting key. By value: use metric values as sorting key.',
          ),
        ],
        [
          {
            name: 'rowSubtotalPosition',
            type: 'SelectControl',
            label: 'Rows subtotal position',
            default: false,
            choices: [
              [true, 'Top'],
              [false, 'Bottom'],
            ],
            renderTrigger: true,
            description: 'Position of row level subtotal',
          },
        ],
        [
          {
            name: 'colSubtotalPosition',
            type: 'SelectControl',
            label: 'Columns subtotal position',
            default: false,
            choices: [
              [true, 'Left'],
              [false, 'Right'],
            ],
            renderTrigger: true,
            description: 'Position of column level subtotal',
          },
        ],
        [
          {
            name: 'conditional_formatting',
            type: 'ConditionalFormattingControl',
            label: 'Conditional formatting',
            description: 'Apply conditional color formatting to metrics',
            default: [],
            renderTrigger: true,
          },
        ],
      ],
    },
  ],
  // Switching from another chart: its metrics, and its dimensions (not already rows) as the columns.
  formDataOverrides: (formData) => {
    const rows = columnsOf(formData.groupbyRows).map(getColumnLabel);
    const groupbyColumns = [...columnsOf(formData.groupbyColumns), ...carriedColumns(formData)].filter(
      (column) => !rows.includes(getColumnLabel(column)),
    );
    return {
      ...formData,
      metrics: carriedMetrics(formData),
      groupbyColumns: removeDuplicates(groupbyColumns, getColumnLabel),
    };
  },
};
