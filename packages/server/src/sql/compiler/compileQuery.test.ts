import type { QueryObject, QueryObjectFilterClause } from '@loupe/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { compileQuery } from './compileQuery.js';
import { ENGINES, plainRows, salesDataset, type EngineUnderTest } from './compileQuery.testkit.js';
import { QueryObjectValidationError, SUBQUERY_MESSAGE } from './errors.js';
import type { CompileQueryInput, CompilerDataset, TimeBounds } from './types.js';

const X_AXIS_MONTH = {
  expressionType: 'SQL' as const,
  sqlExpression: 'sold_at',
  label: 'sold_at',
  columnType: 'BASE_AXIS' as const,
  timeGrain: 'P1M',
};

describe.each(Object.keys(ENGINES))('compileQuery on %s', (engine) => {
  let db: EngineUnderTest;
  beforeAll(async () => {
    db = await ENGINES[engine]!();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  async function run(
    query: QueryObject,
    options: Partial<Omit<CompileQueryInput, 'query' | 'spec'>> & { dataset?: CompilerDataset } = {},
  ): Promise<Record<string, unknown>[]> {
    const compiled = await compileQuery({ dataset: salesDataset(db.spec), ...options, query, spec: db.spec });
    const result = await db.connection.execute(compiled.sql);
    expect(result.columns.map((c) => c.name)).toEqual(compiled.columnNames);
    // Renamed by position to the labels, as the chart data API does.
    const renamed = result.rows.map((row) =>
      Object.fromEntries(compiled.columnNames.map((name, i) => [compiled.labels[i]!, row[name]])),
    );
    return plainRows(renamed);
  }

  async function ids(
    filters: QueryObjectFilterClause[],
    timeRanges?: Record<string, TimeBounds>,
  ): Promise<number[]> {
    const rows = await run({ columns: ['id'], filters, orderby: [['id', true]] }, { timeRanges });
    return rows.map((r) => r.id as number);
  }

  it('groups saved metrics by a column, ordered by a metric', async () => {
    const rows = await run({ columns: ['region'], metrics: ['count', 'total'], orderby: [['total', false]] });
    expect(rows).toEqual([
      { region: 'south', count: 1, total: 20 },
      { region: 'north', count: 2, total: 15.75 },
      { region: 'east', count: 1, total: 7 },
      { region: null, count: 1, total: 1 },
    ]);
  });

  it('filters on a saved metric in HAVING and orders by a metric that is not selected', async () => {
    const rows = await run({
      columns: ['region'],
      metrics: ['count'],
      filters: [{ col: 'total', op: '>', val: 10 }],
      orderby: [['total', true]],
    });
    expect(rows).toEqual([
      { region: 'north', count: 2 },
      { region: 'south', count: 1 },
    ]);
  });

  it('selects labels holding every quote character as they are', async () => {
    const label = 'it\'s `odd` "label" [x]';
    const rows = await run({ metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label }] });
    expect(rows).toEqual([{ [label]: 5 }]);
  });

  it('selects labels longer than the engine keeps under distinct aliases', async () => {
    const long = 'a metric label that goes on and on well past sixty-four characters, ';
    const metrics = [
      { expressionType: 'SQL' as const, sqlExpression: 'COUNT(*)', label: `${long}counting` },
      { expressionType: 'SQL' as const, sqlExpression: 'SUM(amount)', label: `${long}summing` },
    ];
    const region = { expressionType: 'SQL' as const, sqlExpression: 'region', label: `${long}region` };
    const rows = await run({
      columns: [region],
      series_columns: [region],
      series_limit: 1,
      metrics,
      orderby: [[metrics[1]!, false]],
    });
    // The top series by the first metric (the count): north.
    expect(rows).toEqual([{ [`${long}region`]: 'north', [`${long}counting`]: 2, [`${long}summing`]: 15.75 }]);
  });

  it('computes adhoc SIMPLE and SQL metrics over adhoc and calculated columns', async () => {
    const rows = await run({
      columns: ['region_upper', { expressionType: 'SQL', sqlExpression: 'amount > 6', label: 'big' }],
      metrics: [
        { expressionType: 'SIMPLE', column: { column_name: 'note' }, aggregate: 'COUNT_DISTINCT' },
        { expressionType: 'SIMPLE', column: { column_name: 'amount' }, aggregate: 'MAX', label: 'top' },
        { expressionType: 'SQL', sqlExpression: 'SUM(amount) * 2', label: 'double "total"' },
      ],
      filters: [{ col: 'region', op: 'IS NOT NULL' }],
      orderby: [
        ['region_upper', true],
        ['big', true],
      ],
    });
    expect(rows.map((r) => ({ ...r, big: Boolean(r.big) }))).toEqual([
      { region_upper: 'EAST', big: true, 'COUNT_DISTINCT(note)': 1, top: 7, 'double "total"': 14 },
      { region_upper: 'NORTH', big: false, 'COUNT_DISTINCT(note)': 1, top: 5.25, 'double "total"': 10.5 },
      { region_upper: 'NORTH', big: true, 'COUNT_DISTINCT(note)': 1, top: 10.5, 'double "total"': 21 },
      { region_upper: 'SOUTH', big: true, 'COUNT_DISTINCT(note)': 1, top: 20, 'double "total"': 40 },
    ]);
  });

  it('truncates the x-axis to a month through the engine time grain', async () => {
    const rows = await run({ columns: [X_AXIS_MONTH], metrics: ['count'], orderby: [[X_AXIS_MONTH, true]] });
    expect(rows).toEqual([
      { sold_at: '2024-01-01 00:00:00', count: 2 },
      { sold_at: '2024-02-01 00:00:00', count: 2 },
      { sold_at: '2024-03-01 00:00:00', count: 1 },
    ]);
  });

  it('puts the legacy __timestamp first with the granularity bounds', async () => {
    const rows = await run(
      {
        granularity: 'sold_at',
        is_timeseries: true,
        extras: { time_grain_sqla: 'P1M' },
        metrics: ['total'],
        orderby: [['total', true]],
      },
      { granularityBounds: { since: '2024-01-02T00:00:00', until: null } },
    );
    expect(rows).toEqual([
      { __timestamp: '2024-02-01 00:00:00', total: 6.25 },
      { __timestamp: '2024-03-01 00:00:00', total: 7 },
      { __timestamp: '2024-01-01 00:00:00', total: 20 },
    ]);
  });

  it('applies every comparison operator with values normalized for the column', async () => {
    expect(await ids([{ col: 'region', op: '==', val: 'north' }])).toEqual([1, 3]);
    expect(await ids([{ col: 'region', op: '!=', val: 'north' }])).toEqual([2, 5]);
    expect(await ids([{ col: 'region', op: '==', val: null }])).toEqual([4]);
    expect(await ids([{ col: 'region', op: '==', val: '<NULL>' }])).toEqual([4]);
    expect(await ids([{ col: 'amount', op: '>', val: 5.25 }])).toEqual([1, 2, 5]);
    expect(await ids([{ col: 'amount', op: '<', val: 5.25 }])).toEqual([4]);
    expect(await ids([{ col: 'amount', op: '>=', val: '7' }])).toEqual([1, 2, 5]);
    expect(await ids([{ col: 'amount', op: '<=', val: -1 }])).toEqual([]);
    expect(await ids([{ col: 'amount', op: '<=', val: 5.25 }])).toEqual([3, 4]);
    expect(await ids([{ col: 'paid', op: '==', val: true }])).toEqual([1, 3]);
  });

  it('matches LIKE, NOT LIKE and ILIKE (emulated where the engine has none)', async () => {
    expect(await ids([{ col: 'note', op: 'LIKE', val: '%s' }])).toEqual([1]);
    expect(await ids([{ col: 'note', op: 'NOT LIKE', val: '%s' }])).toEqual([2, 3, 5]);
    expect(await ids([{ col: 'region', op: 'ILIKE', val: 'NORTH' }])).toEqual([1, 3]);
    expect(await ids([{ col: 'note', op: 'ILIKE', val: 'nor%' }])).toEqual([3]);
    expect(await ids([{ col: 'amount', op: 'LIKE', val: '2%' }])).toEqual([2]);
  });

  it('applies IN and NOT IN with NULL like Superset and refuses an empty list', async () => {
    expect(await ids([{ col: 'region', op: 'IN', val: ['north', 'east'] }])).toEqual([1, 3, 5]);
    // Operators are case-insensitive on the wire.
    expect(await ids([{ col: 'region', op: 'in' as 'IN', val: ['south', null] }])).toEqual([2, 4]);
    expect(await ids([{ col: 'region', op: 'NOT IN', val: ['north'] }])).toEqual([2, 5]);
    expect(await ids([{ col: 'region', op: 'NOT IN', val: ['north', null] }])).toEqual([2, 5]);
    expect(await ids([{ col: 'amount', op: 'IN', val: ['7', 20] }])).toEqual([2, 5]);
    await expect(ids([{ col: 'region', op: 'IN', val: [] }])).rejects.toThrow(
      'Filter value list cannot be empty',
    );
  });

  it('applies IS NULL, IS NOT NULL, IS TRUE and IS FALSE', async () => {
    expect(await ids([{ col: 'region', op: 'IS NULL' }])).toEqual([4]);
    expect(await ids([{ col: 'region', op: 'IS NOT NULL' }])).toEqual([1, 2, 3, 5]);
    expect(await ids([{ col: 'paid', op: 'IS TRUE' }])).toEqual([1, 3]);
    expect(await ids([{ col: 'paid', op: 'IS FALSE' }])).toEqual([2, 5]);
  });

  it('applies TEMPORAL_RANGE with the bounds the caller evaluated (since inclusive, until exclusive)', async () => {
    const ranges = { 'Last month': { since: '2024-01-02T11:00:00', until: '2024-02-03T09:30:00' } };
    expect(await ids([{ col: 'sold_at', op: 'TEMPORAL_RANGE', val: 'Last month' }], ranges)).toEqual([2, 3]);
    const open = { 'No filter': { since: null, until: null } };
    expect(await ids([{ col: 'sold_at', op: 'TEMPORAL_RANGE', val: 'No filter' }], open)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    // Epoch milliseconds on a time column compare as datetimes.
    const jan2 = Date.UTC(2024, 0, 2, 11);
    expect(await ids([{ col: 'sold_at', op: '==', val: jan2 }])).toEqual([2]);
  });

  it('filters and truncates a time column stored as epoch seconds (python_date_format)', async () => {
    const ranges = { Feb: { since: '2024-02-01T00:00:00', until: '2024-03-01T00:00:00' } };
    expect(await ids([{ col: 'sold_epoch', op: 'TEMPORAL_RANGE', val: 'Feb' }], ranges)).toEqual([3, 4]);
    const axis = { ...X_AXIS_MONTH, sqlExpression: 'sold_epoch', label: 'month' };
    const rows = await run({ columns: [axis], metrics: ['count'], orderby: [[axis, true]] });
    expect(rows).toEqual([
      { month: '2024-01-01 00:00:00', count: 2 },
      { month: '2024-02-01 00:00:00', count: 2 },
      { month: '2024-03-01 00:00:00', count: 1 },
    ]);
  });

  it('renders quotes and backslashes in values as data, never as SQL', async () => {
    expect(await ids([{ col: 'note', op: '==', val: "it's" }])).toEqual([1]);
    expect(await ids([{ col: 'note', op: '==', val: 'back\\slash' }])).toEqual([2]);
    expect(await ids([{ col: 'note', op: 'IN', val: ["x\\' OR 1=1 -- ", "\\'", '\\', "'"] }])).toEqual([]);
    expect(await ids([{ col: 'note', op: 'LIKE', val: "%\\' OR '1'='1" }])).toEqual([]);
  });

  it('round-trips literals exactly through the engine', async () => {
    const values = [
      "it's",
      'back\\slash',
      "\\'",
      'a\\nb',
      "'; -- x",
      '%_!',
      'ünïcødé ✓',
      '',
      -1.5,
      0,
      1e21,
      true,
      null,
    ];
    for (const value of values) {
      const result = await db.connection.execute(
        `SELECT ${db.spec.literal(value)} AS ${db.spec.quoteIdentifier('v')}`,
      );
      const got = result.rows[0]!.v;
      if (typeof value === 'boolean') expect(Boolean(Number(got)) || got === true, String(value)).toBe(value);
      else if (typeof value === 'number') expect(Number(got), String(value)).toBe(value);
      else expect(got, String(value)).toBe(value);
    }
    expect(() => db.spec.literal('a\0b')).toThrow(RangeError);
    expect(() => db.spec.literal(Number.NaN)).toThrow(RangeError);
  });

  it('filters on calculated columns and verbose names, and rejects unknown filter columns', async () => {
    expect(await ids([{ col: 'region_upper', op: '==', val: 'NORTH' }])).toEqual([1, 3]);
    const compiled = await compileQuery({
      query: {
        columns: ['id'],
        filters: [
          { col: 'nope', op: '==', val: 1 },
          { col: 'region', op: 'IS NULL' },
        ],
      },
      dataset: salesDataset(db.spec),
      spec: db.spec,
    });
    expect(compiled.rejectedFilterColumns).toEqual(['nope']);
    expect(compiled.appliedFilterColumns).toEqual(['region']);
  });

  it('ANDs extras.where, extras.having and the fetch values predicate', async () => {
    const rows = await run(
      {
        columns: ['region'],
        metrics: ['total'],
        extras: { where: 'amount > 1 -- comment stays inside', having: 'SUM(amount) > 10' },
        apply_fetch_values_predicate: true,
        orderby: [['region', true]],
      },
      { dataset: salesDataset(db.spec, { fetch_values_predicate: "region <> 'south'" }) },
    );
    expect(rows).toEqual([{ region: 'north', total: 15.75 }]);
  });

  it('keeps the top series by the series limit metric', async () => {
    const query: QueryObject = {
      columns: [X_AXIS_MONTH, 'region'],
      series_columns: ['region'],
      metrics: ['total'],
      series_limit: 2,
      series_limit_metric: 'total',
      orderby: [
        [X_AXIS_MONTH, true],
        ['region', true],
      ],
    };
    expect(await run(query)).toEqual([
      { sold_at: '2024-01-01 00:00:00', region: 'north', total: 10.5 },
      { sold_at: '2024-01-01 00:00:00', region: 'south', total: 20 },
      { sold_at: '2024-02-01 00:00:00', region: 'north', total: 5.25 },
    ]);
    expect(await run({ ...query, series_limit: 1, series_limit_metric: 'count' })).toEqual([
      { sold_at: '2024-01-01 00:00:00', region: 'north', total: 10.5 },
      { sold_at: '2024-02-01 00:00:00', region: 'north', total: 5.25 },
    ]);
    // Sorted here: MySQL collations order 'Others' and 'north' case-insensitively.
    const others = (await run({ ...query, group_others_when_limit_reached: true })).sort((a, b) =>
      JSON.stringify([a.sold_at, a.region]) < JSON.stringify([b.sold_at, b.region]) ? -1 : 1,
    );
    expect(others).toEqual([
      { sold_at: '2024-01-01 00:00:00', region: 'north', total: 10.5 },
      { sold_at: '2024-01-01 00:00:00', region: 'south', total: 20 },
      { sold_at: '2024-02-01 00:00:00', region: 'Others', total: 1 },
      { sold_at: '2024-02-01 00:00:00', region: 'north', total: 5.25 },
      { sold_at: '2024-03-01 00:00:00', region: 'Others', total: 7 },
    ]);
  });

  it('applies row limit and offset, and counts rows', async () => {
    const rows = await run({ columns: ['id'], orderby: [['id', true]], row_limit: 2, row_offset: 1 });
    expect(rows.map((r) => r.id)).toEqual([2, 3]);
    expect(await run({ columns: ['region'], metrics: ['count'], is_rowcount: true })).toEqual([
      { rowcount: 4 },
    ]);
    await expect(run({ columns: ['id'], row_limit: 1.5 })).rejects.toThrow(
      'row_limit must be a non-negative integer',
    );
    await expect(run({ columns: ['id'], row_offset: -1 })).rejects.toThrow(QueryObjectValidationError);
  });

  it('reads a virtual dataset as a subquery with its template parameters', async () => {
    const q = (name: string): string => db.spec.quoteIdentifier(name);
    const dataset = salesDataset(db.spec, {
      sql: `SELECT * FROM ${q('sales')} WHERE ${q('region')} = '{{ region }}';`,
      template_params: '{"region": "north"}',
    });
    expect(await run({ metrics: ['count', 'total'] }, { dataset })).toEqual([{ count: 2, total: 15.75 }]);
    await expect(
      run({ metrics: ['count'] }, { dataset: { ...dataset, template_params: null } }),
    ).rejects.toThrow(
      /^Error while rendering virtual dataset query: The following parameters in your query are undefined: "region"/,
    );
    const two = { ...dataset, sql: `SELECT 1 AS ${q('id')}; SELECT 2 AS ${q('id')}` };
    await expect(run({ columns: ['id'] }, { dataset: two })).rejects.toThrow(
      'Virtual dataset query cannot consist of multiple statements',
    );
    const write = { ...dataset, sql: `DELETE FROM ${q('sales')}` };
    await expect(run({ columns: ['id'] }, { dataset: write })).rejects.toThrow(
      'Virtual dataset query must be read-only',
    );
  });

  it('names unknown columns and metrics, and refuses unsafe SQL fragments with a 400', async () => {
    await expect(run({ columns: ['nope', 'region'], metrics: ['count'] })).rejects.toThrow(
      "Columns missing in dataset: ['nope']",
    );
    await expect(run({ columns: ['region'], metrics: ['nope'] })).rejects.toThrow(
      "Metric 'nope' does not exist",
    );
    const subquery = run({
      metrics: [{ expressionType: 'SQL', sqlExpression: '(SELECT COUNT(*) FROM sales)', label: 'x' }],
    });
    await expect(subquery).rejects.toThrow(SUBQUERY_MESSAGE);
    const error = await run({ columns: ['id'], extras: { where: '1 = 1; DROP TABLE sales' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(QueryObjectValidationError);
    expect((error as QueryObjectValidationError).statusCode).toBe(400);
    await expect(run({ columns: ['id'], extras: { where: '1 = 1) OR (1 = 1' } })).rejects.toThrow(
      'Invalid SQL clause: 1 = 1) OR (1 = 1',
    );
    await expect(run({ columns: ['id'], filters: [{ col: 'id', op: 'REGEX', val: '1' }] })).rejects.toThrow(
      'Invalid filter operation type: REGEX',
    );
    await expect(run({})).rejects.toThrow('Empty query?');
    await expect(run({ columns: ['id'], orderby: [['nope', true]] })).rejects.toThrow(
      'Unknown column used in orderby: nope',
    );
    // The table still has its rows.
    expect(await run({ metrics: ['count'] })).toEqual([{ count: 5 }]);
  });
});
