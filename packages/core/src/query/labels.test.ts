import { describe, expect, it } from 'vitest';
import { parseDatasourceKey } from './datasourceKey.js';
import { isAdhocColumn, isQueryFormColumn } from './guards.js';
import { getColumnLabel, getMetricLabel } from './labels.js';
import { extractQueryFields } from './queryFields.js';
import type { AdhocMetric } from './types.js';

describe('getMetricLabel', () => {
  it.each<[string, string | AdhocMetric, string]>([
    ['a saved metric is its name', 'sum__num', 'sum__num'],
    [
      'a simple metric without label is AGG(column)',
      {
        expressionType: 'SIMPLE',
        aggregate: 'AVG',
        column: { id: 5, type: 'BIGINT', column_name: 'sum_girls' },
      },
      'AVG(sum_girls)',
    ],
    [
      'older form data spells the column in camel case',
      { expressionType: 'SIMPLE', aggregate: 'MAX', column: { columnName: 'num' } as never },
      'MAX(num)',
    ],
    [
      'a SQL metric without label is its expression',
      { expressionType: 'SQL', sqlExpression: 'COUNT(*)' },
      'COUNT(*)',
    ],
    [
      'a label wins',
      { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'Rows', hasCustomLabel: true },
      'Rows',
    ],
    [
      'an empty label does not count',
      { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'n' }, label: '' },
      'SUM(n)',
    ],
  ])('%s', (_name, metric, label) => {
    expect(getMetricLabel(metric)).toBe(label);
  });
});

describe('getColumnLabel', () => {
  it('gives the name, the label, else the SQL expression', () => {
    expect(getColumnLabel('gender')).toBe('gender');
    expect(getColumnLabel({ expressionType: 'SQL', sqlExpression: 'a + b', label: 'sum ab' })).toBe('sum ab');
    expect(getColumnLabel({ expressionType: 'SQL', sqlExpression: 'a + b' })).toBe('a + b');
  });
});

describe('column guards', () => {
  it('an adhoc column needs an SQL expression and a label and no other expression type', () => {
    expect(isAdhocColumn({ sqlExpression: 'a', label: 'a' })).toBe(true);
    expect(isAdhocColumn({ expressionType: 'SQL', sqlExpression: 'a', label: 'a' })).toBe(true);
    expect(isAdhocColumn({ expressionType: 'SQL', sqlExpression: 'a' })).toBe(false);
    expect(isAdhocColumn({ expressionType: 'SIMPLE', sqlExpression: 'a', label: 'a' })).toBe(false);
    expect(isQueryFormColumn('ds')).toBe(true);
    expect(isQueryFormColumn(null)).toBe(false);
  });
});

describe('extractQueryFields', () => {
  it('gives empty lists and no orderby for empty form data', () => {
    expect(extractQueryFields({})).toEqual({ columns: [], metrics: [], orderby: undefined });
  });

  it('takes single values as one-item lists and parses a JSON orderby', () => {
    expect(extractQueryFields({ metric: 'my_metric', columns: 'abc', orderby: '["ccc",true]' })).toEqual({
      metrics: ['my_metric'],
      columns: ['abc'],
      orderby: [['ccc', true]],
    });
  });

  it('merges a custom groupby alias into columns and ignores null values', () => {
    expect(
      extractQueryFields(
        { groupby: 'col_1', series: 'col_2', metric: 'metric_1', columns: null },
        { series: 'groupby' },
      ),
    ).toEqual({ columns: ['col_1', 'col_2'], metrics: ['metric_1'], orderby: undefined });
  });

  it('keeps the first of metrics with the same label', () => {
    const metric: AdhocMetric = {
      expressionType: 'SIMPLE',
      aggregate: 'SUM',
      column: { column_name: 'num' },
    };
    expect(extractQueryFields({ metrics: ['col_1', { ...metric }, { ...metric }] }).metrics).toEqual([
      'col_1',
      metric,
    ]);
  });
});

describe('parseDatasourceKey', () => {
  it('reads id and type', () => {
    expect(parseDatasourceKey('12__table')).toEqual({ id: 12, type: 'table' });
    expect(parseDatasourceKey('7__saved_query')).toEqual({ id: 7, type: 'saved_query' });
    expect(parseDatasourceKey('7__druid')).toEqual({ id: 7, type: 'table' });
  });
});
