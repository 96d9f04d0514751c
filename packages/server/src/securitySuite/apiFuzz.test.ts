import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerProblem,
  injectOptions,
  operationRequests,
  unknownRouteRequests,
  webAppRequests,
  type FuzzRequest,
} from './fuzzRequests.testkit.js';
import { readOperations, type ApiOperation } from './openApi.testkit.js';
import { ROUTE_ACCESS } from './accessTable.testkit.js';
import { createSecurityWorld, type SecurityWorld } from './securityWorld.testkit.js';
import { MULTIPART_BOUNDARY } from './validRequests.testkit.js';

/**
 * A bounded property-based fuzz of every OpenAPI route (and the web app's catch-all), as Admin and
 * as nobody, against a real DuckDB database: no answer may be a 5xx, carry a stack trace or a server
 * path, pollute Object.prototype or hang, and the server must still answer /health afterwards.
 *
 * Runs are fixed by a seed (LOUPE_FUZZ_SEED, default below) and sized by LOUPE_FUZZ_RUNS (runs per
 * route). A failure prints the seed, the route and the request; to replay it, run this file with the
 * same LOUPE_FUZZ_SEED (and LOUPE_FUZZ_SHRINK=1 to have fast-check shrink the request first).
 */

const SEED = Number(process.env.LOUPE_FUZZ_SEED ?? 20_250_601);
const RUNS = Number(process.env.LOUPE_FUZZ_RUNS ?? 100);
const SHRINK = process.env.LOUPE_FUZZ_SHRINK === '1';
/** LOUPE_FUZZ_STATS=1 prints, per route, how many answers had each status (to see what the runs reach). */
const STATS = process.env.LOUPE_FUZZ_STATS === '1';
const statusCounts = new Map<string, Map<number, number>>();
let currentRoute = '';
/** An answer slower than this is a hang (the slowest legitimate one, a CSV upload, takes well under a second). */
const ANSWER_WITHIN_MS = 15_000;

let w: SecurityWorld;
let operations: ApiOperation[];

// The operation list is read at collection time from the same document the matrix reads, so every
// route gets its own test; a fresh world then serves the requests.
const documented = Object.keys(ROUTE_ACCESS).sort();

beforeAll(async () => {
  w = await createSecurityWorld();
  operations = await readOperations(w.t.app);
});

afterAll(async () => {
  await w?.close();
  if (STATS) {
    for (const [route, counts] of statusCounts)
      console.log(route, JSON.stringify(Object.fromEntries([...counts].sort(([a], [b]) => a - b))));
  }
});

/** A stable per-route seed, so one route's runs do not depend on how many routes come before it. */
function seedFor(name: string): number {
  let hash = SEED | 0;
  for (const ch of name) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

async function send(request: FuzzRequest): Promise<void> {
  const options: InjectOptions = injectOptions(request, w);
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS);
  });
  try {
    const res = await Promise.race([w.t.app.inject(options), hang]);
    if (STATS) {
      const counts = statusCounts.get(currentRoute) ?? new Map<number, number>();
      counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
      statusCounts.set(currentRoute, counts);
    }
    const problem = answerProblem(request, res, w.serverPaths);
    if (problem) throw new Error(problem);
  } finally {
    clearTimeout(timer);
  }
}

async function fuzz(name: string, requests: fc.Arbitrary<FuzzRequest>, runs = RUNS): Promise<void> {
  const seed = seedFor(name);
  currentRoute = name;
  const details = await fc.check(
    fc.asyncProperty(requests, (request) => send(request)),
    { seed, numRuns: runs, endOnFailure: !SHRINK },
  );
  if (details.failed) {
    const error =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(
      `${name}: ${error}\n  request: ${fc.stringify(details.counterexample?.[0])}\n` +
        `  replay: LOUPE_FUZZ_SEED=${SEED} (route seed ${seed}, path ${details.counterexamplePath})`,
    );
  }
  // The server is still up and the admin's token still works.
  const health = await w.t.app.inject({ url: '/health' });
  expect(health.statusCode, `${name}: /health after the fuzz`).toBe(200);
  const me = await w.t.app.inject({ url: '/api/v1/me/', headers: w.as.Admin });
  expect(me.statusCode, `${name}: the admin's token after the fuzz`).toBe(200);
}

describe('API fuzz', () => {
  it('covers every route of the OpenAPI document', () => {
    expect(operations.map((op) => op.key).sort()).toEqual(documented);
  });

  for (const key of documented) {
    it(key, async () => {
      const op = operations.find((o) => o.key === key);
      expect(op, `${key} is not in the OpenAPI document`).toBeDefined();
      await fuzz(key, operationRequests(op!, w));
    });
  }

  it('GET /* (the web app: files, SPA fallback, odd paths)', async () => {
    await fuzz('GET /*', webAppRequests(), RUNS * 3);
  });

  it('routes that do not exist, with any method', async () => {
    await fuzz('unknown routes', unknownRouteRequests(), RUNS * 3);
  });
});

/**
 * Requests that answered 500 (the fuzz found most of them). The fuzz above can reach them; these
 * make sure it always does.
 */
describe('known crashers stay fixed', () => {
  const admin = (): Record<string, string> => w.as.Admin;
  const chartData = (grain: string): Record<string, unknown> => ({
    datasource: { id: w.objects.datasetId, type: 'table' },
    queries: [
      {
        columns: [
          {
            columnType: 'BASE_AXIS',
            sqlExpression: 'sold_at',
            label: 'sold_at',
            timeGrain: grain,
            expressionType: 'SQL',
          },
        ],
        metrics: ['count'],
        extras: { time_grain_sqla: grain },
      },
    ],
    result_type: 'full',
    result_format: 'json',
  });
  const get =
    (url: string): (() => InjectOptions) =>
    () => ({ url, headers: admin() });
  const cases: [string, () => InjectOptions][] = [
    ...['chart', 'dataset', 'database', 'saved_query', 'query', 'security/users', 'security/roles'].map(
      (list): [string, () => InjectOptions] => [
        `list filter on column __proto__: /api/v1/${list}/`,
        get(`/api/v1/${list}/?q=(filters:!((col:__proto__,opr:eq,value:1)))`),
      ],
    ),
    [
      'list filter with operator __proto__',
      get('/api/v1/chart/?q=(filters:!((col:id,opr:__proto__,value:1)))'),
    ],
    ['updated_since past the Date range', get('/api/v1/query/updated_since?q=(last_updated_ms:1e20)')],
    [
      'chart data with a null metric',
      () => ({
        method: 'POST',
        url: '/api/v1/chart/data',
        headers: admin(),
        payload: {
          datasource: { id: w.objects.datasetId, type: 'table' },
          queries: [{ columns: ['region'], metrics: [null] }],
        },
      }),
    ],
    ...(['groupby', 'metrics'] as const).map((field): [string, () => InjectOptions] => [
      `explore_json with a null in ${field}`,
      () => ({
        method: 'POST',
        url: '/superset/explore_json/',
        headers: admin(),
        payload: {
          form_data: {
            datasource: `${w.objects.datasetId}__table`,
            viz_type: 'pie',
            metrics: ['count'],
            groupby: ['region'],
            [field]: [null],
          },
        },
      }),
    ]),
    [
      'a database update naming an engine and a port only',
      () => ({
        method: 'PUT',
        url: `/api/v1/database/${w.objects.spare.databaseId}`,
        headers: admin(),
        payload: { engine: 'mysql', parameters: { port: 3306 } },
      }),
    ],
    ['GET /assets/%00', () => ({ url: '/assets/%00' })],
    ['a 300-character path segment (web app)', () => ({ url: `/${'a'.repeat(300)}` })],
    ['a 300-character path segment (assets)', () => ({ url: `/assets/${'a'.repeat(300)}` })],
    [
      'a 300-character path segment (API)',
      () => ({ url: `/api/v1/chart/${'a'.repeat(300)}`, headers: admin() }),
    ],
    ...(['/api/v1/database/upload_metadata/', 'UPLOAD'] as const).map(
      (url): [string, () => InjectOptions] => [
        `multipart without boundary on ${url === 'UPLOAD' ? '/api/v1/database/{id}/upload/' : url}`,
        () => ({
          method: 'POST',
          url: url === 'UPLOAD' ? `/api/v1/database/${w.objects.spare.databaseId}/upload/` : url,
          headers: { ...admin(), 'content-type': 'multipart/form-data' },
          payload: `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="type"\r\n\r\ncsv\r\n--${MULTIPART_BOUNDARY}--\r\n`,
        }),
      ],
    ),
    ...['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf'].map(
      (grain): [string, () => InjectOptions] => [
        `chart data with time grain ${grain}`,
        () => ({ method: 'POST', url: '/api/v1/chart/data', headers: admin(), payload: chartData(grain) }),
      ],
    ),
    ...(['columns', 'timegrains'] as const).flatMap((type) =>
      (['csv', 'xlsx'] as const).map((format): [string, () => InjectOptions] => [
        `chart data of result type ${type} as ${format}`,
        () => ({
          method: 'POST',
          url: '/api/v1/chart/data',
          headers: admin(),
          payload: {
            datasource: { id: w.objects.datasetId, type: 'table' },
            queries: [{ columns: ['region'], metrics: ['count'] }],
            result_type: type,
            result_format: format,
          },
        }),
      ]),
    ),
    ...(['hideLeftBar', 'autorun'] as const).map((flag): [string, () => InjectOptions] => [
      `a new SQL Lab tab with ${flag}: null`,
      () => ({
        method: 'POST',
        url: '/tabstateview/',
        headers: admin(),
        payload: { queryEditor: { name: 'x', dbId: w.objects.databaseId, sql: 'SELECT 1', [flag]: null } },
      }),
    ]),
    ...[
      "{% include 'x' %}",
      "{% render 'x' %}",
      "{% layout 'x' %}",
      "SELECT 1 {% include '/etc/passwd' %}",
      'SELEC 1',
      'SELECT * FROM no_such_table',
      "SELECT 'a'::INTEGER",
      'SELECT 1; SELEC 2',
    ].map((sql): [string, () => InjectOptions] => [
      `SQL Lab execute: ${sql}`,
      () => ({
        method: 'POST',
        url: '/api/v1/sqllab/execute/',
        headers: admin(),
        payload: { database_id: w.objects.databaseId, sql, runAsync: false },
      }),
    ]),
  ];
  for (const [name, request] of cases) {
    it(name, async () => {
      const options = request();
      const res = await w.t.app.inject(options);
      const problem = answerProblem(
        {
          caller: 'Admin',
          method: String(options.method ?? 'GET'),
          url: String(options.url),
          headers: {},
          [fc.toStringMethod]: () => name,
        },
        res,
        w.serverPaths,
      );
      expect(problem, `${name}: ${res.statusCode} ${res.body.slice(0, 300)}`).toBeUndefined();
      // Past the access guard: the case exercises the code that once crashed.
      expect([401, 403], `${name}: ${res.statusCode} ${res.body.slice(0, 300)}`).not.toContain(
        res.statusCode,
      );
    });
  }
});
