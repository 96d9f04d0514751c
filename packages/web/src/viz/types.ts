import type {
  ChartDataQueryResult,
  DatasourceData,
  QueryContext,
  QueryFormData,
  Validator,
} from '@loupe/core';
import type { ComponentType } from 'react';

/** Superset's chart behaviours: what a chart can do beyond drawing itself. */
export type Behavior = 'INTERACTIVE_CHART' | 'NATIVE_FILTER' | 'DRILL_TO_DETAIL' | 'DRILL_BY';

/** Superset's gallery categories (its `category` strings, shown as they are). */
export type VizCategory =
  | 'Table'
  | 'KPI'
  | 'Evolution'
  | 'Part of a Whole'
  | 'Distribution'
  | 'Correlation'
  | 'Ranking'
  | 'Flow'
  | 'Map'
  | 'Progress Tracking'
  | 'Other';

/**
 * What the gallery, lists and chart headers need to know about a chart type, loaded eagerly (small);
 * the rest of the plugin loads when a chart of this type is built or drawn.
 */
export interface VizMetadata {
  /** Superset's `viz_type` key. */
  vizType: string;
  name: string;
  description: string;
  category: VizCategory;
  /** Superset's tags: 'Popular', 'ECharts', 'Business', 'Advanced-Analytics', 'Aesthetic', ... */
  tags: readonly string[];
  behaviors: readonly Behavior[];
  deprecated?: boolean;
  /** Shows in the gallery's "Recommended" when no other rule applies (Superset's HIGHLY_RECOMMENDED label). */
  recommended?: boolean;
  /** How many datasets the chart reads (mixed_timeseries: still one, two queries). */
  queryCount?: number;
  /** Annotation layer kinds the chart can draw ('FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'). */
  annotationTypes?: readonly string[];
}

/** Where a control's value comes from and how it is edited. */
export type ControlType =
  | 'MetricsControl' // many metrics (saved, simple, SQL)
  | 'MetricControl' // one metric
  | 'ColumnsControl' // dimensions: physical or ad-hoc SQL columns, many
  | 'ColumnControl' // one column (x-axis, entity, ...)
  | 'TemporalColumnControl' // one temporal column (granularity_sqla)
  | 'TimeGrainControl'
  | 'TimeRangeControl'
  | 'AdhocFiltersControl'
  | 'SelectControl'
  | 'CheckboxControl'
  | 'TextControl'
  | 'NumberControl'
  | 'TextAreaControl'
  | 'SliderControl'
  | 'ColorSchemeControl'
  | 'ColorPickerControl'
  | 'NumberFormatControl'
  | 'TimeFormatControl'
  | 'CurrencyControl'
  | 'ConditionalFormattingControl'
  | 'ColumnConfigControl'
  | 'AnnotationLayerControl'
  | 'GeoControl'
  | 'CollectionControl'
  | 'HiddenControl'; // never shown: a value Explore computes (e.g. from the dataset)

/** A control's current form data, the dataset, and the other controls' values. */
export interface ControlContext {
  formData: QueryFormData;
  datasource: DatasourceData | null;
}

export interface ControlConfig<V = unknown> {
  /** The form-data key the control writes (Superset's name). */
  name: string;
  type: ControlType;
  label: string;
  description?: string;
  default?: V;
  /** Select: the choices as [value, label] pairs (a function when they depend on the dataset). */
  choices?:
    readonly (readonly [V, string])[] | ((context: ControlContext) => readonly (readonly [V, string])[]);
  multi?: boolean;
  /** Select: a value that is not a choice may be typed. */
  freeForm?: boolean;
  clearable?: boolean;
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
  /** Runs before the chart is queried; the first message blocks the run and shows on the control. */
  validators?: readonly Validator[];
  /** Hidden (and not validated) when false. */
  visibility?: (context: ControlContext) => boolean;
  /** Greyed out when true. */
  disabled?: (context: ControlContext) => boolean;
  /** Renders/validates the control only when the value is (re)computed from others. */
  mapStateToProps?: (context: ControlContext) => Partial<ControlConfig<V>>;
  /** Kept when switching to another viz type that has a control of the same name (default true). */
  carryOver?: boolean;
  /** Re-runs the query when changed (false: only the rendering changes, as Superset's `renderTrigger`). */
  renderTrigger?: boolean;
}

/** A row of controls: a control config, a shared control's name, or a sub-heading. */
export type ControlSetItem = ControlConfig | SharedControlName | { heading: string } | null;

export interface ControlPanelSection {
  label: string;
  description?: string;
  expanded?: boolean;
  /** Which tab of the control panel holds the section. */
  tab: 'data' | 'customize';
  controlSetRows: readonly (readonly ControlSetItem[])[];
}

export interface ControlPanelConfig {
  sections: readonly ControlPanelSection[];
  /** Changes to a shared control's config for this viz type (label, default, validators...). */
  controlOverrides?: Partial<Record<SharedControlName, Partial<ControlConfig>>>;
  /** Maps form data when switching to this type (e.g. metrics → metric). */
  formDataOverrides?: (formData: QueryFormData) => QueryFormData;
}

/** Names of the controls every plugin may use by name (see sharedControls.ts). */
export type SharedControlName =
  | 'datasource'
  | 'viz_type'
  | 'metrics'
  | 'metric'
  | 'metric_2'
  | 'percent_metrics'
  | 'groupby'
  | 'columns'
  | 'all_columns'
  | 'x_axis'
  | 'time_grain_sqla'
  | 'granularity_sqla'
  | 'time_range'
  | 'adhoc_filters'
  | 'temporal_columns_lookup'
  | 'row_limit'
  | 'limit'
  | 'series_limit'
  | 'series_limit_metric'
  | 'timeseries_limit_metric'
  | 'order_desc'
  | 'sort_by_metric'
  | 'contribution_mode'
  | 'rolling_type'
  | 'rolling_periods'
  | 'min_periods'
  | 'time_compare'
  | 'comparison_type'
  | 'resample_rule'
  | 'resample_method'
  | 'color_scheme'
  | 'y_axis_format'
  | 'x_axis_time_format'
  | 'number_format'
  | 'date_format'
  | 'currency_format'
  | 'show_legend'
  | 'legendType'
  | 'legendOrientation'
  | 'show_value'
  | 'truncate_metric'
  | 'annotation_layers'
  | 'x_axis_title'
  | 'y_axis_title'
  | 'zoomable'
  | 'rich_tooltip'
  | 'tooltipTimeFormat'
  | 'truncateXAxis'
  | 'y_axis_bounds'
  | 'logAxis'
  | 'minorSplitLine'
  | 'stack'
  | 'only_total'
  | 'show_empty_columns'
  | 'sort_series_type'
  | 'sort_series_ascending'
  | 'series'
  | 'entity'
  | 'size'
  | 'x'
  | 'y'
  | 'spatial';

/** The width and height a chart draws in, its data and form data, and the dataset it reads. */
export interface ChartProps {
  formData: QueryFormData;
  /** One entry per query object, in the order buildQuery made them. */
  queriesData: readonly ChartDataQueryResult[];
  width: number;
  height: number;
  datasource: DatasourceData | null;
  /** What the chart's annotation layers draw, when its host fetched them (viz/annotations). */
  annotations?: ChartAnnotations;
}

/** The annotation layers' data a host fetched for a chart, by layer name. */
export interface ChartAnnotations {
  /** Each queried layer's entry of Superset's `annotation_data`. */
  data: Readonly<Record<string, unknown>>;
  /** Each formula layer's formula in x (mathjs loads only for charts that have one). */
  formulas: Readonly<Record<string, (x: number) => number>>;
}

/** Behaviour hooks a chart may call (cross-filters, context menu; dashboards fill them in). */
export interface ChartHooks {
  /** A chart tells its host which values the user picked (cross-filter data mask). */
  setDataMask?: (dataMask: unknown) => void;
  /** The groups this chart's cross-filter holds now (`filterState.selectedValues`), to highlight them. */
  crossFilterSelection?: readonly string[] | null;
  onContextMenu?: (clientX: number, clientY: number, filters?: unknown) => void;
}

/** Every chart component gets its plugin's transformProps result plus its size and hooks. */
export interface ChartComponentProps<P = Record<string, unknown>> {
  props: P;
  width: number;
  height: number;
  hooks?: ChartHooks;
  /** For captions and the axe rule that every chart region has a name. */
  title?: string;
}

/** The part of a plugin loaded on demand. */
export interface VizPluginModule<P = Record<string, unknown>> {
  controlPanel: ControlPanelConfig;
  /** Form data → the chart data request Superset's client would build for it. */
  buildQuery: (formData: QueryFormData) => QueryContext;
  /** The chart data answer → what the component draws (ECharts options, table rows...). */
  transformProps: (chartProps: ChartProps) => P;
  /** The component, itself loaded lazily (ECharts and its modules come with it). */
  loadComponent: () => Promise<ComponentType<ChartComponentProps<P>>>;
}
