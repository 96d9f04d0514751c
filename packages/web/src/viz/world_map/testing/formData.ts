import type { QueryFormData } from '@loupe/core';

/**
 * A World Map as Superset saves it: gapminder's population per country (by full name) in 2005,
 * bubbles sized by average life expectancy, the ten most populous countries.
 */
export const GAPMINDER_POPULATION: QueryFormData = {
  datasource: '11__table',
  viz_type: 'world_map',
  entity: 'country',
  country_fieldtype: 'name',
  metric: 'sum_pop',
  secondary_metric: 'avg_life_expect',
  adhoc_filters: [
    {
      clause: 'WHERE',
      expressionType: 'SIMPLE',
      subject: 'year',
      operator: '==',
      comparator: 2005,
    },
  ],
  row_limit: 10,
  sort_by_metric: true,
  show_bubbles: true,
  max_bubble_size: '25',
  color_picker: { r: 0, g: 122, b: 135, a: 1 },
  color_by: 'metric',
  linear_color_scheme: 'superset_seq_1',
  color_scheme: 'supersetColors',
  y_axis_format: 'SMART_NUMBER',
};
