/**
 * What SQL Lab's address asks to open, read as Superset's SQL Lab reads it. One request per visit;
 * the first of these parameters wins: `id` (a `/kv/` share key), `savedQueryId`, `queryId` (a past
 * run's client id), `datasourceKey` (`<dataset id>__table`, with an optional `sql`), `sql` (with
 * `dbid` or `dbname`, `schema`, `name` or `title`, `autorun`: Explore's "View in SQL Lab"), `new`.
 */
export type UrlTabRequest =
  | { kind: 'permalink'; key: string }
  | { kind: 'shared'; key: string }
  | { kind: 'saved'; id: number }
  | { kind: 'past'; clientId: string }
  | { kind: 'dataset'; datasetId: number; sql: string | null }
  | {
      kind: 'sql';
      sql: string;
      dbId: number | null;
      dbName: string | null;
      schema: string | null;
      name: string | null;
      autorun: boolean;
    }
  | { kind: 'new' }
  | { kind: 'invalid'; what: 'query' | 'dataset' };

/** The URL parameters a request is read from; all of them are dropped once it is handled. */
export const TAB_REQUEST_PARAMS = [
  'id',
  'savedQueryId',
  'queryId',
  'datasourceKey',
  'sql',
  'dbid',
  'dbname',
  'catalog',
  'schema',
  'name',
  'title',
  'autorun',
  'new',
] as const;

function positiveInt(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}

function nonEmpty(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value === null || value === '' ? null : value;
}

/** `permalinkKey` is the `<key>` of a `/sqllab/p/<key>` address, which wins over any parameter. */
export function readUrlTabRequest(params: URLSearchParams, permalinkKey?: string): UrlTabRequest | null {
  if (permalinkKey) return { kind: 'permalink', key: permalinkKey };
  const key = nonEmpty(params, 'id');
  if (key !== null) return { kind: 'shared', key };
  const savedQueryId = nonEmpty(params, 'savedQueryId');
  if (savedQueryId !== null) {
    const id = positiveInt(savedQueryId);
    return id === null ? { kind: 'invalid', what: 'query' } : { kind: 'saved', id };
  }
  const clientId = nonEmpty(params, 'queryId');
  if (clientId !== null) return { kind: 'past', clientId };
  const sql = nonEmpty(params, 'sql');
  const datasourceKey = nonEmpty(params, 'datasourceKey');
  if (datasourceKey !== null) {
    // Superset's key is `<id>__<type>`; only tables (datasets) open in SQL Lab.
    const datasetId = positiveInt(datasourceKey.split('__')[0] ?? null);
    return datasetId === null ? { kind: 'invalid', what: 'dataset' } : { kind: 'dataset', datasetId, sql };
  }
  if (sql !== null) {
    return {
      kind: 'sql',
      sql,
      dbId: positiveInt(params.get('dbid')),
      dbName: nonEmpty(params, 'dbname'),
      schema: nonEmpty(params, 'schema'),
      name: nonEmpty(params, 'name') ?? nonEmpty(params, 'title'),
      autorun: params.get('autorun') === 'true',
    };
  }
  return params.get('new') === 'true' ? { kind: 'new' } : null;
}
