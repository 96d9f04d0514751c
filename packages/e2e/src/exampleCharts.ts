/**
 * One meaningful saved chart per viz type Loupe draws (the 28 of `packages/web/src/viz/`), on the
 * example datasets, with form data shaped as Superset's own Explore saves it (`params`). The
 * all-charts spec opens each of them, and `scripts/render-viz-images.mjs` draws the gallery pictures
 * from them. This file imports nothing, so that script can load it by transpiling it alone.
 */

/** A saved chart: its name, the example dataset (table name) it reads, and its form data. */
export interface ExampleChart {
  vizType: string;
  name: string;
  dataset: string;
  /** Form data without `viz_type` and `datasource`, which {@link exampleFormData} adds. */
  formData: Record<string, unknown>;
}

/** A metric as Explore's metric popover writes it (Simple tab). */
function simple(aggregate: 'SUM' | 'AVG' | 'MAX' | 'MIN' | 'COUNT', column: string) {
  return {
    expressionType: 'SIMPLE',
    column: { column_name: column },
    aggregate,
    label: `${aggregate}(${column})`,
  };
}

/** A metric or column as Explore's popover writes it (Custom SQL tab). */
function sql(sqlExpression: string, label: string) {
  return { expressionType: 'SQL', sqlExpression, label };
}

function where(subject: string, operator: string, comparator: unknown) {
  return { clause: 'WHERE', expressionType: 'SIMPLE', subject, operator, comparator };
}

/** Superset's time-range filter on a temporal column (what the Time range control saves). */
function timeRange(subject: string, range: string) {
  return where(subject, 'TEMPORAL_RANGE', range);
}

/** What every saved Superset chart carries. */
const COMMON = { time_range: 'No filter', adhoc_filters: [] as unknown[] };

/** The controls the ECharts time-series charts save with a monthly x-axis. */
const MONTHLY = {
  time_grain_sqla: 'P1M',
  groupby: [] as unknown[],
  row_limit: 10000,
  order_desc: true,
  truncate_metric: true,
  show_empty_columns: true,
  comparison_type: 'values',
  color_scheme: 'supersetColors',
  show_legend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
  rich_tooltip: true,
  y_axis_format: 'SMART_NUMBER',
  x_axis_time_format: 'smart_date',
};

export const EXAMPLE_CHARTS: readonly ExampleChart[] = [
  {
    vizType: 'big_number',
    name: 'Nonfarm payrolls (trend)',
    dataset: 'us_employment',
    formData: {
      x_axis: 'month',
      time_grain_sqla: 'P1M',
      metric: simple('SUM', 'nonfarm'),
      compare_lag: 12,
      compare_suffix: 'over last year',
      show_trend_line: true,
      start_y_axis_at_zero: false,
      color_picker: { r: 0, g: 122, b: 135, a: 1 },
      header_font_size: 0.4,
      subheader_font_size: 0.15,
      y_axis_format: 'SMART_NUMBER',
      time_format: 'smart_date',
      rolling_type: 'None',
    },
  },
  {
    vizType: 'big_number_total',
    name: 'Flights in the first half of 2001',
    dataset: 'flights',
    formData: {
      metric: 'count',
      subheader: 'flights',
      header_font_size: 0.4,
      subheader_font_size: 0.15,
      y_axis_format: 'SMART_NUMBER',
    },
  },
  {
    vizType: 'box_plot',
    name: 'Fuel economy of car models by origin',
    dataset: 'cars',
    formData: {
      columns: ['name'],
      groupby: ['origin'],
      metrics: [simple('AVG', 'miles_per_gallon')],
      adhoc_filters: [where('miles_per_gallon', 'IS NOT NULL', undefined)],
      whiskerOptions: 'Tukey',
      row_limit: 10000,
      number_format: 'SMART_NUMBER',
      y_axis_title: 'Miles per gallon',
      y_axis_title_margin: 30,
      y_axis_title_position: 'Left',
    },
  },
  {
    vizType: 'bubble_v2',
    name: 'Fertility against life expectancy, 2005',
    dataset: 'gapminder',
    formData: {
      entity: 'country',
      series: 'cluster',
      x: simple('AVG', 'fertility'),
      y: simple('AVG', 'life_expect'),
      size: simple('MAX', 'pop'),
      max_bubble_size: '25',
      row_limit: 100,
      adhoc_filters: [where('year', '==', 2005)],
      x_axis_label: 'Fertility',
      x_axis_title_margin: 30,
      y_axis_title_margin: 30,
      xAxisFormat: 'SMART_NUMBER',
      y_axis_format: 'SMART_NUMBER',
      show_legend: true,
      legendType: 'scroll',
      legendOrientation: 'top',
      opacity: 0.6,
      color_scheme: 'supersetColors',
    },
  },
  {
    vizType: 'echarts_area',
    name: 'Unemployed by industry',
    dataset: 'unemployment',
    formData: {
      ...MONTHLY,
      x_axis: 'date',
      metrics: [simple('SUM', 'count')],
      groupby: ['series'],
      limit: 5,
      timeseries_limit_metric: simple('SUM', 'count'),
      stack: 'Stack',
      opacity: 0.4,
      markerEnabled: false,
    },
  },
  {
    vizType: 'echarts_timeseries_bar',
    name: 'Busiest origins',
    dataset: 'flights',
    formData: {
      ...MONTHLY,
      time_grain_sqla: undefined,
      x_axis: 'origin',
      metrics: ['count'],
      row_limit: 10,
      x_axis_sort: 'count',
      x_axis_sort_asc: false,
      // Bars start at zero (Superset's default truncates the y-axis to the data).
      truncateYAxis: false,
      show_legend: false,
    },
  },
  {
    vizType: 'echarts_timeseries_line',
    name: 'Stock prices',
    dataset: 'stocks',
    formData: { ...MONTHLY, x_axis: 'date', metrics: [simple('AVG', 'price')], groupby: ['symbol'] },
  },
  {
    vizType: 'echarts_timeseries_scatter',
    name: 'Seattle weekly highest temperature',
    dataset: 'seattle_weather',
    formData: {
      ...MONTHLY,
      time_grain_sqla: 'P1W',
      x_axis: 'date',
      metrics: [simple('MAX', 'temp_max')],
      markerSize: 6,
      show_legend: false,
    },
  },
  {
    vizType: 'echarts_timeseries_smooth',
    name: 'Seattle monthly temperatures',
    dataset: 'seattle_weather',
    formData: {
      ...MONTHLY,
      x_axis: 'date',
      metrics: [simple('AVG', 'temp_max'), simple('AVG', 'temp_min')],
    },
  },
  {
    vizType: 'echarts_timeseries_step',
    name: 'S&P 500 quarterly price',
    dataset: 'sp500',
    formData: {
      ...MONTHLY,
      time_grain_sqla: 'P3M',
      x_axis: 'date',
      metrics: [simple('AVG', 'price')],
      seriesType: 'end',
      show_legend: false,
    },
  },
  {
    vizType: 'funnel',
    name: 'Bird strikes by phase of flight',
    dataset: 'birdstrikes',
    formData: {
      groupby: ['phase_of_flight'],
      metric: 'count',
      row_limit: 10,
      sort_by_metric: true,
      show_labels: true,
      label_type: 'key_value',
      show_legend: false,
      color_scheme: 'supersetColors',
    },
  },
  {
    vizType: 'gantt_chart',
    name: 'First flights out of SFO',
    dataset: 'flights',
    formData: {
      start_time: 'date',
      // A flight's arrival: its departure plus a minute per 8 miles flown.
      end_time: sql('date + to_minutes(CAST(distance / 8 AS BIGINT))', 'arrival'),
      y_axis: 'destination',
      series: 'destination',
      tooltip_columns: ['distance'],
      order_by_cols: ['["date", true]'],
      row_limit: 12,
      adhoc_filters: [where('origin', '==', 'SFO'), where('destination', 'IN', ['LAX', 'SEA', 'PDX', 'LAS'])],
      show_legend: true,
      legendType: 'scroll',
      legendOrientation: 'top',
      x_axis_time_format: 'smart_date',
    },
  },
  {
    vizType: 'gauge_chart',
    name: 'Seattle average highest temperature',
    dataset: 'seattle_weather',
    formData: {
      metric: simple('AVG', 'temp_max'),
      groupby: [],
      row_limit: 10,
      min_val: 0,
      max_val: 35,
      number_format: '.1f',
      show_progress: true,
      show_pointer: true,
      start_angle: 225,
      end_angle: -45,
      split_number: 7,
      font_size: 15,
      color_scheme: 'supersetColors',
    },
  },
  {
    vizType: 'graph_chart',
    name: 'Flight network',
    dataset: 'flights',
    formData: {
      source: 'origin',
      target: 'destination',
      metric: 'count',
      row_limit: 30,
      layout: 'circular',
      show_legend: false,
      color_scheme: 'supersetColors',
      edgeSymbol: 'none,arrow',
      baseNodeSize: 20,
      baseEdgeWidth: 3,
      repulsion: 1000,
      gravity: 0.3,
      edgeLength: 400,
      friction: 0.2,
      roam: false,
      draggable: false,
      selectedMode: 'single',
    },
  },
  {
    vizType: 'heatmap_v2',
    name: 'Monthly highest temperature by city, 2012',
    dataset: 'weather',
    formData: {
      x_axis: 'date',
      time_grain_sqla: 'P1M',
      groupby: 'location',
      metric: simple('AVG', 'temp_max'),
      row_limit: 10000,
      adhoc_filters: [timeRange('date', '2012-01-01 : 2013-01-01')],
      linear_color_scheme: 'superset_seq_1',
      normalize_across: 'heatmap',
      sort_x_axis: 'alpha_asc',
      sort_y_axis: 'alpha_asc',
      legend_type: 'continuous',
      show_legend: true,
      show_values: true,
      y_axis_format: '.1f',
      x_axis_time_format: '%b',
      xscale_interval: -1,
      yscale_interval: -1,
      left_margin: 'auto',
      bottom_margin: 'auto',
    },
  },
  {
    vizType: 'histogram_v2',
    name: 'Penguin body mass',
    dataset: 'penguins',
    formData: {
      column: 'body_mass_g',
      groupby: ['species'],
      bins: 10,
      normalize: false,
      cumulative: false,
      row_limit: 10000,
      x_axis_title: 'Body mass (g)',
      y_axis_title: 'Penguins',
      show_legend: true,
      color_scheme: 'supersetColors',
    },
  },
  {
    vizType: 'mixed_timeseries',
    name: 'Seattle rain and temperature',
    dataset: 'seattle_weather',
    formData: {
      ...MONTHLY,
      x_axis: 'date',
      metrics: [simple('SUM', 'precipitation')],
      metrics_b: [simple('AVG', 'temp_max')],
      groupby_b: [],
      adhoc_filters_b: [],
      row_limit_b: 10000,
      order_desc_b: true,
      seriesType: 'bar',
      seriesTypeB: 'line',
      yAxisIndex: 0,
      yAxisIndexB: 1,
      y_axis_format_secondary: '.1f',
    },
  },
  {
    vizType: 'pie',
    name: 'Movies by MPAA rating',
    dataset: 'movies',
    formData: {
      groupby: ['mpaa_rating'],
      metric: 'count',
      row_limit: 100,
      sort_by_metric: true,
      adhoc_filters: [where('mpaa_rating', 'IS NOT NULL', undefined)],
      donut: true,
      show_total: true,
      show_labels: true,
      labels_outside: true,
      label_type: 'key',
      show_legend: true,
      legendType: 'scroll',
      legendOrientation: 'right',
      color_scheme: 'supersetColors',
    },
  },
  {
    vizType: 'pivot_table_v2',
    name: 'Fuel economy by origin and cylinders',
    dataset: 'cars',
    formData: {
      groupbyRows: ['origin'],
      groupbyColumns: ['cylinders'],
      metrics: [simple('AVG', 'miles_per_gallon')],
      metricsLayout: 'COLUMNS',
      aggregateFunction: 'Average',
      valueFormat: '.1f',
      row_limit: 10000,
      order_desc: true,
      rowOrder: 'key_a_to_z',
      colOrder: 'key_a_to_z',
    },
  },
  {
    vizType: 'radar',
    name: 'Cars by origin',
    dataset: 'cars',
    formData: {
      groupby: ['origin'],
      metrics: [
        simple('AVG', 'horsepower'),
        simple('AVG', 'miles_per_gallon'),
        simple('AVG', 'acceleration'),
      ],
      row_limit: 10,
      show_labels: false,
      show_legend: true,
      legendType: 'scroll',
      legendOrientation: 'top',
      color_scheme: 'supersetColors',
    },
  },
  {
    vizType: 'sankey_v2',
    name: 'Busiest routes',
    dataset: 'flights',
    formData: {
      source: 'origin',
      target: 'destination',
      metric: 'count',
      row_limit: 15,
      sort_by_metric: true,
    },
  },
  {
    vizType: 'sunburst_v2',
    name: 'Penguins by species, island and sex',
    dataset: 'penguins',
    formData: {
      columns: ['species', 'island', 'sex'],
      metric: 'count',
      row_limit: 10000,
      adhoc_filters: [where('sex', 'IS NOT NULL', undefined)],
      show_labels: true,
      show_total: true,
      label_type: 'key',
      color_scheme: 'supersetColors',
    },
  },
  {
    vizType: 'table',
    name: 'Delays by origin',
    dataset: 'flights',
    formData: {
      query_mode: 'aggregate',
      groupby: ['origin'],
      metrics: ['count', simple('AVG', 'delay')],
      row_limit: 10,
      order_desc: true,
      show_cell_bars: true,
      column_config: { count: { d3NumberFormat: ',d' }, 'AVG(delay)': { d3NumberFormat: '.1f' } },
    },
  },
  {
    vizType: 'tree_chart',
    name: 'Californian airports',
    dataset: 'airports',
    formData: {
      id: 'iata',
      // A made-up hierarchy: LAX at the top, SFO and SAN under it, the others under SFO.
      parent: sql(
        "CASE WHEN iata = 'LAX' THEN NULL WHEN iata IN ('SFO', 'SAN') THEN 'LAX' ELSE 'SFO' END",
        'hub',
      ),
      name: 'city',
      metric: simple('MAX', 'latitude'),
      row_limit: 10,
      adhoc_filters: [where('iata', 'IN', ['LAX', 'SFO', 'SAN', 'SJC', 'OAK', 'SMF'])],
      layout: 'orthogonal',
      orient: 'LR',
      node_label_position: 'left',
      child_label_position: 'right',
      symbol: 'emptyCircle',
      symbolSize: 7,
      roam: false,
    },
  },
  {
    vizType: 'treemap_v2',
    name: 'Worldwide gross by creative type and genre',
    dataset: 'movies',
    formData: {
      groupby: ['creative_type', 'major_genre'],
      metric: simple('SUM', 'worldwide_gross'),
      row_limit: 10000,
      sort_by_metric: true,
      adhoc_filters: [
        where('creative_type', 'IS NOT NULL', undefined),
        where('major_genre', 'IS NOT NULL', undefined),
      ],
      show_labels: true,
      label_type: 'key',
      number_format: 'SMART_NUMBER',
      color_scheme: 'supersetColors',
    },
  },
  {
    vizType: 'waterfall',
    name: 'Seattle temperature against 12°C, 2012',
    dataset: 'seattle_weather',
    formData: {
      x_axis: 'date',
      time_grain_sqla: 'P1M',
      metric: sql('ROUND(AVG(temp_max) - 12, 1)', 'anomaly'),
      groupby: [],
      row_limit: 12,
      adhoc_filters: [timeRange('date', '2012-01-01 : 2013-01-01')],
      x_axis_time_format: '%b',
      y_axis_format: '.1f',
      show_value: true,
      show_legend: true,
      increase_label: 'Warmer',
      decrease_label: 'Colder',
      total_label: 'Total',
    },
  },
  {
    vizType: 'word_cloud',
    name: 'Most prolific directors',
    dataset: 'movies',
    formData: {
      series: 'director',
      metric: 'count',
      row_limit: 40,
      sort_by_metric: true,
      adhoc_filters: [where('director', 'IS NOT NULL', undefined)],
      size_from: 10,
      size_to: 40,
      rotation: 'square',
      color_scheme: 'supersetColors',
    },
  },
  {
    vizType: 'world_map',
    name: 'World population, 2005',
    dataset: 'gapminder',
    formData: {
      entity: 'country',
      country_fieldtype: 'name',
      metric: simple('SUM', 'pop'),
      secondary_metric: simple('SUM', 'pop'),
      row_limit: 10000,
      sort_by_metric: true,
      adhoc_filters: [where('year', '==', 2005)],
      show_bubbles: true,
      max_bubble_size: '25',
      color_by: 'metric',
      linear_color_scheme: 'superset_seq_1',
      y_axis_format: 'SMART_NUMBER',
    },
  },
];

/** The chart's `params`: its form data with the viz type and the dataset it reads, as Superset saves them. */
export function exampleFormData(chart: ExampleChart, datasetId: number): Record<string, unknown> {
  return {
    ...COMMON,
    ...Object.fromEntries(Object.entries(chart.formData).filter(([, value]) => value !== undefined)),
    viz_type: chart.vizType,
    datasource: `${datasetId}__table`,
  };
}
