import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  NOT_A_VALID_RISON,
  parseIdList,
  parseListQuery,
  parseRelatedQuery,
  resolvePaging,
  RisonError,
  decodeRison,
  type ListQuery,
} from './listQuery.js';

/** The error a parser raised, so tests can check its class and text together. */
function errorOf(parse: () => unknown): unknown {
  try {
    parse();
  } catch (error) {
    return error;
  }
  throw new Error('expected the parser to throw');
}

describe('parseListQuery', () => {
  it('parses the full q of contract §1', () => {
    const q =
      '(filters:!((col:slice_name,opr:ct,value:foo)),order_column:changed_on_delta_humanized,' +
      'order_direction:desc,page:0,page_size:25)';
    expect(parseListQuery(q)).toEqual<ListQuery>({
      filters: [{ col: 'slice_name', opr: 'ct', value: 'foo' }],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it.each<[string, string | undefined, ListQuery]>([
    ['absent', undefined, {}],
    ['empty', '', {}],
    ['empty object', '()', {}],
    ['dotted columns', '(columns:!(id,owners.id))', { columns: ['id', 'owners.id'] }],
    ['keys', '(keys:!(none))', { keys: ['none'] }],
    [
      'asc order',
      '(order_column:name,order_direction:asc)',
      { order_column: 'name', order_direction: 'asc' },
    ],
    [
      'boolean filter value',
      '(filters:!((col:active,opr:eq,value:!t)))',
      { filters: [{ col: 'active', opr: 'eq', value: true }] },
    ],
    [
      'null filter value',
      '(filters:!((col:a,opr:eq,value:!n)))',
      { filters: [{ col: 'a', opr: 'eq', value: null }] },
    ],
    [
      'list filter value',
      '(filters:!((col:roles,opr:rel_m_m,value:!(1,2))))',
      { filters: [{ col: 'roles', opr: 'rel_m_m', value: [1, 2] }] },
    ],
    [
      'quoted text value',
      "(filters:!((col:name,opr:sw,value:'a b%')))",
      { filters: [{ col: 'name', opr: 'sw', value: 'a b%' }] },
    ],
    [
      'two filters keep order',
      '(filters:!((col:a,opr:eq,value:1),(col:b,opr:ct,value:x)))',
      {
        filters: [
          { col: 'a', opr: 'eq', value: 1 },
          { col: 'b', opr: 'ct', value: 'x' },
        ],
      },
    ],
    ['page_size -1', '(page_size:-1)', { page_size: -1 }],
    ['unknown keys are ignored', '(foo:bar,page:2)', { page: 2 }],
  ])('%s', (_name, q, expected) => {
    expect(parseListQuery(q)).toEqual(expected);
  });

  it.each([['(a:'], ["(a:'x"], ['(a b)'], ['(a:1))'], ['!(1,2)'], ['abc'], ['42'], ['!n']])(
    'rejects %s as not valid rison',
    (q) => {
      const error = errorOf(() => parseListQuery(q));
      expect(error).toBeInstanceOf(RisonError);
      expect((error as RisonError).message).toBe(NOT_A_VALID_RISON);
      expect(NOT_A_VALID_RISON).toBe('Not a valid rison argument');
    },
  );

  it.each([
    ['page as text', "(page:'1')", 'page must be an integer'],
    ['fractional page', '(page:1.5)', 'page must be an integer'],
    ['page_size as text', "(page_size:'20')", 'page_size must be an integer'],
    ['columns not a list', '(columns:id)', 'columns must be a list of strings'],
    ['columns of numbers', '(columns:!(1,2))', 'columns must be a list of strings'],
    ['keys not a list', '(keys:permissions)', 'keys must be a list of strings'],
    ['filters not a list', '(filters:(col:a,opr:eq,value:1))', 'filters must be a list'],
    ['filter without value', '(filters:!((col:a,opr:eq)))', 'Each filter needs col, opr and value'],
    ['filter without col', '(filters:!((opr:eq,value:1)))', 'Each filter needs col, opr and value'],
    ['filter with numeric opr', '(filters:!((col:a,opr:1,value:1)))', 'Each filter needs col, opr and value'],
    ['filter not an object', '(filters:!(a))', 'Each filter needs col, opr and value'],
    ['numeric order_column', '(order_column:1)', 'order_column must be a string'],
    ['bad order_direction', '(order_direction:up)', 'order_direction must be asc or desc'],
    ['upper-case order_direction', '(order_direction:DESC)', 'order_direction must be asc or desc'],
  ])('rejects %s', (_name, q, message) => {
    const error = errorOf(() => parseListQuery(q));
    expect(error).toBeInstanceOf(RisonError);
    expect((error as RisonError).message).toBe(message);
  });
});

describe('parseRelatedQuery', () => {
  it.each([
    ['absent', undefined, {}],
    ['empty', '', {}],
    ['everything', "(filter:'ad',page:1,page_size:5)", { filter: 'ad', page: 1, page_size: 5 }],
    ['numeric filter becomes text', '(filter:12)', { filter: '12' }],
    ['include_ids', '(include_ids:!(3,4))', { include_ids: [3, 4] }],
    ['empty include_ids', '(include_ids:!())', { include_ids: [] }],
  ])('%s', (_name, q, expected) => {
    expect(parseRelatedQuery(q)).toEqual(expected);
  });

  it.each([
    ['bad rison', '(filter:', NOT_A_VALID_RISON],
    ['a list', '!(1)', NOT_A_VALID_RISON],
    ['include_ids of text', '(include_ids:!(a))', 'include_ids must be a list of integers'],
    ['include_ids not a list', '(include_ids:3)', 'include_ids must be a list of integers'],
    ['page as text', "(page:'x')", 'page must be an integer'],
    ['fractional page_size', '(page_size:2.5)', 'page_size must be an integer'],
  ])('rejects %s', (_name, q, message) => {
    const error = errorOf(() => parseRelatedQuery(q));
    expect(error).toBeInstanceOf(RisonError);
    expect((error as RisonError).message).toBe(message);
  });
});

describe('parseIdList', () => {
  it.each([
    ['!(1,2)', [1, 2]],
    ['!(7)', [7]],
    ['!(3,3)', [3, 3]],
  ])('parses %s', (q, ids) => {
    expect(parseIdList(q)).toEqual(ids);
  });

  it.each([[undefined], [''], ['!()'], ['!(a)'], ['!(1.5)'], ["!('1')"], ['(a:1)'], ['1'], ['!(1,']])(
    'rejects %s',
    (q) => {
      const error = errorOf(() => parseIdList(q));
      expect(error).toBeInstanceOf(RisonError);
      expect((error as RisonError).message).toBe(NOT_A_VALID_RISON);
    },
  );
});

describe('resolvePaging', () => {
  it('uses Superset defaults', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(MAX_PAGE_SIZE).toBe(100);
  });

  it.each<
    [
      string,
      { page?: number; page_size?: number },
      number | null | undefined,
      { offset: number; limit: number | null },
    ]
  >([
    ['defaults to page 0 of 20', {}, undefined, { offset: 0, limit: 20 }],
    ['page 2 of the default size', { page: 2 }, undefined, { offset: 40, limit: 20 }],
    ['explicit size', { page: 3, page_size: 25 }, undefined, { offset: 75, limit: 25 }],
    ['size capped at 100', { page_size: 1000 }, undefined, { offset: 0, limit: 100 }],
    ['offset uses the capped size', { page: 2, page_size: 1000 }, undefined, { offset: 200, limit: 100 }],
    ['-1 capped when there is a cap', { page_size: -1 }, undefined, { offset: 0, limit: 100 }],
    ['a smaller cap', { page_size: 50 }, 10, { offset: 0, limit: 10 }],
    ['negative page counts as 0', { page: -3, page_size: 10 }, undefined, { offset: 0, limit: 10 }],
    ['zero page size', { page_size: 0 }, undefined, { offset: 0, limit: 0 }],
    ['uncapped keeps a large size', { page_size: 1000 }, null, { offset: 0, limit: 1000 }],
    ['uncapped -1 returns everything', { page_size: -1 }, null, { offset: 0, limit: null }],
    ['uncapped -1 ignores the page', { page: 4, page_size: -1 }, null, { offset: 0, limit: null }],
    ['uncapped default is still 20', {}, null, { offset: 0, limit: 20 }],
  ])('%s', (_name, query, cap, expected) => {
    expect(cap === undefined ? resolvePaging(query) : resolvePaging(query, cap)).toEqual(expected);
  });
});

describe('decodeRison output', () => {
  it('does not print parse errors to the console', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(() => decodeRison('(a:')).toThrow(RisonError);
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });
});
