import { describe, expect, it } from 'vitest';
import { buildListQuery, hasActiveFilters } from './buildListQuery';
import type { ListFilterDef } from './types';

const FILTERS: ListFilterDef[] = [
  { kind: 'search', id: 'q', column: 'username', label: 'User name' },
  { kind: 'search', id: 'mail', column: 'email', label: 'Email', operator: 'sw' },
  { kind: 'related', id: 'roles', column: 'roles', label: 'Roles', operator: 'rel_m_m' },
  { kind: 'select', id: 'active', column: 'active', label: 'Active', operator: 'eq', options: [] },
];

describe('buildListQuery', () => {
  it.each([
    {
      name: 'paging only',
      state: { page: 0, pageSize: 25, values: {} },
      expected: { page: 0, page_size: 25 },
    },
    {
      name: 'sort',
      state: { page: 2, pageSize: 25, values: {}, sort: { column: 'email', direction: 'desc' as const } },
      expected: { page: 2, page_size: 25, order_column: 'email', order_direction: 'desc' },
    },
    {
      name: 'search defaults to ct and is trimmed; blank search is dropped',
      state: { page: 0, pageSize: 25, values: { q: '  bob ', mail: '   ' } },
      expected: { page: 0, page_size: 25, filters: [{ col: 'username', opr: 'ct', value: 'bob' }] },
    },
    {
      name: 'operators of each kind, false kept as a value',
      state: { page: 0, pageSize: 10, values: { mail: 'ann', roles: 3, active: false } },
      expected: {
        page: 0,
        page_size: 10,
        filters: [
          { col: 'email', opr: 'sw', value: 'ann' },
          { col: 'roles', opr: 'rel_m_m', value: 3 },
          { col: 'active', opr: 'eq', value: false },
        ],
      },
    },
  ])('$name', ({ state, expected }) => {
    expect(buildListQuery({ filters: FILTERS, ...state })).toEqual(expected);
  });
});

describe('hasActiveFilters', () => {
  it.each([
    [{}, false],
    [{ q: '' }, false],
    [{ q: undefined }, false],
    [{ q: 'x' }, true],
    [{ active: false }, true],
  ])('%j → %s', (values, expected) => {
    expect(hasActiveFilters(values)).toBe(expected);
  });
});
