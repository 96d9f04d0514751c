import type { QueryContext, QueryObject, ResultFormat, ResultType } from '@loupe/core';
import { BadRequestError } from '../../errors.js';

export const RESULT_TYPES: readonly ResultType[] = [
  'columns',
  'full',
  'query',
  'results',
  'samples',
  'timegrains',
  'post_processed',
  'drill_detail',
];
export const RESULT_FORMATS: readonly ResultFormat[] = ['csv', 'json', 'xlsx'];
const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view', 'sl_table'];

type Messages = { [field: string]: string[] | Messages };

/** Python's repr of marshmallow's error dict, as Superset puts it into 'Request is incorrect: ...'. */
export function pyRepr(value: unknown): string {
  if (typeof value === 'string') {
    const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
    const body = value.replaceAll('\\', '\\\\').replaceAll('\n', '\\n');
    return quote + (quote === "'" ? body.replaceAll("'", "\\'") : body) + quote;
  }
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      // marshmallow keys a list's errors by the item's integer index.
      .map(([k, v]) => `${/^\d+$/.test(k) ? k : pyRepr(k)}: ${pyRepr(v)}`)
      .join(', ')}}`;
  }
  return String(value);
}

/** Superset's chart-data schema failure: 400 'Request is incorrect: <marshmallow messages>'. */
export class RequestIncorrectError extends BadRequestError {
  constructor(messages: Messages) {
    super(`Request is incorrect: ${pyRepr(messages)}`);
  }
}

const MISSING = 'Missing data for required field.';
const oneOf = (choices: readonly string[]): string => `Must be one of: ${choices.join(', ')}.`;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Python's truthiness, which Superset's renaming of deprecated fields tests the old value with. */
function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (isObject(value)) return Object.keys(value).length > 0;
  return Boolean(value);
}

/**
 * Superset's QueryObject renames deprecated keys on load (`_rename_deprecated_fields`, contract §2):
 * a non-empty old value replaces the new field whatever it holds (so `columns: []` with
 * `groupby: [...]`, as older plugins send, groups by the groupby), and an empty one is dropped.
 */
function normalizeQuery(raw: Record<string, unknown>): QueryObject {
  const query: Record<string, unknown> = { ...raw };
  const rename = (from: string, to: string): void => {
    if (!(from in query)) return;
    if (truthy(query[from])) query[to] = query[from];
    delete query[from];
  };
  rename('groupby', 'columns');
  rename('granularity_sqla', 'granularity');
  rename('timeseries_limit', 'series_limit');
  rename('timeseries_limit_metric', 'series_limit_metric');
  for (const field of ['row_limit', 'row_offset', 'series_limit']) {
    if (field in query) query[field] = asInteger(query[field]);
  }
  const extras = isObject(query.extras) ? { ...query.extras } : {};
  // `_move_deprecated_extra_fields`: a non-empty top-level where/having replaces the extras' one.
  for (const key of ['where', 'having'] as const) {
    if (!(key in query)) continue;
    if (typeof query[key] === 'string' && truthy(query[key])) extras[key] = query[key];
    delete query[key];
  }
  query.extras = extras;
  return query as QueryObject;
}

function integerOrNull(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'number' && Number.isInteger(value));
}

/** marshmallow's non-strict Integer also takes a string of digits. */
function asInteger(value: unknown): unknown {
  return typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
}

/** Validates a chart-data body as Superset's ChartDataQueryContextSchema does (the parts Loupe reads). */
export function parseQueryContext(body: unknown): QueryContext {
  if (!isObject(body)) throw new RequestIncorrectError({ _schema: ['Invalid input type.'] });
  const errors: Messages = {};
  const { datasource, queries } = body;
  if (datasource === undefined || datasource === null) errors.datasource = [MISSING];
  else if (!isObject(datasource)) errors.datasource = { _schema: ['Invalid input type.'] };
  else {
    const ds: Messages = {};
    if (datasource.id === undefined || datasource.id === null) ds.id = [MISSING];
    else if (!Number.isInteger(Number(datasource.id))) ds.id = ['Not a valid integer.'];
    if (datasource.type === undefined || datasource.type === null) ds.type = [MISSING];
    else if (!DATASOURCE_TYPES.includes(String(datasource.type))) ds.type = [oneOf(DATASOURCE_TYPES)];
    if (Object.keys(ds).length > 0) errors.datasource = ds;
  }
  if (queries === undefined || queries === null) errors.queries = [MISSING];
  else if (!Array.isArray(queries)) errors.queries = ['Not a valid list.'];
  else {
    const perQuery: Messages = {};
    queries.forEach((q, i) => {
      if (!isObject(q)) perQuery[String(i)] = { _schema: ['Invalid input type.'] };
      else {
        const bad: Messages = {};
        for (const field of ['row_limit', 'row_offset', 'series_limit']) {
          const value = asInteger(q[field]);
          if (!integerOrNull(value)) bad[field] = ['Not a valid integer.'];
          else if (typeof value === 'number' && value < 0 && field !== 'series_limit')
            bad[field] = ['Must be greater than or equal to 0.'];
        }
        // Each metric and column is a name or an adhoc object; null and other values are refused here
        // rather than failing deep in the compiler.
        for (const field of ['metrics', 'columns', 'groupby']) {
          const list = q[field];
          if (list === undefined || list === null) continue;
          if (!Array.isArray(list)) {
            bad[field] = ['Not a valid list.'];
            continue;
          }
          const items: Messages = {};
          list.forEach((item: unknown, j) => {
            if (item === null) items[String(j)] = ['Field may not be null.'];
            else if (typeof item !== 'string' && !isObject(item))
              items[String(j)] = ['Not a valid string or object.'];
          });
          if (Object.keys(items).length > 0) bad[field] = items;
        }
        if (Object.keys(bad).length > 0) perQuery[String(i)] = bad;
      }
    });
    if (Object.keys(perQuery).length > 0) errors.queries = perQuery;
  }
  const resultType = body.result_type ?? 'full';
  if (!RESULT_TYPES.includes(resultType as ResultType)) errors.result_type = [oneOf(RESULT_TYPES)];
  const resultFormat = body.result_format ?? 'json';
  if (!RESULT_FORMATS.includes(resultFormat as ResultFormat)) errors.result_format = [oneOf(RESULT_FORMATS)];
  if (body.force !== undefined && body.force !== null && typeof body.force !== 'boolean')
    errors.force = ['Not a valid boolean.'];
  if (!integerOrNull(body.custom_cache_timeout)) errors.custom_cache_timeout = ['Not a valid integer.'];
  // The checks above found datasource an object and queries a list of objects.
  if (Object.keys(errors).length > 0 || !isObject(datasource) || !Array.isArray(queries))
    throw new RequestIncorrectError(errors);
  const rawQueries: unknown[] = queries;
  return {
    datasource: { id: Number(datasource.id), type: datasource.type as QueryContext['datasource']['type'] },
    force: body.force === true,
    queries: rawQueries.filter(isObject).map(normalizeQuery),
    form_data: isObject(body.form_data) ? (body.form_data as QueryContext['form_data']) : undefined,
    result_type: resultType as ResultType,
    result_format: resultFormat as ResultFormat,
    custom_cache_timeout: (body.custom_cache_timeout as number | null | undefined) ?? undefined,
  };
}
