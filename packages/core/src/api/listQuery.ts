import rison from 'rison';
import { isRecord } from '../isRecord.js';

/** Superset/FAB filter operators accepted by the generic list API (contract §1). */
export const LIST_OPERATORS = [
  'eq',
  'neq',
  'ct',
  'nct',
  'sw',
  'nsw',
  'ew',
  'new',
  'gt',
  'lt',
  'in',
  'not_in',
  'rel_o_m',
  'nrel_o_m',
  'rel_m_m',
] as const;
export type ListOperator = (typeof LIST_OPERATORS)[number];

export interface ListFilter {
  col: string;
  opr: string;
  value: unknown;
}

export interface ListQuery {
  columns?: string[];
  keys?: string[];
  filters?: ListFilter[];
  order_column?: string;
  order_direction?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}

export interface RelatedQuery {
  filter?: string;
  page?: number;
  page_size?: number;
  include_ids?: number[];
}

export const DEFAULT_PAGE_SIZE = 20;
/** FAB_API_MAX_PAGE_SIZE: the cap Superset applies to every list page. */
export const MAX_PAGE_SIZE = 100;
export const NOT_A_VALID_RISON = 'Not a valid rison argument';

export class RisonError extends Error {
  constructor(message: string = NOT_A_VALID_RISON) {
    super(message);
    this.name = 'RisonError';
  }
}

interface RisonParser {
  parse(text: string): unknown;
  error(message: string): undefined;
  message: string | null;
}

type RisonParserClass = new (onError: (message: string) => void) => RisonParser;

/**
 * A parser that reports errors through its callback only: the stock one also prints every syntax
 * error to the console, which would put client mistakes into the server's output.
 */
function quietParser(): RisonParser {
  const Parser = (rison as unknown as { parser: RisonParserClass }).parser;
  const parser = new Parser((message) => {
    throw new RisonError(`${NOT_A_VALID_RISON}: ${message}`);
  });
  parser.error = function (this: RisonParser, message: string): undefined {
    this.message = message;
    return undefined;
  };
  return parser;
}

/**
 * Whether every object in a decoded value is a plain object. The rison parser builds objects by
 * assignment, so a `__proto__` key sets the object's prototype instead of a property: inherited
 * fields such as `page_size` would then be read as if sent, past the checks of own fields.
 */
function onlyPlainObjects(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(onlyPlainObjects);
  if (typeof value !== 'object' || value === null) return true;
  return Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(onlyPlainObjects);
}

/** Decodes a rison string; anything that does not parse raises RisonError with Superset's message. */
export function decodeRison(q: string | undefined): unknown {
  if (q === undefined || q === '') return undefined;
  let value: unknown;
  try {
    value = quietParser().parse(q);
  } catch {
    throw new RisonError();
  }
  if (!onlyPlainObjects(value)) throw new RisonError();
  return value;
}

export function encodeRison(value: unknown): string {
  return rison.encode(value);
}

function optionalInteger(v: unknown, name: string): number | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new RisonError(`${name} must be an integer`);
  return v;
}

function optionalStringList(v: unknown, name: string): string[] | undefined {
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) {
    throw new RisonError(`${name} must be a list of strings`);
  }
  return v as string[];
}

/** Parses and shape-checks the `q` of a list request. */
export function parseListQuery(q: string | undefined): ListQuery {
  const raw = decodeRison(q);
  if (raw === undefined) return {};
  if (!isRecord(raw)) throw new RisonError();
  const query: ListQuery = {};
  const columns = optionalStringList(raw.columns, 'columns');
  if (columns) query.columns = columns;
  const keys = optionalStringList(raw.keys, 'keys');
  if (keys) query.keys = keys;
  if (raw.filters !== undefined) {
    if (!Array.isArray(raw.filters)) throw new RisonError('filters must be a list');
    query.filters = raw.filters.map((f) => {
      if (!isRecord(f) || typeof f.col !== 'string' || typeof f.opr !== 'string' || !('value' in f)) {
        throw new RisonError('Each filter needs col, opr and value');
      }
      return { col: f.col, opr: f.opr, value: f.value };
    });
  }
  if (raw.order_column !== undefined) {
    if (typeof raw.order_column !== 'string') throw new RisonError('order_column must be a string');
    query.order_column = raw.order_column;
  }
  if (raw.order_direction !== undefined) {
    if (raw.order_direction !== 'asc' && raw.order_direction !== 'desc') {
      throw new RisonError('order_direction must be asc or desc');
    }
    query.order_direction = raw.order_direction;
  }
  const page = optionalInteger(raw.page, 'page');
  if (page !== undefined) query.page = page;
  const pageSize = optionalInteger(raw.page_size, 'page_size');
  if (pageSize !== undefined) query.page_size = pageSize;
  return query;
}

/** Parses the `q` of `related/<col>` and `distinct/<col>` requests. */
export function parseRelatedQuery(q: string | undefined): RelatedQuery {
  const raw = decodeRison(q);
  if (raw === undefined) return {};
  if (!isRecord(raw)) throw new RisonError();
  const query: RelatedQuery = {};
  if (raw.filter !== undefined) query.filter = String(raw.filter);
  const page = optionalInteger(raw.page, 'page');
  if (page !== undefined) query.page = page;
  const pageSize = optionalInteger(raw.page_size, 'page_size');
  if (pageSize !== undefined) query.page_size = pageSize;
  if (raw.include_ids !== undefined) {
    if (!Array.isArray(raw.include_ids) || raw.include_ids.some((x) => !Number.isInteger(x))) {
      throw new RisonError('include_ids must be a list of integers');
    }
    query.include_ids = raw.include_ids as number[];
  }
  return query;
}

/** Parses `q=!(1,2,3)` of a bulk delete. */
export function parseIdList(q: string | undefined): number[] {
  const raw = decodeRison(q);
  if (!Array.isArray(raw) || raw.length === 0 || raw.some((x) => !Number.isInteger(x))) {
    throw new RisonError();
  }
  return raw as number[];
}

/** Page bounds after Superset's defaults and cap; `maxPageSize` null means uncapped (`-1` = all). */
export function resolvePaging(
  query: Pick<ListQuery, 'page' | 'page_size'>,
  maxPageSize: number | null = MAX_PAGE_SIZE,
): { offset: number; limit: number | null } {
  const page = Math.max(0, query.page ?? 0);
  let size = query.page_size ?? DEFAULT_PAGE_SIZE;
  if (size < 0) size = maxPageSize ?? -1;
  if (maxPageSize !== null) size = Math.min(size, maxPageSize);
  if (size < 0) return { offset: 0, limit: null };
  return { offset: page * size, limit: size };
}
