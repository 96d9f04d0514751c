import type { QueryFormData } from '@loupe/core';

/** COUNT(*) as Explore's metric popover writes it. */
export const COUNT_STAR = {
  expressionType: 'SQL',
  sqlExpression: 'COUNT(*)',
  label: 'COUNT(*)',
} as const;

export function sumOf(column: string) {
  return {
    expressionType: 'SIMPLE',
    column: { column_name: column },
    aggregate: 'SUM',
    label: `SUM(${column})`,
  } as const;
}

export function avgOf(column: string) {
  return {
    expressionType: 'SIMPLE',
    column: { column_name: column },
    aggregate: 'AVG',
    label: `AVG(${column})`,
  } as const;
}

export function maxOf(column: string) {
  return {
    expressionType: 'SIMPLE',
    column: { column_name: column },
    aggregate: 'MAX',
    label: `MAX(${column})`,
  } as const;
}

function dataset(id: number, vizType: string, extra: Record<string, unknown>): QueryFormData {
  return {
    datasource: `${id}__table`,
    viz_type: vizType,
    time_range: 'No filter',
    adhoc_filters: [],
    ...extra,
  };
}

/** Flights (dataset 1): origin → destination flows counted. */
export const SANKEY_FLIGHTS = dataset(1, 'sankey_v2', {
  source: 'origin',
  target: 'destination',
  metric: COUNT_STAR,
  row_limit: 8,
  sort_by_metric: true,
});

/** Flights: the same flows as a graph, airports as nodes. */
export const GRAPH_FLIGHTS = dataset(1, 'graph_chart', {
  source: 'origin',
  target: 'destination',
  metric: COUNT_STAR,
  row_limit: 12,
});

/**
 * Airports (dataset 2): six Californian airports given a made-up hierarchy by an SQL parent column
 * (LAX at the top, SFO and SAN under it, the rest under SFO), named by their airport name.
 */
export const TREE_AIRPORTS = dataset(2, 'tree_chart', {
  id: 'iata',
  parent: {
    expressionType: 'SQL',
    sqlExpression: "CASE WHEN iata = 'LAX' THEN NULL WHEN iata IN ('SFO', 'SAN') THEN 'LAX' ELSE 'SFO' END",
    label: 'hub',
  },
  name: 'city',
  metric: maxOf('latitude'),
  row_limit: 10,
  adhoc_filters: [
    {
      clause: 'WHERE',
      expressionType: 'SIMPLE',
      subject: 'iata',
      operator: 'IN',
      comparator: ['LAX', 'SFO', 'SAN', 'SJC', 'OAK', 'SMF'],
    },
  ],
});

/** A monthly temperature against 12°C: negative in winter, positive in summer. */
export const TEMP_ANOMALY = {
  expressionType: 'SQL',
  sqlExpression: 'ROUND(AVG(temp_max) - 12, 1)',
  label: 'anomaly',
} as const;

/** Seattle weather (dataset 3): the first months' temperature anomaly. */
export const WATERFALL_WEATHER = dataset(3, 'waterfall', {
  x_axis: 'date',
  time_grain_sqla: 'P1M',
  metric: TEMP_ANOMALY,
  groupby: [],
  row_limit: 6,
});

/** Seattle weather: the same months broken down by weather kind. */
export const WATERFALL_WEATHER_BREAKDOWN = dataset(3, 'waterfall', {
  x_axis: 'date',
  time_grain_sqla: 'P1M',
  metric: sumOf('precipitation'),
  groupby: ['weather'],
  row_limit: 6,
});

/** Gapminder (dataset 11): countries by fertility, life expectancy and population, coloured by cluster. */
export const BUBBLE_GAPMINDER = dataset(11, 'bubble_v2', {
  entity: 'country',
  series: 'cluster',
  x: avgOf('fertility'),
  y: avgOf('life_expect'),
  size: maxOf('pop'),
  row_limit: 8,
  adhoc_filters: [
    { clause: 'WHERE', expressionType: 'SIMPLE', subject: 'year', operator: '==', comparator: 2005 },
  ],
});

/** Movies (dataset 9): the most common genres. */
export const WORD_CLOUD_GENRES = dataset(9, 'word_cloud', {
  series: 'major_genre',
  metric: COUNT_STAR,
  row_limit: 12,
  sort_by_metric: true,
  size_from: 10,
  size_to: 70,
  rotation: 'square',
});

/** A flight's arrival: its departure plus a minute per 8 miles flown. */
export const ARRIVAL = {
  expressionType: 'SQL',
  sqlExpression: 'date + to_minutes(CAST(distance / 8 AS BIGINT))',
  label: 'arrival',
} as const;

/** Flights (dataset 1): the first flights out of SFO to three airports, as bars from departure to arrival. */
export const GANTT_FLIGHTS = dataset(1, 'gantt_chart', {
  start_time: 'date',
  end_time: ARRIVAL,
  y_axis: 'destination',
  series: 'destination',
  tooltip_columns: ['distance'],
  order_by_cols: ['["date", true]'],
  row_limit: 8,
  adhoc_filters: [
    { clause: 'WHERE', expressionType: 'SIMPLE', subject: 'origin', operator: '==', comparator: 'SFO' },
    {
      clause: 'WHERE',
      expressionType: 'SIMPLE',
      subject: 'destination',
      operator: 'IN',
      comparator: ['LAX', 'SEA', 'PDX'],
    },
  ],
});
