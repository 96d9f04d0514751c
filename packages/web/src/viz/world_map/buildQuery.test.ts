import { describe, expect, it } from 'vitest';
import buildQuery from './buildQuery';
import { GAPMINDER_POPULATION } from './testing/formData';

const BASE_QUERY = {
  filters: [{ col: 'year', op: '==', val: 2005 }],
  extras: { having: '', where: '' },
  applied_time_extras: {},
  annotation_layers: [],
  row_limit: 10,
  series_limit: 0,
  order_desc: true,
  url_params: {},
  custom_params: {},
  custom_form_data: {},
};

describe('world_map buildQuery', () => {
  it('groups by the country column with the colour and bubble metrics, largest colour metric first', () => {
    const context = buildQuery(GAPMINDER_POPULATION);
    expect(context.datasource).toEqual({ id: 11, type: 'table' });
    expect(context.queries).toEqual([
      {
        ...BASE_QUERY,
        columns: ['country'],
        metrics: ['sum_pop', 'avg_life_expect'],
        orderby: [['sum_pop', false]],
      },
    ]);
  });

  it('asks for a bubble metric that is the colour metric once, and keeps the row order without sort_by_metric', () => {
    const context = buildQuery({
      ...GAPMINDER_POPULATION,
      secondary_metric: 'sum_pop',
      sort_by_metric: false,
    });
    expect(context.queries).toEqual([{ ...BASE_QUERY, columns: ['country'], metrics: ['sum_pop'] }]);
  });

  it('takes ad-hoc metrics and no bubble metric (Superset defaults: cca2, no secondary metric)', () => {
    const metric = {
      expressionType: 'SIMPLE',
      column: { column_name: 'pop' },
      aggregate: 'MAX',
      label: 'MAX(pop)',
    } as const;
    const context = buildQuery({
      datasource: '11__table',
      viz_type: 'world_map',
      entity: 'country',
      metric,
      adhoc_filters: [],
      row_limit: 10000,
    });
    expect(context.queries).toEqual([
      {
        ...BASE_QUERY,
        filters: [],
        row_limit: 10000,
        columns: ['country'],
        metrics: [metric],
      },
    ]);
  });
});
