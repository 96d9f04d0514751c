import { describe, expect, it } from 'vitest';
import { CellAggregate, fractionOf, naturalCompare } from './aggregators';
import { axisItems, buildPivot, headerCell, METRIC_KEY, unpivot, VALUE_KEY } from './pivot';

const ROWS = [
  { region: 'East', city: 'Boston', year: 2020, sales: 10, units: 1 },
  { region: 'East', city: 'Boston', year: 2021, sales: 30, units: 3 },
  { region: 'East', city: 'Albany', year: 2020, sales: 5, units: null },
  { region: 'West', city: 'Seattle', year: 2021, sales: 40, units: 4 },
];

describe('unpivot', () => {
  it('makes one record per row and metric, leaving out null values', () => {
    const records = unpivot(ROWS, ['sales', 'units']);
    expect(records).toHaveLength(7);
    expect(records[0]).toMatchObject({ region: 'East', [METRIC_KEY]: 'sales', [VALUE_KEY]: 10 });
    expect(records.filter((record) => record.city === 'Albany').map((record) => record[METRIC_KEY])).toEqual([
      'sales',
    ]);
  });
});

describe('aggregators', () => {
  it('reduces a cell with each of Superset aggregation functions', () => {
    const cell = new CellAggregate();
    [4, 1, 3, 1, 6].forEach((value) => cell.push(value));
    expect(cell.value('Count')).toBe(5);
    expect(cell.value('Count Unique Values')).toBe(4);
    expect(cell.value('List Unique Values')).toBe('1, 3, 4, 6');
    expect(cell.value('Sum')).toBe(15);
    expect(cell.value('Average')).toBe(3);
    expect(cell.value('Median')).toBe(3);
    expect(cell.value('Sample Variance')).toBe(4.5);
    expect(cell.value('Sample Standard Deviation')).toBeCloseTo(Math.sqrt(4.5));
    expect(cell.value('Minimum')).toBe(1);
    expect(cell.value('Maximum')).toBe(6);
    expect(cell.value('First')).toBe(1);
    expect(cell.value('Last')).toBe(6);
    expect(new CellAggregate().value('Average')).toBeNull();
  });

  it('names the fraction aggregations and orders keys naturally', () => {
    expect(fractionOf('Sum as Fraction of Rows')).toEqual({ of: 'Sum', base: 'row' });
    expect(fractionOf('Count as Fraction of Columns')).toEqual({ of: 'Count', base: 'col' });
    expect(fractionOf('Sum')).toBeNull();
    expect(['b10', 'b9', 2, 'a', null, 10].sort(naturalCompare)).toEqual([2, 10, 'a', 'b9', 'b10', null]);
  });
});

describe('buildPivot', () => {
  const records = unpivot(ROWS, ['sales', 'units']);
  const pivot = buildPivot({
    records,
    rowAttrs: ['region', 'city'],
    colAttrs: [METRIC_KEY, 'year'],
    aggregateFunction: 'Sum',
    metricOrder: ['sales', 'units'],
  });

  it('sorts keys by key with the metric level in the chart metric order', () => {
    expect(pivot.rowKeys).toEqual([
      ['East', 'Albany'],
      ['East', 'Boston'],
      ['West', 'Seattle'],
    ]);
    expect(pivot.colKeys).toEqual([
      ['sales', 2020],
      ['sales', 2021],
      ['units', 2020],
      ['units', 2021],
    ]);
  });

  it('aggregates cells, subtotals and totals by path prefixes', () => {
    expect(pivot.value(['East', 'Boston'], ['sales', 2021])).toBe(30);
    expect(pivot.value(['East'], ['sales', 2020])).toBe(15);
    expect(pivot.value(['East'], ['sales'])).toBe(45);
    expect(pivot.value([], ['units'])).toBe(8);
    expect(pivot.value(['West', 'Seattle'], ['sales', 2020])).toBeNull();
    expect(pivot.value([], [])).toBe(93);
  });

  it('computes fractions of the total, the row and the column', () => {
    const options = { records, rowAttrs: ['region'], colAttrs: ['year'] } as const;
    const ofTotal = buildPivot({ ...options, aggregateFunction: 'Sum as Fraction of Total' });
    expect(ofTotal.value(['West'], [2021])).toBeCloseTo(44 / 93);
    const ofRows = buildPivot({ ...options, aggregateFunction: 'Sum as Fraction of Rows' });
    expect(ofRows.value(['East'], [2020])).toBeCloseTo(16 / 49);
    const ofCols = buildPivot({ ...options, aggregateFunction: 'Count as Fraction of Columns' });
    expect(ofCols.value(['East'], [2021])).toBeCloseTo(2 / 4);
  });

  it('sorts by value level by level, keeping groups together, and reverses for z-a', () => {
    const byValue = buildPivot({
      records: unpivot(ROWS, ['sales']),
      rowAttrs: ['region', 'city'],
      colAttrs: [],
      aggregateFunction: 'Sum',
      rowOrder: 'value_z_to_a',
    });
    // East (45) before West (40)? Descending: East 45, West 40; inside East, Boston 40 before Albany 5.
    expect(byValue.rowKeys).toEqual([
      ['East', 'Boston'],
      ['East', 'Albany'],
      ['West', 'Seattle'],
    ]);
    const byKeyDesc = buildPivot({
      records: unpivot(ROWS, ['sales']),
      rowAttrs: ['region', 'city'],
      colAttrs: [],
      aggregateFunction: 'Sum',
      rowOrder: 'key_z_to_a',
    });
    expect(byKeyDesc.rowKeys.map((key) => key.join('/'))).toEqual([
      'West/Seattle',
      'East/Boston',
      'East/Albany',
    ]);
  });
});

describe('axis layout', () => {
  const keys = [
    ['East', 'Albany'],
    ['East', 'Boston'],
    ['West', 'Seattle'],
  ];

  it('puts each group subtotal after (or before) its members', () => {
    expect(axisItems(keys, 2, true, false)).toEqual([
      { path: ['East', 'Albany'], subtotal: false },
      { path: ['East', 'Boston'], subtotal: false },
      { path: ['East'], subtotal: true },
      { path: ['West', 'Seattle'], subtotal: false },
      { path: ['West'], subtotal: true },
    ]);
    expect(axisItems(keys, 2, true, true).map((item) => item.subtotal)).toEqual([
      true,
      false,
      false,
      true,
      false,
    ]);
    expect(axisItems(keys, 2, false, false)).toHaveLength(3);
  });

  it('spans header cells over their group, subtotal labels over the levels below', () => {
    const items = axisItems(keys, 2, true, false);
    expect(headerCell(items, 0, 0, 2)).toEqual({ kind: 'value', value: 'East', span: 3, level: 0 });
    expect(headerCell(items, 1, 0, 2)).toEqual({ kind: 'covered' });
    expect(headerCell(items, 1, 1, 2)).toEqual({ kind: 'value', value: 'Boston', span: 1, level: 1 });
    expect(headerCell(items, 2, 1, 2)).toEqual({ kind: 'subtotal', crossSpan: 1, level: 1 });
    expect(headerCell(items, 3, 0, 2)).toEqual({ kind: 'value', value: 'West', span: 2, level: 0 });
  });
});
