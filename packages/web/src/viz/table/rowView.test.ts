import { describe, expect, it } from 'vitest';
import { chartPropsOf } from '../distribution/testing/fixtures';
import rawAnswer from './fixtures/raw.json';
import {
  moveColumn,
  nextSort,
  orderColumns,
  pageCount,
  pageRows,
  pageSizeChoices,
  searchRows,
  sortRows,
} from './rowView';
import { RAW } from './testing/formData';
import transformProps from './transformProps';

const { rows, columns } = transformProps(
  chartPropsOf({ ...RAW, table_timestamp_format: '%Y-%m-%d' }, rawAnswer),
);

describe('table row view', () => {
  it('searches the raw and the formatted text of every column, case-insensitively', () => {
    expect(searchRows(rows, columns, 'hnl').map((row) => row.origin)).toEqual(Array(6).fill('HNL'));
    // 993644040000 formats as 2001-06-27: found by its shown date.
    expect(searchRows(rows, columns, '2001-06-27').map((row) => row.delay)).toEqual([-36, 19]);
    expect(searchRows(rows, columns, '  ')).toHaveLength(12);
  });

  it('sorts numbers numerically both ways, stable, with missing values last', () => {
    const delays = (desc: boolean) => sortRows(rows, { key: 'delay', desc }).map((row) => row.delay);
    expect(delays(false)).toEqual([-44, -37, -36, -8, -7, -1, 4, 8, 11, 18, 19, 29]);
    expect(delays(true)).toEqual([29, 19, 18, 11, 8, 4, -1, -7, -8, -36, -37, -44]);
    const withNull = [{ v: 2 }, { v: null }, { v: 1 }];
    expect(sortRows(withNull, { key: 'v', desc: true }).map((row) => row.v)).toEqual([2, 1, null]);
    expect(sortRows(withNull, { key: 'v', desc: false }).map((row) => row.v)).toEqual([1, 2, null]);
    expect(sortRows(withNull, null)).toEqual(withNull);
  });

  it('cycles header sorting: text ascending first, metrics descending first, then flipped, then off', () => {
    const origin = columns.find((column) => column.key === 'origin')!;
    expect(nextSort(null, origin)).toEqual({ key: 'origin', desc: false });
    expect(nextSort({ key: 'origin', desc: false }, origin)).toEqual({ key: 'origin', desc: true });
    expect(nextSort({ key: 'origin', desc: true }, origin)).toBeNull();
    const metric = { ...origin, key: 'count', isMetric: true };
    expect(nextSort({ key: 'origin', desc: false }, metric)).toEqual({ key: 'count', desc: true });
  });

  it('pages rows, clamping a page past the end; page size 0 shows every row', () => {
    expect(pageCount(12, 5)).toBe(3);
    expect(pageCount(0, 5)).toBe(1);
    expect(pageRows(rows, 2, 5).map((row) => row.delay)).toEqual([-36, 19]);
    expect(pageRows(rows, 9, 5)).toEqual(pageRows(rows, 2, 5));
    expect(pageRows(rows, 0, 0)).toHaveLength(12);
    expect(pageSizeChoices(25)).toEqual([10, 20, 25, 50, 100, 200]);
  });

  it('rearranges columns: a dropped header takes the place of the one it is dropped on', () => {
    const keys = (list: readonly { key: string }[]) => list.map((column) => column.key);
    expect(moveColumn(columns, 'delay', 'origin')).toEqual(['date', 'delay', 'origin', 'distance']);
    expect(moveColumn(columns, 'date', 'delay')).toEqual(['origin', 'distance', 'delay', 'date']);
    expect(keys(orderColumns(columns, ['delay', 'date']))).toEqual(['delay', 'date', 'origin', 'distance']);
    expect(keys(orderColumns(columns, null))).toEqual(['date', 'origin', 'distance', 'delay']);
  });
});
