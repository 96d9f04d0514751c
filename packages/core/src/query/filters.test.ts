import { describe, expect, it } from 'vitest';
import { convertFilter } from './filters.js';
import type { SimpleAdhocFilter } from './types.js';

/** A filter saved with only its operator id, as old explore states hold them. */
const byId = (operatorId: string): SimpleAdhocFilter =>
  ({
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: 'region',
    operatorId,
    comparator: 'north',
  }) as unknown as SimpleAdhocFilter;

describe('convertFilter', () => {
  it.each([
    ['EQUALS', '=='],
    ['NOT_IN', 'NOT IN'],
    ['TEMPORAL_RANGE', 'TEMPORAL_RANGE'],
  ])('maps the operator id %s to %s', (id, op) => {
    expect(convertFilter(byId(id)).op).toBe(op);
  });

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])(
    'an operator id %s names no operator (not an inherited property of the map)',
    (id) => {
      expect(convertFilter(byId(id))).toEqual({ col: 'region', op: '', val: 'north' });
    },
  );
});
