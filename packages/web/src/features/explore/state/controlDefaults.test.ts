import type { QueryFormData } from '@loupe/core';
import { describe, expect, it } from 'vitest';
import {
  createMockColumn,
  createMockDataset,
  createMockDatasourceData,
} from '../../../testing/dataFactories';
import { controlPanel as piePanel } from '../../../viz/pie/controlPanel';
import { controlPanel as tablePanel } from '../../../viz/table/controlPanel';
import { withControlDefaults } from './controlDefaults';

const datasource = createMockDatasourceData(
  createMockDataset({
    columns: [
      createMockColumn({ id: 1, column_name: 'origin' }),
      createMockColumn({ id: 2, column_name: 'date', is_dttm: true }),
    ],
  }),
);

describe('withControlDefaults', () => {
  it('fills the defaults of controls the form data does not hold, keeping the values it does', () => {
    const formData: QueryFormData = {
      datasource: '7__table',
      viz_type: 'pie',
      metric: 'count',
      row_limit: 25,
    };
    const filled = withControlDefaults(piePanel, formData, datasource);
    expect(filled).toMatchObject({ metric: 'count', row_limit: 25, sort_by_metric: true, show_legend: true });
    expect(formData).not.toHaveProperty('sort_by_metric');
  });

  it('returns the same form data when nothing is missing', () => {
    const once = withControlDefaults(piePanel, { datasource: '7__table', viz_type: 'pie' }, datasource);
    expect(withControlDefaults(piePanel, once, datasource)).toBe(once);
  });

  it('tells the table which dimensions are dates (Superset’s hidden temporal_columns_lookup)', () => {
    const filled = withControlDefaults(tablePanel, { datasource: '7__table', viz_type: 'table' }, datasource);
    expect(filled.temporal_columns_lookup).toEqual({ origin: false, date: true });
  });

  it("starts a new chart with a 'No filter' time range on the dataset's main temporal column", () => {
    const withMain = createMockDatasourceData(
      createMockDataset({
        main_dttm_col: 'date',
        columns: [createMockColumn({ id: 2, column_name: 'date', is_dttm: true })],
      }),
    );
    const fresh = withControlDefaults(piePanel, { datasource: '7__table', viz_type: 'pie' }, withMain);
    expect(fresh.adhoc_filters).toEqual([
      {
        expressionType: 'SIMPLE',
        subject: 'date',
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
        clause: 'WHERE',
      },
    ]);
    // A chart saved with its filters keeps them as they are.
    const saved = withControlDefaults(
      piePanel,
      { datasource: '7__table', viz_type: 'pie', adhoc_filters: [] },
      withMain,
    );
    expect(saved.adhoc_filters).toEqual([]);
  });
});
