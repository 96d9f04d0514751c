import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientId, execute } from '../modules/sqllab/sqllab.testkit.js';
import { fillPayload } from './injectionPayloads.js';
import {
  createInjectionWorld,
  expectNoLeak,
  expectNoMarker,
  expectServerAnswers,
  type InjectionTarget,
  type InjectionWorld,
} from './injectionWorld.testkit.js';

/**
 * Server-side template injection at every place that rendersTemplate a SQL template (sql/templating.ts:
 * SQL Lab execute and estimate, chart-data custom SQL, stored metric and column expressions, virtual
 * dataset SQL, dataset template_params), plus places that take templated SQL without rendering it.
 * Templating must never reach code: the server runs in this process, so a template that ran
 * JavaScript would show in `globalThis` or `Object.prototype` here, or put the process's version,
 * a native function's text or a file's content in the body.
 */

/** What a template must do: be refused (4xx) where it is rendered, or be refused or inert. */
type SstiOutcome = 'refused' | 'refusedOrInert';

interface SstiPayload {
  name: string;
  /** The template text (placeholders as in injectionPayloads.ts). */
  template: string;
  outcome: SstiOutcome;
}

const CANARY = '__loupeSstiCanary';

const SSTI_PAYLOADS: readonly SstiPayload[] = [
  {
    name: 'constructor chain to process',
    template: '{{ "".constructor.constructor("return process")() }}',
    outcome: 'refusedOrInert',
  },
  {
    name: 'constructor chain setting a global',
    template: `{{ "".constructor.constructor("globalThis.${CANARY} = 1")() }}`,
    outcome: 'refusedOrInert',
  },
  {
    name: 'constructor chain reading the secret key',
    template:
      "{{ ''.constructor.constructor(\"return process.mainModule.require('fs').readFileSync('<DATA_DIR>/secret_key', 'utf8')\")() }}",
    outcome: 'refusedOrInert',
  },
  { name: 'property access to constructor', template: '{{ "".constructor }}', outcome: 'refusedOrInert' },
  {
    name: 'bracket access to constructor',
    template: '{{ ""["constructor"]["constructor"] }}',
    outcome: 'refusedOrInert',
  },
  {
    name: 'assign then walk the prototype',
    template: '{% assign c = "constructor" %}{% assign p = "__proto__" %}{{ ""[c][c] }}{{ ""[p] }}',
    outcome: 'refusedOrInert',
  },
  { name: 'this', template: '{{ this }}', outcome: 'refusedOrInert' },
  { name: 'this.constructor', template: '{{ this.constructor.constructor }}', outcome: 'refusedOrInert' },
  { name: 'process global', template: '{{ process.version }}', outcome: 'refusedOrInert' },
  { name: 'globalThis', template: '{{ globalThis.process.env }}', outcome: 'refusedOrInert' },
  { name: 'require', template: '{{ require }}', outcome: 'refusedOrInert' },
  { name: '__proto__ of the scope', template: '{{ __proto__.constructor }}', outcome: 'refusedOrInert' },
  {
    name: 'filters over constructor names',
    template: '{{ "a,b" | split: "," | map: "constructor" | join: "|" }}',
    outcome: 'refusedOrInert',
  },
  {
    name: 'where and sort filters with prototype keys',
    template: '{{ "a,b" | split: "," | where: "__proto__" | sort: "constructor" | first }}',
    outcome: 'refusedOrInert',
  },
  {
    name: 'harmless liquid filters',
    template: "{{ 'x' | append: 'y' | upcase }}",
    outcome: 'refusedOrInert',
  },
  { name: 'date filter', template: "{{ 'now' | date: '%Y' }}", outcome: 'refusedOrInert' },
  { name: 'include of /etc/passwd', template: "{% include '/etc/passwd' %}", outcome: 'refused' },
  {
    name: 'include of the secret key',
    template: '{% include "<DATA_DIR>/secret_key" %}',
    outcome: 'refused',
  },
  { name: 'include with trim markers', template: "{%- include '/etc/hostname' -%}", outcome: 'refused' },
  { name: 'render', template: "{% render 'x' %}", outcome: 'refused' },
  { name: 'render with a file path', template: "{% render '<DATA_DIR>/loupe.db' %}", outcome: 'refused' },
  { name: 'layout', template: "{% layout 'x' %}", outcome: 'refused' },
  { name: 'liquid tag include', template: "{% liquid include '/etc/passwd' %}", outcome: 'refused' },
  {
    name: 'include inside capture',
    template: "{% capture x %}{% include '/etc/passwd' %}{% endcapture %}{{ x }}",
    outcome: 'refused',
  },
  { name: 'huge range loop', template: '{% for i in (1..100000000) %}x{% endfor %}', outcome: 'refused' },
  {
    name: 'nested loops',
    template: '{% for i in (1..100000) %}{% for j in (1..100000) %}{{ j }}{% endfor %}{% endfor %}',
    outcome: 'refused',
  },
  {
    name: 'doubling a string',
    template:
      "{% assign s = 'aaaaaaaaaaaaaaaa' %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s | size }}",
    outcome: 'refused',
  },
  { name: 'joining a huge range', template: "{{ (1..100000000) | join: ',' }}", outcome: 'refused' },
  {
    name: 'tablerow over a huge range',
    template: '{% tablerow i in (1..100000000) %}{{ i }}{% endtablerow %}',
    outcome: 'refused',
  },
  { name: 'Superset macro url_param', template: "{{ url_param('x') }}", outcome: 'refusedOrInert' },
  {
    name: 'Superset macro current_username',
    template: '{{ current_username() }}',
    outcome: 'refusedOrInert',
  },
  { name: 'Jinja-only syntax', template: '{{ self.__init__.__globals__ }}', outcome: 'refusedOrInert' },
  { name: 'raw block', template: '{% raw %}{{ "".constructor }}{% endraw %}', outcome: 'refusedOrInert' },
  { name: 'unclosed tag', template: '{% if ', outcome: 'refusedOrInert' },
];

let world: InjectionWorld;
let target: InjectionTarget;
/** The physical dataset's stored columns and metrics, so a PUT can add one beside them. */
let storedColumns: Record<string, unknown>[];
let storedMetrics: Record<string, unknown>[];

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return world.t.app.inject({
    method,
    url,
    headers: world.admin,
    ...(payload === undefined ? {} : { payload }),
  });
}

function chartData(datasetId: number, query: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return call('POST', '/api/v1/chart/data', {
    datasource: { id: datasetId, type: 'table' },
    queries: [{ row_limit: 10, ...query }],
    result_type: 'full',
    force: true,
  });
}

beforeAll(async () => {
  world = await createInjectionWorld({ engines: ['duckdb'] });
  target = world.targets[0]!;
  const res = await call('GET', `/api/v1/dataset/${target.datasetId}`);
  const result = res.json<{
    result: { columns: Record<string, unknown>[]; metrics: Record<string, unknown>[] };
  }>().result;
  storedColumns = result.columns.map((c) => ({
    id: c.id,
    column_name: c.column_name,
    type: c.type,
    is_dttm: c.is_dttm,
  }));
  storedMetrics = result.metrics.map((m) => ({
    id: m.id,
    metric_name: m.metric_name,
    expression: m.expression,
  }));
});

afterAll(async () => {
  await world?.close();
});

interface SstiEntry {
  name: string;
  /**
   * Whether the template itself is rendered there. False where it is a parameter value (rendered into
   * SQL as text, never as a template) or where SQL is passed on without rendering: it must stay inert.
   */
  rendersTemplate: boolean;
  send(template: string): Promise<LightMyRequestResponse[]>;
}

/** The SQL around a template: a comment, so any rendering of it keeps the statement valid. */
const inComment = (sql: string, template: string): string => `${sql} /* ${template} */`;

const ENTRIES: readonly SstiEntry[] = [
  {
    name: 'SQL Lab execute: sql',
    rendersTemplate: true,
    send: async (template) => [
      await execute(world.t.app, world.admin, {
        database_id: target.databaseId,
        client_id: clientId(),
        sql: inComment('SELECT 1 AS x', template),
      }),
    ],
  },
  {
    name: 'SQL Lab execute: templateParams value',
    rendersTemplate: false,
    send: async (template) => [
      await execute(world.t.app, world.admin, {
        database_id: target.databaseId,
        client_id: clientId(),
        sql: 'SELECT \'{{ p | replace: "\'", "" }}\' AS x',
        templateParams: JSON.stringify({ p: template }),
      }),
    ],
  },
  {
    name: 'SQL Lab execute (async)',
    rendersTemplate: true,
    send: async (template) => [
      await execute(world.t.app, world.admin, {
        database_id: target.databaseId,
        client_id: clientId(),
        sql: inComment('SELECT 1 AS x', template),
        runAsync: true,
      }),
    ],
  },
  {
    name: 'SQL Lab estimate: sql',
    rendersTemplate: true,
    send: async (template) => [
      await call('POST', '/api/v1/sqllab/estimate/', {
        database_id: target.databaseId,
        sql: inComment('SELECT 1 AS x', template),
        template_params: {},
      }),
    ],
  },
  {
    name: 'SQL Lab estimate: template_params text',
    rendersTemplate: false,
    send: async (template) => [
      await call('POST', '/api/v1/sqllab/estimate/', {
        database_id: target.databaseId,
        sql: 'SELECT 1 AS x /* {{ p }} */',
        template_params: JSON.stringify({ p: template }),
      }),
    ],
  },
  {
    name: 'chart data: custom SQL metric',
    rendersTemplate: true,
    send: async (template) => [
      await chartData(target.datasetId, {
        metrics: [{ expressionType: 'SQL', sqlExpression: inComment('COUNT(*)', template), label: 'm' }],
      }),
    ],
  },
  {
    name: 'chart data: custom SQL WHERE',
    rendersTemplate: true,
    send: async (template) => [
      await chartData(target.datasetId, {
        metrics: ['count'],
        extras: { where: inComment('1 = 1', template) },
      }),
    ],
  },
  {
    name: 'chart data: custom SQL column',
    rendersTemplate: true,
    send: async (template) => [
      await chartData(target.datasetId, {
        metrics: ['count'],
        columns: [{ expressionType: 'SQL', sqlExpression: inComment('origin', template), label: 'c' }],
      }),
    ],
  },
  {
    name: 'virtual dataset SQL via chart data',
    rendersTemplate: true,
    send: async (template) => {
      const put = await call('PUT', `/api/v1/dataset/${target.virtualDatasetId}`, {
        sql: inComment('SELECT 1 AS n', template),
        template_params: null,
      });
      // Storing a template renders nothing: it is accepted, and rendered when the chart runs.
      expect(put.statusCode, put.body).toBe(200);
      return [put, await chartData(target.virtualDatasetId, { metrics: ['count'], columns: ['n'] })];
    },
  },
  {
    name: 'dataset template_params used by its virtual SQL',
    rendersTemplate: false,
    send: async (template) => {
      const put = await call('PUT', `/api/v1/dataset/${target.virtualDatasetId}`, {
        sql: 'SELECT 1 AS n /* {{ p }} */',
        template_params: JSON.stringify({ p: template }),
      });
      // Storing a template renders nothing: it is accepted, and rendered when the chart runs.
      expect(put.statusCode, put.body).toBe(200);
      return [put, await chartData(target.virtualDatasetId, { metrics: ['count'], columns: ['n'] })];
    },
  },
  {
    name: 'stored metric expression via chart data',
    rendersTemplate: true,
    send: async (template) => {
      const put = await call('PUT', `/api/v1/dataset/${target.datasetId}`, {
        metrics: [...storedMetrics, { metric_name: 'ssti', expression: inComment('COUNT(*)', template) }],
      });
      // Storing a template renders nothing: it is accepted, and rendered when the chart runs.
      expect(put.statusCode, put.body).toBe(200);
      return [put, await chartData(target.datasetId, { metrics: ['ssti'] })];
    },
  },
  {
    name: 'stored column expression via chart data',
    rendersTemplate: true,
    send: async (template) => {
      const put = await call('PUT', `/api/v1/dataset/${target.datasetId}`, {
        columns: [...storedColumns, { column_name: 'calc', expression: inComment('origin', template) }],
      });
      // Storing a template renders nothing: it is accepted, and rendered when the chart runs.
      expect(put.statusCode, put.body).toBe(200);
      return [put, await chartData(target.datasetId, { metrics: ['count'], columns: ['calc'] })];
    },
  },
  {
    name: 'virtual dataset SQL via samples (not rendered)',
    rendersTemplate: false,
    send: async (template) => {
      const put = await call('PUT', `/api/v1/dataset/${target.virtualDatasetId}`, {
        sql: inComment('SELECT 1 AS n', template),
        template_params: null,
      });
      // Storing a template renders nothing: it is accepted, and rendered when the chart runs.
      expect(put.statusCode, put.body).toBe(200);
      return [
        put,
        await call(
          'POST',
          `/datasource/samples?datasource_type=table&datasource_id=${target.virtualDatasetId}`,
          {},
        ),
      ];
    },
  },
];

/** Text that only code execution (or a file read) could put in a body. */
const EVIDENCE = [process.version, '[native code]', 'function Function', 'root:x:0:0'];

/** The decisive status of a case: its last response (earlier ones are the setup PUTs). */
function decisive(responses: LightMyRequestResponse[]): LightMyRequestResponse {
  return responses.at(-1)!;
}

describe.each(ENTRIES.map((e) => [e.name, e] as const))('SSTI at %s', (_name, entry) => {
  it.each(SSTI_PAYLOADS.map((p) => [p.name, p] as const))('%s', async (_payload, payload) => {
    const template = fillPayload(payload.template, world.places());
    const what = `${entry.name}: ${template}`;
    const responses = await entry.send(template);
    for (const res of responses) {
      expect(res.statusCode, `${what}: never a 5xx: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      expectNoLeak(world, res.body, what);
      for (const text of EVIDENCE) expect(res.body, what).not.toContain(text);
    }
    const last = decisive(responses);
    if (payload.outcome === 'refused' && entry.rendersTemplate) {
      expect(last.statusCode, `${what}: must be refused: ${last.body.slice(0, 300)}`).toBeGreaterThanOrEqual(
        400,
      );
      // Refused by the templating (a refused tag, or a render limit), not by something else on the way.
      expect(last.body, what).toMatch(/tag is not allowed|malformed template|template/i);
    } else {
      expect([200, 202, 400, 403, 422], `${what}: ${last.body.slice(0, 300)}`).toContain(last.statusCode);
    }
    expect((globalThis as Record<string, unknown>)[CANARY], `${what}: a template ran code`).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expectNoMarker(world, what);
    await expectServerAnswers(world.t.app, world.admin, target);
  });
});

describe('template parameters cannot reach prototypes or code', () => {
  const HOSTILE_PARAMS: readonly [string, string][] = [
    ['__proto__ key', '{"__proto__": {"polluted": "yes"}, "p": 1}'],
    ['constructor.prototype key', '{"constructor": {"prototype": {"polluted": "yes"}}, "p": 1}'],
    ['nested __proto__', '{"p": {"__proto__": {"polluted": "yes"}}}'],
    ['a template as a value is not rendered again', '{"p": "{{ \\"\\".constructor.constructor }}"}'],
    ['not an object', '[1, 2]'],
    ['not JSON', "{p: 'x'}"],
  ];

  it.each(HOSTILE_PARAMS)('%s', async (_name, params) => {
    const sqlLab = await execute(world.t.app, world.admin, {
      database_id: target.databaseId,
      client_id: clientId(),
      sql: "SELECT '{{ p }}' AS x, '{{ p.polluted }}' AS y",
      templateParams: params,
    });
    const estimate = await call('POST', '/api/v1/sqllab/estimate/', {
      database_id: target.databaseId,
      sql: "SELECT '{{ p }}' AS x",
      template_params: params,
    });
    const put = await call('PUT', `/api/v1/dataset/${target.virtualDatasetId}`, {
      sql: "SELECT '{{ p }}' AS n",
      template_params: params,
    });
    const chart =
      put.statusCode === 200
        ? await chartData(target.virtualDatasetId, { metrics: ['count'], columns: ['n'] })
        : put;
    for (const res of [sqlLab, estimate, put, chart]) {
      expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
      for (const text of EVIDENCE) expect(res.body).not.toContain(text);
      expect(res.body).not.toContain('"yes"');
    }
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (sqlLab.statusCode === 200) {
      // The value is data: it is never rendered as a template itself.
      expect(sqlLab.json<{ data: { x: string }[] }>().data[0]!.x).not.toContain('function');
    }
  });

  it('rendersTemplate a value into SQL that is then checked like any SQL (no DML, no file access)', async () => {
    const places = world.places();
    const copy = `1'; COPY (SELECT 'x') TO '${places.marker}'; SELECT '1`;
    const read = `x' UNION ALL SELECT content FROM read_text('${path.join(world.t.dataDir, 'secret_key')}') --`;
    for (const value of [copy, read]) {
      const res = await execute(world.t.app, world.admin, {
        database_id: target.databaseId,
        client_id: clientId(),
        sql: "SELECT '{{ p }}' AS x",
        templateParams: JSON.stringify({ p: value }),
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expectNoLeak(world, res.body, value);
    }
    expect(fs.existsSync(places.marker)).toBe(false);
    expectNoMarker(world, 'rendered SQL');
  });
});
