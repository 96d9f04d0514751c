import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  anyJson,
  anyString,
  bodyValue,
  HOSTILE_STRINGS,
  mutate,
  prototypeKeys,
  risonText,
  schemaBody,
  sqlText,
  templateParams,
  timeGrain,
  timeRange,
  type FieldHints,
} from './fuzzValues.testkit.js';
import {
  MISSING_ID,
  MUTATING_METHODS,
  pathPlaceholders,
  queryPlaceholders,
  type ApiOperation,
} from './openApi.testkit.js';
import type { SecurityWorld, WorldObjects } from './securityWorld.testkit.js';
import { multipartBody, MULTIPART_BOUNDARY } from './validRequests.testkit.js';

/** Who sends a fuzzed request. */
export type FuzzCaller = 'Admin' | 'anonymous';

/** One generated request; prints short (huge strings cut) when fast-check reports it. */
export interface FuzzRequest {
  caller: FuzzCaller;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  [fc.toStringMethod](): string;
}

function cut(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;
}

function fuzzRequest(parts: Omit<FuzzRequest, typeof fc.toStringMethod>): FuzzRequest {
  return {
    ...parts,
    [fc.toStringMethod]: () =>
      JSON.stringify({
        caller: parts.caller,
        method: parts.method,
        url: cut(parts.url, 1000),
        headers: parts.headers,
        payload:
          parts.payload === undefined
            ? undefined
            : Buffer.isBuffer(parts.payload)
              ? `<${parts.payload.length} bytes: ${cut(parts.payload.toString('hex'), 80)}>`
              : cut(parts.payload, 3000),
      }),
  };
}

/** The inject options of a fuzzed request, with the caller's credentials. */
export function injectOptions(request: FuzzRequest, world: SecurityWorld): InjectOptions {
  return {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers: { ...world.as[request.caller], ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  };
}

/** A body given as exact bytes (broken JSON, deep nesting, invalid UTF-8), sent whatever the content type. */
interface RawBody {
  raw: string | Buffer;
}

function isRaw(value: unknown): value is RawBody {
  return typeof value === 'object' && value !== null && 'raw' in value && Object.keys(value).length === 1;
}

export const rawBody: fc.Arbitrary<RawBody> = fc
  .oneof(
    fc.constantFrom<string | Buffer>(
      '{',
      '{"a":',
      '{"a":1,"a":2}',
      '[',
      '1e999',
      '-0',
      'null',
      'true',
      '"\\ud800"',
      '\uFEFF{}',
      '{"__proto__":{"polluted":"yes"}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      '\u0000\u0000',
      Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x7d]),
      Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80]),
    ),
    fc.constantFrom(1_000, 100_000).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
    fc.constantFrom(1_000, 50_000).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
    fc.constant(`{"s":"${'x'.repeat(2_000_000)}"}`),
    anyString,
  )
  .map((raw) => ({ raw }));

/** Ids that exist or do not; never a small id on a mutating route, so the fuzz cannot edit the admin or the Admin role. */
function idValues(...real: number[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...real), weight: 8 },
    { arbitrary: fc.constantFrom(MISSING_ID, 0, -1, 2 ** 31, 2 ** 53 + 2, 1.5), weight: 1 },
    { arbitrary: fc.constantFrom('1', '', 'x', null), weight: 1 },
  );
}

const DATABASE_URIS = (dataDir: string): string[] => [
  'duckdb:///:memory:',
  'duckdb://',
  `duckdb:///${dataDir}/loupe.db`,
  `sqlite:///${dataDir}/loupe.db`,
  `duckdb:///${dataDir}/../x.duckdb`,
  'duckdb:////etc/passwd',
  'sqlite:////etc/passwd',
  'sqlite:///:memory:',
  'duckdb:///:memory:?enable_external_access=true',
  'duckdb:///:memory:?allowed_directories=/',
  'postgresql://u:p@127.0.0.1:1/x',
  'postgresql+psycopg2://u@127.0.0.1:1/x?sslmode=disable',
  'mysql://u:p@127.0.0.1:1/x',
  'mysql+pymysql://u@[::1]:1/x',
  'clickhouse://127.0.0.1:1/x',
  'bogus://x',
  'postgresql://',
  'postgresql://u:XXXXXXXXXX@127.0.0.1:1/x',
  '',
];

/** Field-name hints: the values each named field of a request body is drawn from. */
export function fieldHints(w: SecurityWorld): FieldHints {
  const o = w.objects;
  // Ids in body fields name the objects of the right kind (a database id where a database is meant).
  const databases = idValues(o.databaseId, o.spare.databaseId);
  const datasets = idValues(o.datasetId, o.spare.datasetId);
  const charts = idValues(o.chartId, o.spare.chartId);
  const tabs = idValues(o.tabId, o.spare.tabId);
  // Lists of ids name roles, users or pairs when the body is saved; small ids are real ones but only
  // spare objects are ever changed, so any is fine here.
  const idList = fc.array(fc.oneof(fc.integer({ min: 1, max: 40 }), idValues(MISSING_ID)), { maxLength: 3 });
  const smallString = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...HOSTILE_STRINGS));
  return {
    sql: sqlText,
    sqlExpression: sqlText,
    where: sqlText,
    having: sqlText,
    expression: sqlText,
    database_id: databases,
    db_id: databases,
    dbId: databases,
    database: fc.oneof({ arbitrary: databases, weight: 3 }, smallString),
    datasource_id: datasets,
    base_model_id: datasets,
    chart_id: charts,
    queryEditorId: tabs,
    schema: fc.oneof(
      { arbitrary: fc.constantFrom('main', null), weight: 4 },
      fc.constantFrom('other', 'information_schema'),
      smallString,
    ),
    catalog: fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, smallString),
    table_name: fc.oneof(
      { arbitrary: fc.constantFrom('sales', 'north_sales', 'notes'), weight: 3 },
      smallString,
    ),
    roles: idList,
    owners: idList,
    permissions: idList,
    permission_view_menu_ids: idList,
    dashboards: idList,
    templateParams,
    template_params: templateParams,
    time_range: timeRange,
    time_grain_sqla: timeGrain,
    sqlalchemy_uri: fc.oneof(fc.constantFrom(...DATABASE_URIS(w.t.dataDir)), anyString),
    host: fc.constantFrom('127.0.0.1', 'localhost', '', '::1', '0.0.0.0'),
    port: fc.oneof(fc.constantFrom(1, 0, -1, 65536, '1', 'x'), fc.integer({ min: 1, max: 65535 })),
    engine: fc.oneof(
      fc.constantFrom(
        'postgresql',
        'mysql',
        'sqlite',
        'duckdb',
        'clickhouse',
        'nope',
        '__proto__',
        'constructor',
      ),
      smallString,
    ),
    client_id: fc.oneof(
      fc.constantFrom(o.queryClientId, 'nosuch', '__proto__'),
      fc.string({ maxLength: 11 }),
    ),
    form_data: fc.oneof(
      formData(o).map((f) => JSON.stringify(f)),
      anyString,
    ),
    params: fc.oneof(
      formData(o).map((f) => JSON.stringify(f)),
      anyString,
    ),
    query_context: fc.oneof(
      chartDataBody(o).map((c) => JSON.stringify(c)),
      anyString,
    ),
    extra: fc.oneof(
      fc.constantFrom(
        '{}',
        '{"engine_params": {"connect_args": {"x": 1}}}',
        '{"__proto__": {"polluted": "yes"}}',
        '{',
      ),
      anyString,
    ),
  };
}

/** Mostly the sane value, now and then the odd one: requests must get past validation to reach the engine. */
function mostly<T, U>(sane: fc.Arbitrary<T>, odd: fc.Arbitrary<U>, ratio = 4): fc.Arbitrary<T | U> {
  return fc.oneof({ arbitrary: sane, weight: ratio }, { arbitrary: odd, weight: 1 });
}

const ODD_NAMES = fc.constantFrom('nope', '__proto__', 'constructor', 'toString', '"; DROP TABLE sales; --');
const column = mostly(fc.constantFrom('region', 'amount', 'sold_at', 'id', 'big', 'paid'), ODD_NAMES);

function adhocColumn(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: column, weight: 6 },
    {
      arbitrary: fc.record({
        columnType: fc.constant('BASE_AXIS'),
        sqlExpression: mostly(fc.constant('sold_at'), fc.constantFrom('region', 'nope')),
        label: fc.constantFrom('sold_at', '__timestamp'),
        timeGrain,
        expressionType: fc.constant('SQL'),
      }),
      weight: 2,
    },
    {
      arbitrary: fc.record({
        sqlExpression: sqlText,
        label: fc.string(),
        expressionType: fc.constant('SQL'),
      }),
      weight: 1,
    },
    { arbitrary: anyJson, weight: 1 },
  );
}

function metric(): fc.Arbitrary<unknown> {
  const simple = fc.record({
    expressionType: fc.constant('SIMPLE'),
    column: fc.record({ column_name: column }),
    aggregate: mostly(
      fc.constantFrom('SUM', 'AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN'),
      fc.constantFrom('toString', 'DROP', '__proto__'),
    ),
    label: fc.string({ maxLength: 12 }),
  });
  return fc.oneof(
    { arbitrary: fc.constant('count'), weight: 4 },
    { arbitrary: simple, weight: 4 },
    {
      arbitrary: fc.record({
        expressionType: fc.constant('SQL'),
        sqlExpression: sqlText,
        label: fc.string(),
      }),
      weight: 2,
    },
    { arbitrary: fc.oneof(ODD_NAMES, anyJson), weight: 1 },
  );
}

function filter(): fc.Arbitrary<unknown> {
  return fc.record(
    {
      col: mostly(column, adhocColumn()),
      op: mostly(
        fc.constantFrom(
          '==',
          '!=',
          'IN',
          'NOT IN',
          '>',
          '<=',
          'LIKE',
          'ILIKE',
          'IS NULL',
          'IS NOT NULL',
          'TEMPORAL_RANGE',
        ),
        fc.oneof(fc.constantFrom('toString', '__proto__', 'nope'), anyString),
      ),
      val: mostly(
        fc.constantFrom('north', 1, ['north', 'south'], 'No filter', '2024-01-01 : 2024-02-01'),
        fc.oneof(anyJson, timeRange),
      ),
    },
    { requiredKeys: ['col', 'op'] },
  );
}

/** The rarer query-object fields, each with anything in it. */
function wildQueryFields(): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    {
      orderby: fc.array(fc.tuple(metric(), fc.oneof(fc.boolean(), anyJson)), { maxLength: 2 }),
      row_offset: fc.oneof(fc.integer(), anyJson),
      granularity: fc.oneof(column, anyJson),
      is_timeseries: fc.oneof(fc.boolean(), anyJson),
      series_limit: fc.oneof(fc.integer(), anyJson),
      series_columns: fc.array(adhocColumn(), { maxLength: 2 }),
      time_offsets: fc.array(fc.oneof(fc.constantFrom('1 year ago', '1 week ago', 'garbage'), anyString), {
        maxLength: 2,
      }),
      post_processing: fc.array(
        fc.record({
          operation: fc.constantFrom(
            'pivot',
            'aggregate',
            'rolling',
            'cum',
            'sort',
            'rename',
            'flatten',
            'toString',
          ),
          options: anyJson,
        }),
        { maxLength: 2 },
      ),
      annotation_layers: fc.array(anyJson, { maxLength: 1 }),
      applied_time_extras: anyJson,
      extras: fc.record(
        { where: sqlText, having: sqlText, relative_start: anyString, time_grain_sqla: timeGrain },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  );
}

/** A chart-data query context on the fixture dataset (or a wrong one), as Superset's client sends it. */
export function chartDataBody(o: WorldObjects): fc.Arbitrary<Record<string, unknown>> {
  const sane = fc.record(
    {
      columns: fc.array(adhocColumn(), { maxLength: 2 }),
      metrics: fc.array(metric(), { minLength: 1, maxLength: 2 }),
      filters: fc.array(filter(), { maxLength: 2 }),
      extras: fc.record({ time_grain_sqla: timeGrain }, { requiredKeys: [] }),
      row_limit: mostly(
        fc.integer({ min: 1, max: 1000 }),
        fc.oneof(fc.constantFrom(0, -1, 1_000_000_000), anyJson),
      ),
      time_range: mostly(fc.constantFrom('No filter', 'Last year', '2024-01-01 : 2024-03-01'), timeRange),
    },
    { requiredKeys: ['columns', 'metrics'] },
  );
  const query = mostly(
    sane,
    fc.tuple(sane, wildQueryFields()).map(([a, b]) => ({ ...a, ...b })),
    2,
  );
  return fc.record(
    {
      datasource: mostly(
        fc.constant({ id: o.datasetId, type: 'table' }),
        fc.oneof(
          fc.record({
            id: fc.oneof(fc.integer(), anyJson),
            type: fc.oneof(fc.constantFrom('table', 'query'), anyString),
          }),
          anyJson,
        ),
        8,
      ),
      queries: fc.array(query, { minLength: 1, maxLength: 2 }),
      result_type: mostly(
        fc.constantFrom(
          'full',
          'results',
          'query',
          'samples',
          'columns',
          'timegrains',
          'drill_detail',
          'post_processed',
        ),
        anyString,
      ),
      result_format: mostly(fc.constantFrom('json', 'json', 'csv', 'xlsx'), anyString),
      force: mostly(fc.boolean(), anyJson),
      form_data: anyJson,
    },
    { requiredKeys: ['datasource', 'queries'] },
  );
}

/** Legacy form data (explore_json, the form-data cache): a viz on the fixture dataset. */
export function formData(o: WorldObjects): fc.Arbitrary<Record<string, unknown>> {
  const sane = fc.record(
    {
      viz_type: mostly(
        fc.constantFrom('table', 'pie', 'line', 'filter_box', 'big_number_total', 'echarts_timeseries_bar'),
        fc.constantFrom('toString', '__proto__', 'nope'),
      ),
      datasource: mostly(
        fc.constant(`${o.datasetId}__table`),
        fc.oneof(fc.constantFrom('1__query', '__', 'x__table'), anyString),
        8,
      ),
      metrics: fc.array(metric(), { minLength: 1, maxLength: 2 }),
      metric: metric(),
      groupby: fc.array(adhocColumn(), { maxLength: 2 }),
      time_grain_sqla: timeGrain,
      time_range: mostly(fc.constantFrom('No filter', 'Last year'), timeRange),
      granularity_sqla: mostly(fc.constant('sold_at'), column),
      row_limit: mostly(fc.integer({ min: 1, max: 1000 }), anyJson),
    },
    { requiredKeys: ['viz_type', 'datasource', 'metrics'] },
  );
  const wild = fc.record(
    {
      columns: fc.array(adhocColumn(), { maxLength: 2 }),
      adhoc_filters: fc.array(
        fc.record({
          expressionType: fc.constantFrom('SIMPLE', 'SQL'),
          clause: fc.constantFrom('WHERE', 'HAVING', 'toString'),
          subject: adhocColumn(),
          operator: fc.constantFrom('==', 'IN', 'TEMPORAL_RANGE', 'nope'),
          comparator: anyJson,
          sqlExpression: sqlText,
        }),
        { maxLength: 2 },
      ),
      extra_form_data: anyJson,
      url_params: anyJson,
      where: sqlText,
      having: sqlText,
    },
    { requiredKeys: [] },
  );
  return mostly(
    sane,
    fc.tuple(sane, wild).map(([a, b]) => ({ ...a, ...b })),
    2,
  );
}

/** Bodies for the routes whose OpenAPI entry has no request schema. */
function seededBody(op: ApiOperation, w: SecurityWorld): fc.Arbitrary<unknown> | undefined {
  const o = w.objects;
  const hints = fieldHints(w);
  const editor = fc.record(
    {
      name: anyString,
      dbId: hints.dbId!,
      schema: fc.oneof(fc.constant('main'), anyString),
      sql: sqlText,
      queryLimit: fc.oneof(fc.integer(), anyJson),
      templateParams,
      autorun: fc.oneof(fc.boolean(), anyJson),
      hideLeftBar: anyJson,
      remoteId: anyJson,
    },
    { requiredKeys: [] },
  );
  switch (op.key) {
    case 'POST /api/v1/chart/data':
      return chartDataBody(o);
    case 'POST /api/v1/chart/data/batch':
      return fc.record(
        {
          queries: fc.array(fc.record({ key: fc.oneof(fc.string(), anyJson), context: chartDataBody(o) }), {
            maxLength: 3,
          }),
        },
        { requiredKeys: [] },
      );
    case 'POST /superset/explore_json/':
    case 'POST /superset/explore_json/{datasource_type}/{datasource_id}/':
      return fc.record({ form_data: formData(o) }, { requiredKeys: [] });
    case 'POST /tabstateview/':
      return fc.record({ queryEditor: fc.oneof(editor, anyJson) }, { requiredKeys: [] });
    case 'PUT /tabstateview/{id}':
      return fc.record(
        {
          sql: sqlText,
          database_id: hints.database_id!,
          schema: anyString,
          label: anyString,
          query_limit: anyJson,
          template_params: templateParams,
          autorun: anyJson,
          latest_query_id: hints.client_id!,
          extra_json: anyJson,
          hide_left_bar: anyJson,
          saved_query_id: hints.db_id!,
        },
        { requiredKeys: [] },
      );
    case 'POST /tabstateview/{id}/migrate_query':
      return fc.record({ queryId: hints.client_id! }, { requiredKeys: [] });
    case 'POST /tableschemaview/':
      return fc.record(
        {
          table: fc.oneof(
            fc.record(
              {
                queryEditorId: fc.oneof(fc.constant(o.tabId), hints.queryEditorId!),
                dbId: hints.dbId!,
                schema: anyString,
                name: anyString,
                expanded: anyJson,
              },
              { requiredKeys: [] },
            ),
            anyJson,
          ),
        },
        { requiredKeys: [] },
      );
    case 'POST /tableschemaview/{id}/expanded':
      return fc.record({ expanded: anyJson }, { requiredKeys: [] });
    case 'POST /kv/store/':
      return fc.record({ data: fc.oneof(anyString, anyJson) }, { requiredKeys: [] });
    case 'POST /superset/log/':
      return fc.record(
        {
          events: fc.oneof(
            fc.array(
              fc.record(
                {
                  event_name: fc.oneof(fc.constantFrom('mount_dashboard', 'mount_explorer'), anyString),
                  source: fc.constantFrom('dashboard', 'explore', 'slice', 'toString'),
                  source_id: fc.oneof(fc.constant(o.chartId), anyJson),
                  duration: anyJson,
                  slice_id: anyJson,
                },
                { requiredKeys: [] },
              ),
              { maxLength: 3 },
            ),
            anyJson,
          ),
        },
        { requiredKeys: [] },
      );
    case 'POST /savedqueryviewapi/api/create':
      return fc.record(
        {
          db_id: hints.db_id!,
          label: anyString,
          schema: anyString,
          sql: sqlText,
          description: anyString,
          extra_json: anyJson,
          catalog: anyString,
        },
        { requiredKeys: [] },
      );
    default:
      return undefined;
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent, which throws on a lone surrogate: those travel as U+FFFD, as a browser sends them. */
export function encode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}

function encodeForm(value: unknown, jsonFields: boolean): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => {
      const text = jsonFields || typeof v !== 'string' ? JSON.stringify(v ?? null) : v;
      return `${encode(k)}=${encode(text)}`;
    })
    .join('&');
}

function jsonText(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value);
}

/** How a body travels: the content type, and the bytes for it. */
const ENCODINGS = [
  'json',
  'form',
  'form-json',
  'none',
  'text',
  'multipart-no-boundary',
  'multipart',
  'multipart-wrong-boundary',
  'xml',
  'json-utf16',
  'json-odd',
  'gzip-claim',
] as const;
type Encoding = (typeof ENCODINGS)[number];
/** JSON half the time, as real clients send it; every other way now and then. */
const encoding: fc.Arbitrary<Encoding> = fc.oneof(
  { arbitrary: fc.constant<Encoding>('json'), weight: 11 },
  { arbitrary: fc.constantFrom(...ENCODINGS), weight: 9 },
);

function encodeBody(value: unknown, encoding: Encoding): { payload: string | Buffer; contentType?: string } {
  if (isRaw(value)) {
    const types: Partial<Record<Encoding, string>> = {
      json: 'application/json',
      form: 'application/x-www-form-urlencoded',
    };
    return { payload: value.raw, contentType: types[encoding] ?? 'application/json' };
  }
  const fields =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v ?? null)]),
        )
      : { value: jsonText(value) };
  switch (encoding) {
    case 'json':
      return { payload: jsonText(value), contentType: 'application/json' };
    case 'form':
      return { payload: encodeForm(value, false), contentType: 'application/x-www-form-urlencoded' };
    case 'form-json':
      return { payload: encodeForm(value, true), contentType: 'application/x-www-form-urlencoded' };
    case 'none':
      return { payload: jsonText(value) };
    case 'text':
      return { payload: jsonText(value), contentType: 'text/plain' };
    case 'multipart-no-boundary':
      return { payload: multipartBody(fields), contentType: 'multipart/form-data' };
    case 'multipart':
      return {
        payload: multipartBody(fields, { name: 'x.csv', content: 'a,b\n1,2\n' }),
        contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
      };
    case 'multipart-wrong-boundary':
      return { payload: multipartBody(fields), contentType: 'multipart/form-data; boundary=other' };
    case 'xml':
      return { payload: `<a>${jsonText(value)}</a>`, contentType: 'application/xml' };
    case 'json-utf16':
      return {
        payload: Buffer.from(jsonText(value), 'utf16le'),
        contentType: 'application/json; charset=utf-16',
      };
    case 'json-odd':
      return { payload: jsonText(value), contentType: 'Application/JSON ; charset=ISO-8859-1' };
    case 'gzip-claim':
      return { payload: jsonText(value), contentType: 'application/gzip' };
  }
}

/** Upload forms: well-formed with odd fields and files, or broken multipart. */
function uploadBody(): fc.Arbitrary<{ payload: string | Buffer; contentType: string }> {
  const fields = fc.record(
    {
      type: fc.oneof(fc.constantFrom('csv', 'excel', 'columnar', 'toString'), anyString),
      table_name: fc.oneof(
        fc.constantFrom('suite_fuzz', 'sales', 'main.x', '"; DROP TABLE x; --'),
        anyString,
      ),
      schema: fc.oneof(fc.constantFrom('main', 'other', 'information_schema'), anyString),
      already_exists: fc.constantFrom('fail', 'replace', 'append', 'nope'),
      delimiter: fc.oneof(fc.constantFrom(',', ';', '\t', '', 'ab'), anyString),
      header_row: fc.oneof(fc.integer().map(String), anyString),
      skip_rows: fc.oneof(fc.integer().map(String), anyString),
      rows_to_read: fc.oneof(fc.integer().map(String), anyString),
      column_dates: anyString,
      column_data_types: fc.oneof(fc.constant('{"a": "INTEGER"}'), anyString),
      columns_read: anyString,
      null_values: anyString,
      decimal_character: anyString,
      index_column: anyString,
      sheet_name: anyString,
    },
    { requiredKeys: [] },
  );
  const file = fc.oneof(
    fc.constantFrom(
      'a,b\n1,x\n2,y\n',
      'a,b\n1\n1,2,3\n',
      '',
      '\u0000\u0001',
      'PK\u0003\u0004garbage',
      'a\n' + '1\n'.repeat(5000),
    ),
    anyString,
  );
  return fc.oneof(
    fc.tuple(fields, fc.option(file)).map(([f, content]) => ({
      payload: multipartBody(
        f as Record<string, string>,
        content === null ? undefined : { name: 'upload.csv', content },
      ),
      contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
    })),
    fc
      .tuple(
        fields,
        fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=x',
        ),
      )
      .map(([f, contentType]) => ({ payload: multipartBody(f as Record<string, string>), contentType })),
    fc
      .tuple(
        anyString,
        fc.constantFrom('multipart/form-data; boundary=' + MULTIPART_BOUNDARY, 'application/json'),
      )
      .map(([payload, contentType]) => ({ payload, contentType })),
  );
}

const ODD_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999',
  'NaN',
  'null',
  '%00',
  '%',
  '%zz',
  '%2e%2e',
  '..',
  '.',
  '%2F',
  'a'.repeat(300),
  '%F0%9F%98%80',
  '%C0%AE',
  '%FF',
  '__proto__',
  'constructor',
  'toString',
];

/** The value one time in `every` (default 8), else `otherwise`. */
function sometimes<T, U>(arb: fc.Arbitrary<T>, otherwise: U, every = 8): fc.Arbitrary<T | U> {
  return fc.oneof({ arbitrary: fc.constant(otherwise), weight: every - 1 }, { arbitrary: arb, weight: 1 });
}

/** Small positive integers name real users and roles (1 is the admin): never sent to a mutating route. */
function guardId(segment: string, mutating: boolean, allowed: string): string {
  if (!mutating || segment === allowed) return segment;
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return segment;
  }
  const n = Number(decoded.trim());
  return decoded.trim() !== '' && Number.isFinite(n) && n >= 1 && n < 1_000_000
    ? String(MISSING_ID)
    : segment;
}

function pathValue(valid: string, mutating: boolean): fc.Arbitrary<string> {
  return fc
    .oneof(
      { arbitrary: fc.constant(encode(valid)), weight: 12 },
      { arbitrary: fc.constantFrom(...ODD_SEGMENTS), weight: 2 },
      { arbitrary: fc.oneof(fc.string(), fc.string({ unit: 'binary' })).map(encode), weight: 1 },
      { arbitrary: fc.integer().map(String), weight: 1 },
    )
    .map((segment) => guardId(segment, mutating, encode(valid)));
}

function queryString(op: ApiOperation, w: SecurityWorld, mutating: boolean): fc.Arbitrary<string> {
  const valid = queryPlaceholders(op, w.objects);
  const bulkDelete = op.method === 'DELETE' && op.pathParams.length === 0;
  const ints = mutating
    ? fc.oneof(fc.constantFrom(...Object.values(w.objects.spare)), fc.integer({ min: 1_000_000 }))
    : fc.integer();
  const q = bulkDelete
    ? fc.oneof(
        fc.array(ints, { maxLength: 3 }).map((a) => `!(${a.join(',')})`),
        anyString,
        fc.constantFrom('!(', '(', "!('x')"),
      )
    : risonText(ints);
  const declared = op.queryParams.map((param) => {
    const values: fc.Arbitrary<string>[] = [param.name === 'q' ? q : anyString];
    if (valid[param.name] !== undefined) values.push(fc.constant(valid[param.name]!));
    if (param.name === 'form_data') values.push(formData(w.objects).map((f) => JSON.stringify(f)));
    return fc.option(
      fc.oneof(...values).map((v): [string, string] => [param.name, v]),
      { freq: 3 },
    );
  });
  const extras = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'q',
          '__proto__',
          'constructor',
          'form_data',
          'csv',
          'force',
          'format',
          'type',
          'tab_id',
          'page',
          'datasource_id',
          'slice_id',
          'q[]',
        ),
        fc.string({ maxLength: 6 }),
      ),
      fc.oneof(
        anyString,
        q,
        formData(w.objects).map((f) => JSON.stringify(f)),
      ),
    ),
    { minLength: 1, maxLength: 2 },
  );
  const raw = fc.constantFrom(
    '',
    '&',
    '=',
    '%',
    '%zz=1',
    'q=%',
    'q',
    '&&q=(',
    'a[b][c]=1',
    'q=' + '('.repeat(2000),
  );
  return fc
    .tuple(fc.tuple(...declared), sometimes(extras, []), sometimes(raw, null))
    .map(([pairs, more, rawTail]) => {
      const all = [...(pairs.filter(Boolean) as [string, string][]), ...more];
      const text = all.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
      return [text, rawTail ?? ''].filter(Boolean).join('&');
    });
}

function headerExtras(caller: FuzzCaller): fc.Arbitrary<Record<string, string>> {
  const printable = fc.string({ unit: 'grapheme-ascii', maxLength: 40 });
  return fc.record(
    {
      accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'text/csv', 'x/y;q=abc'),
      'x-csrftoken': printable,
      cookie: fc.oneof(
        printable.map((v) => `session=${v}`),
        fc.constant('session=; session=x'),
      ),
      'x-forwarded-for': fc.constantFrom('127.0.0.1', '::1', 'garbage', '1.1.1.1, 2.2.2.2'),
      ...(caller === 'anonymous'
        ? {
            authorization: fc.constantFrom(
              'Bearer',
              'Bearer ',
              'Bearer x.y.z',
              'Basic YWRtaW46YWRtaW4=',
              'bearer eyJhbGciOiJub25lIn0.e30.',
            ),
          }
        : {}),
    },
    { requiredKeys: [] },
  );
}

/** Requests for one operation: path parameters, query string, body, content type, headers, caller. */
export function operationRequests(op: ApiOperation, w: SecurityWorld): fc.Arbitrary<FuzzRequest> {
  const mutating = MUTATING_METHODS.has(op.method);
  const placeholders = pathPlaceholders(op, w.objects, { target: mutating ? 'spare' : 'existing' });
  const path = fc
    .tuple(...op.pathParams.map((param) => pathValue(placeholders[param]!, mutating)))
    .map((values) => {
      let i = 0;
      return op.path.replace(/\{[^}]+\}/g, () => values[i++]!);
    });
  const hints = fieldHints(w);
  const seeded = seededBody(op, w);
  const shaped = op.bodySchema
    ? schemaBody(op.bodySchema, hints)
    : seeded && fc.oneof({ arbitrary: seeded, weight: 2 }, seeded.chain(mutate));
  const bodies = fc.oneof(
    ...(shaped ? [{ arbitrary: shaped, weight: 20 }] : []),
    { arbitrary: bodyValue, weight: 1 },
    { arbitrary: prototypeKeys, weight: 1 },
    { arbitrary: rawBody, weight: 1 },
  );
  const body: fc.Arbitrary<{ payload: string | Buffer; contentType?: string } | null> = op.multipart
    ? fc.oneof(
        { arbitrary: uploadBody(), weight: 4 },
        fc.tuple(bodies, encoding).map(([v, e]) => encodeBody(v, e)),
      )
    : mutating
      ? fc.tuple(bodies, encoding).map(([v, e]) => encodeBody(v, e))
      : sometimes(
          fc.tuple(bodies, encoding).map(([v, e]) => encodeBody(v, e)),
          null,
        );
  const caller = fc.constantFrom<FuzzCaller>('Admin', 'Admin', 'Admin', 'anonymous');
  return fc.tuple(caller, path, queryString(op, w, mutating), body).chain(([who, urlPath, query, payload]) =>
    headerExtras(who).map((headers) =>
      fuzzRequest({
        caller: who,
        method: op.method,
        url: query ? `${urlPath}?${query}` : urlPath,
        headers: { ...headers, ...(payload?.contentType ? { 'content-type': payload.contentType } : {}) },
        ...(payload ? { payload: payload.payload } : {}),
      }),
    ),
  );
}

/** Paths the web app's catch-all route serves: its files, the SPA fallback, and things that are neither. */
export function webAppRequests(): fc.Arbitrary<FuzzRequest> {
  const segment = fc.oneof(
    fc.constantFrom(
      'assets',
      'app-1234.js',
      'index.html',
      'sqllab',
      ...ODD_SEGMENTS,
      'a'.repeat(300),
      'b'.repeat(5000),
    ),
    fc.oneof(fc.string(), fc.string({ unit: 'binary' })).map(encode),
  );
  const path = fc.oneof(
    fc.constantFrom(
      '/assets/%00',
      '/assets/app-1234.js',
      `/assets/${'a'.repeat(300)}`,
      `/${'a'.repeat(300)}`,
      '/%00',
      '/assets/..%2f..%2fetc%2fpasswd',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/',
      '/',
    ),
    fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
  );
  return fc
    .tuple(
      path,
      fc.constantFrom('text/html', '*/*', 'application/json'),
      fc.constantFrom<FuzzCaller>('Admin', 'anonymous'),
      fc.constantFrom('', 'bytes=0-1', 'bytes=5-1', 'bytes=x'),
    )
    .map(([url, accept, caller, range]) =>
      fuzzRequest({ caller, method: 'GET', url, headers: { accept, ...(range ? { range } : {}) } }),
    );
}

/** Any method on paths no route has, under the API prefix and elsewhere. */
export function unknownRouteRequests(): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
      fc.constantFrom('/api/v1/', '/api/', '/superset/', '/tabstateview/', '/kv/', '/api/v1/chart/1/'),
      fc.oneof(fc.constantFrom(...ODD_SEGMENTS), fc.string().map(encode)),
      fc.constantFrom<FuzzCaller>('Admin', 'anonymous'),
      fc.option(rawBody),
    )
    .map(([method, prefix, rest, caller, body]) =>
      fuzzRequest({
        caller,
        method,
        url: `${prefix}${rest}`,
        headers: body ? { 'content-type': 'application/json' } : {},
        ...(body && method !== 'GET' && method !== 'HEAD' ? { payload: body.raw } : {}),
      }),
    );
}

const STACK_TRACE = /\n\s+at \S.*:\d+:\d+|\bat (?:async )?[\w$.<>]+ \((?:file:|node:|\/)/;

/** What is wrong with an answer: a 5xx, a stack trace, a server path it did not get from the request, or a polluted prototype. */
export function answerProblem(
  request: FuzzRequest,
  res: LightMyRequestResponse,
  serverPaths: readonly string[],
): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${cut(res.body, 400)}`;
  if ((Object.prototype as Record<string, unknown>).polluted !== undefined)
    return 'Object.prototype was polluted';
  const type = String(res.headers['content-type'] ?? '');
  if (/zip|spreadsheet|octet-stream/.test(type)) return undefined;
  const body = res.body;
  if (STACK_TRACE.test(body)) return `stack trace in the body: ${cut(body, 400)}`;
  const sent = `${request.url} ${typeof request.payload === 'string' ? request.payload : ''}`;
  for (const path of serverPaths) {
    if (body.includes(path) && !sent.includes(path))
      return `server path ${path} in the body: ${cut(body, 400)}`;
  }
  return undefined;
}
