import { validateNonEmpty } from '@loupe/core';
import { LEGEND_SECTION_ROWS } from '../distribution/legend';
import { SHARED_CONTROLS } from '../sharedControls';
import {
  ADVANCED_ANALYTICS_SECTION,
  ANNOTATIONS_SECTION,
  AREA,
  AXIS_ROWS,
  CHART_TITLE_ROWS,
  MARKER_ENABLED,
  MARKER_SIZE,
  OPACITY,
  SERIES_TYPE,
  STACK,
  Y_AXIS_BOUNDS_OVERRIDE,
  type Rows,
} from '../timeseries/controls';
import type { ControlConfig, ControlPanelConfig, ControlSetItem, SharedControlName } from '../types';
import { QUERY_B_SUFFIX, queryBFormData } from './formData';

/** Query B's copy of a control: its `_b` name, shown and validated against query B's values. */
function forQueryB(item: ControlSetItem): ControlSetItem {
  if (item === null || (typeof item === 'object' && 'heading' in item)) return item;
  const config: ControlConfig = typeof item === 'string' ? SHARED_CONTROLS[item] : item;
  const { visibility, disabled } = config;
  return {
    ...config,
    name: `${config.name}${QUERY_B_SUFFIX}`,
    ...(visibility
      ? { visibility: (context) => visibility({ ...context, formData: queryBFormData(context.formData) }) }
      : {}),
    ...(disabled
      ? { disabled: (context) => disabled({ ...context, formData: queryBFormData(context.formData) }) }
      : {}),
  };
}

const QUERY_ROWS: readonly (readonly SharedControlName[])[] = [
  ['metrics'],
  ['groupby'],
  ['adhoc_filters'],
  ['limit'],
  ['timeseries_limit_metric'],
  ['order_desc'],
  ['row_limit'],
  ['truncate_metric'],
];

/** A per-query drawing option: `<name>` for query A, `<name>B` for query B (Superset's names). */
function perQuery(config: ControlConfig, suffix: '' | 'B', label: string): ControlConfig {
  const visibility = config.visibility;
  return {
    ...config,
    name: `${config.name}${suffix}`,
    label,
    ...(visibility
      ? {
          visibility: (context) =>
            visibility({
              ...context,
              formData: {
                ...context.formData,
                area: context.formData[`area${suffix}`],
                markerEnabled: context.formData[`markerEnabled${suffix}`],
              },
            }),
        }
      : {}),
  };
}

const Y_AXIS_INDEX: ControlConfig = {
  name: 'yAxisIndex',
  type: 'SelectControl',
  label: 'Y Axis',
  default: 0,
  clearable: false,
  renderTrigger: true,
  choices: [
    [0, 'Primary'],
    [1, 'Secondary'],
  ],
  description: 'Primary or secondary y-axis',
};

function seriesRows(suffix: '' | 'B', query: string): Rows {
  return [
    [{ heading: query }],
    [perQuery(SERIES_TYPE, suffix, 'Series type')],
    [perQuery(STACK, suffix, 'Stack series')],
    [perQuery(AREA, suffix, 'Area chart')],
    [perQuery(SHARED_CONTROLS.show_value, suffix, 'Show Values')],
    [perQuery({ ...OPACITY, visibility: ({ formData }) => formData.area === true }, suffix, 'Opacity')],
    [perQuery(MARKER_ENABLED, suffix, 'Marker')],
    [
      perQuery(
        { ...MARKER_SIZE, visibility: ({ formData }) => formData.markerEnabled === true },
        suffix,
        'Marker size',
      ),
    ],
    [perQuery(Y_AXIS_INDEX, suffix, 'Y Axis')],
  ];
}

const secondary = (name: string, label: string, base: ControlConfig): ControlConfig => ({
  ...base,
  name,
  label,
});

const SECONDARY_Y_AXIS_ROWS: Rows = [
  [{ heading: 'Secondary y-axis' }],
  [secondary('y_axis_format_secondary', 'Secondary y-axis format', SHARED_CONTROLS.y_axis_format)],
  [secondary('currency_format_secondary', 'Secondary currency format', SHARED_CONTROLS.currency_format)],
  [secondary('y_axis_title_secondary', 'Secondary y-axis title', SHARED_CONTROLS.y_axis_title)],
  [secondary('logAxisSecondary', 'Logarithmic y-axis', SHARED_CONTROLS.logAxis)],
  [secondary('y_axis_bounds_secondary', 'Secondary y-axis Bounds', SHARED_CONTROLS.y_axis_bounds)],
];

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Shared query fields',
      tab: 'data',
      expanded: true,
      controlSetRows: [['x_axis'], ['time_grain_sqla']],
    },
    { label: 'Query A', tab: 'data', expanded: true, controlSetRows: QUERY_ROWS },
    { ...ADVANCED_ANALYTICS_SECTION, label: 'Advanced analytics Query A' },
    {
      label: 'Query B',
      tab: 'data',
      expanded: true,
      controlSetRows: QUERY_ROWS.map((row) => row.map(forQueryB)),
    },
    {
      ...ADVANCED_ANALYTICS_SECTION,
      label: 'Advanced analytics Query B',
      controlSetRows: ADVANCED_ANALYTICS_SECTION.controlSetRows.map((row) => row.map(forQueryB)),
    },
    ANNOTATIONS_SECTION,
    { label: 'Chart Title', tab: 'customize', expanded: true, controlSetRows: CHART_TITLE_ROWS },
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ...seriesRows('', 'Query A'),
        ...seriesRows('B', 'Query B'),
        ['zoomable'],
        ...LEGEND_SECTION_ROWS,
        ...AXIS_ROWS,
        ...SECONDARY_Y_AXIS_ROWS,
      ],
    },
  ],
  controlOverrides: {
    metrics: { validators: [validateNonEmpty] },
    x_axis: { validators: [validateNonEmpty] },
    row_limit: { default: 10000 },
    ...Y_AXIS_BOUNDS_OVERRIDE,
  },
};
