import { encodeRison } from '@loupe/core';
import fc from 'fast-check';
import type { JsonSchema } from './openApi.testkit.js';

/**
 * Value generators for the API fuzz: hostile strings, rison garbage, SQL and templates, and JSON
 * built from a route's request schema, then mutated.
 */

/** Strings that have broken parsers, routers, templating and SQL builders somewhere before. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '%',
  '%zz',
  '..',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  "'",
  '"',
  '`',
  '\\',
  "' OR '1'='1",
  '1; DROP TABLE ab_user; --',
  '{{ 7 * 7 }}',
  '{{ "".constructor.constructor("return process")() }}',
  "{% include 'x' %}",
  "{% render 'x' %}",
  "{% layout 'x' %}",
  '${7*7}',
  '<script>alert(1)</script>',
  '\uD800',
  '\uDFFF\uD800',
  '\uFFFF',
  '\u202Eevil',
  '😀👩‍👩‍👧‍👦',
  'İıß',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '-0',
  '0x10',
  'true',
  '[]',
  '{}',
  '(',
  '!(',
  "(')",
  'x'.repeat(300),
  '\n'.repeat(50),
  ' '.repeat(1000),
];

/** Strings past every size the server should care about (the body limit is 10 MB). */
export const hugeString: fc.Arbitrary<string> = fc
  .constantFrom(5_000, 70_000, 1_000_000)
  .chain((n) => fc.constantFrom('x', 'é', '\u0000', '😀').map((c) => c.repeat(n)));

/** Short strings of any kind (huge ones go only into bodies: see `bodyValue`). */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string(), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary' }), weight: 2 },
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
);

/** An object whose own keys are `__proto__` and `constructor`, as JSON.parse builds them. */
export const prototypeKeys: fc.Arbitrary<Record<string, unknown>> = fc.constantFrom(
  JSON.parse('{"__proto__": {"polluted": "yes"}}') as Record<string, unknown>,
  JSON.parse('{"constructor": {"prototype": {"polluted": "yes"}}}') as Record<string, unknown>,
  JSON.parse('{"__proto__": {"toString": "polluted", "polluted": "yes"}, "a": 1}') as Record<string, unknown>,
  JSON.parse('{"prototype": {"polluted": "yes"}, "toString": "x", "valueOf": 1}') as Record<string, unknown>,
);

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * fast-check's JSON without the prototype keys it is biased towards: a body holding one is refused
 * as a whole, so they come from `prototypeKeys` alone, at a rate that leaves most bodies readable.
 */
export const plainJson: fc.Arbitrary<unknown> = fc
  .jsonValue({ maxDepth: 3 })
  .map((v) =>
    JSON.parse(JSON.stringify(v), (k, value: unknown) => (PROTOTYPE_KEYS.has(k) ? undefined : value)),
  );

/** Any JSON value (prototype keys are added by `mutate` and the request builder, sparingly). */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: plainJson, weight: 6 },
  { arbitrary: anyString, weight: 2 },
  { arbitrary: fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), Number.MAX_VALUE), weight: 1 },
);

/** A value for a body field: any JSON, now and then a huge string. */
export const bodyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: anyJson, weight: 8 },
  { arbitrary: hugeString, weight: 1 },
);

/** Statements and fragments for SQL Lab and custom SQL: valid, broken, failing at run time, templated. */
export const SQL_SAMPLES: readonly string[] = [
  'SELECT 1',
  'SELECT region, SUM(amount) FROM sales GROUP BY region',
  'SELECT * FROM north_sales',
  'SELECT * FROM other.things',
  'SELEC 1',
  'SELECT * FROM no_such_table',
  'SELECT no_such_column FROM sales',
  'SELECT 1/0',
  "SELECT 'a'::INTEGER",
  "SELECT CAST('x' AS DATE)",
  'SELECT 1; SELECT 2',
  'SELECT 1;;;',
  ';',
  '',
  '   ',
  '-- only a comment',
  '/* unclosed',
  "SELECT 'unclosed",
  'SELECT "unclosed',
  'SELECT $$dollar',
  'SELECT * FROM generate_series(1, 100000000) LIMIT 5',
  "SELECT repeat('x', 100000)",
  'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 50) SELECT * FROM r',
  'DELETE FROM sales',
  'DROP TABLE sales',
  'UPDATE notes SET body = body',
  "INSERT INTO notes VALUES (2, 'two')",
  "ATTACH ':memory:' AS m",
  'PRAGMA database_list',
  'SET threads = 1',
  "SELECT * FROM read_csv('/etc/passwd')",
  'SELECT * FROM sqlite_master',
  'SELECT {{ 1 + 1 }}',
  "SELECT '{{ current_username() }}'",
  "SELECT {{ ''.constructor.constructor('return process')() }}",
  "{% include 'x' %}",
  "{% render 'x' %}",
  "{% layout 'x' %}",
  "{% include '/etc/passwd' %}",
  '{% for i in (1..100000) %}{{ i }}{% endfor %}',
  '{% if %}',
  '{{',
  '{{ x | no_such_filter }}',
  '{% raw %}{{ x }}{% endraw %}',
  'amount > 1',
  "region = 'north'",
  'amount) OR (1=1',
  '1=1; DROP TABLE sales',
  '(SELECT 1)',
  'SUM(amount)',
  'COUNT(*)',
  'amount / 0',
];

export const sqlText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SQL_SAMPLES), weight: 5 },
  { arbitrary: anyString, weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...SQL_SAMPLES), fc.constantFrom(...SQL_SAMPLES))
      .map(([a, b]) => `${a} ${b}`),
    weight: 1,
  },
);

/** Values of a template_params field: a JSON object as text, an object, or garbage. */
export const templateParams: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .dictionary(fc.string({ maxLength: 8 }), plainJson, { noNullPrototype: true })
      .map((d) => JSON.stringify(d, (k, value: unknown) => (PROTOTYPE_KEYS.has(k) ? undefined : value))),
  },
  fc.constantFrom('{"__proto__": {"polluted": "yes"}}', '{"constructor": {}}', '{', '[]', 'null', '"x"'),
  anyJson,
);

/** Superset's time range grammar, and things that look like it. */
export const timeRange: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'No filter',
    'Last week',
    'Last quarter',
    'previous calendar year',
    '2024-01-01 : 2024-02-01',
    '2024-01-01T00:00:00 : now',
    'DATEADD(DATETIME("now"), -1, year) : now',
    'DATEADD(DATETIME("now"), -99999999999, year) : now',
    'LASTDAY(DATETIME("today"), month) : now',
    'HOLIDAY("Christmas") : now',
    'HOLIDAY("__proto__") : now',
    'Last 100000000 years',
    '0001-01-01 : 9999-12-31',
    ':',
    ' : ',
    'toString : constructor',
    'garbage',
  ),
  anyString,
);

/** Time grains: real ISO durations, Object.prototype names (the grain table is looked up by key), garbage. */
export const timeGrain: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('P1D', 'P1W', 'P1M', 'P3M', 'P1Y', 'PT1H', 'PT1M', 'PT1S', 'P1W/1970-01-03T00:00:00Z'),
  fc.constantFrom('toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'),
  fc.constantFrom(null, '', 1, true, ['P1D'], { P1D: 1 }),
  anyString,
);

/** A rison value as text: valid encodings of arbitrary values and list queries, or garbage. */
export function risonText(ints: fc.Arbitrary<number> = fc.integer()): fc.Arbitrary<string> {
  const filter = fc.record(
    {
      col: fc.oneof(
        fc.constantFrom(
          'id',
          'name',
          'slice_name',
          'table_name',
          'owners',
          'database',
          '__proto__',
          'constructor',
        ),
        anyString,
      ),
      opr: fc.oneof(
        fc.constantFrom('eq', 'neq', 'ct', 'sw', 'in', 'rel_o_m', 'chart_all_text', 'toString', 'gt', 'lt'),
        anyString,
      ),
      value: fc.oneof(anyJson, ints),
    },
    { requiredKeys: [] },
  );
  const listQuery = fc.record(
    {
      filters: fc.array(filter, { maxLength: 3 }),
      order_column: fc.oneof(
        fc.constantFrom('id', 'changed_on_delta_humanized', '__proto__', 'toString'),
        anyString,
      ),
      order_direction: fc.oneof(fc.constantFrom('asc', 'desc'), anyString),
      page: fc.oneof(fc.integer(), fc.constant(-1)),
      page_size: fc.oneof(fc.integer(), fc.constantFrom(0, -1, 100, 100_000)),
      columns: fc.array(fc.oneof(fc.constantFrom('id', 'owners', '__proto__', 'constructor'), anyString), {
        maxLength: 3,
      }),
      keys: fc.array(fc.constantFrom('permissions', 'filters', 'add_columns', 'edit_columns', 'none'), {
        maxLength: 3,
      }),
      key: anyString,
      last_updated_ms: fc.oneof(fc.integer(), fc.double(), anyString),
      rows: fc.oneof(fc.integer(), anyString),
      timeRange,
    },
    { requiredKeys: [] },
  );
  return fc.oneof(
    { arbitrary: listQuery.map((q) => encodeRison(q)), weight: 4 },
    { arbitrary: fc.array(ints, { maxLength: 4 }).map((a) => encodeRison(a)), weight: 1 },
    { arbitrary: plainJson.map((v) => encodeRison(v)), weight: 2 },
    { arbitrary: anyString, weight: 2 },
    {
      arbitrary: fc.constantFrom(
        '(',
        ')',
        '!(',
        "'",
        '(a:',
        '!t',
        '!n',
        '!',
        '(filters:!((col:__proto__,opr:eq,value:1)))',
        '(filters:!((col:id,opr:__proto__,value:1)))',
        '(page:-1,page_size:100000)',
        '(order_column:constructor,order_direction:asc)',
        '(columns:!(__proto__,constructor))',
        "(filters:!((col:name,opr:ct,value:'%_%')))",
        '(keys:!(permissions))',
        '!(1,2,3',
        '((((((((((((((((((((',
      ),
      weight: 2,
    },
  );
}

/** Named values the schema generator uses for properties whose name says what they hold. */
export type FieldHints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/**
 * A value that fits the schema (what a well-behaved client sends), with fields the hints name
 * drawn from the hints instead.
 */
export function fromSchema(schema: JsonSchema, hints: FieldHints, depth = 0): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  let arb: fc.Arbitrary<unknown>;
  if (options && options.length > 0) {
    arb = fc.oneof(...options.map((s) => fromSchema(s, hints, depth + 1)));
  } else if (schema.const !== undefined) {
    arb = fc.constant(schema.const);
  } else if (schema.enum && schema.enum.length > 0) {
    arb = fc.constantFrom(...schema.enum);
  } else {
    switch (typeOf(schema)) {
      case 'string':
        arb = schema.pattern
          ? fc.stringMatching(new RegExp(schema.pattern))
          : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
        break;
      case 'integer':
        arb = fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
        break;
      case 'number':
        arb = fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
        break;
      case 'boolean':
        arb = fc.boolean();
        break;
      case 'null':
        arb = fc.constant(null);
        break;
      case 'array': {
        const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
        arb = fc.array(depth > 3 || !items ? anyJson : fromSchema(items, hints, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
        });
        break;
      }
      case 'object': {
        const properties = schema.properties ?? {};
        const required = schema.required ?? [];
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [name, property] of Object.entries(properties)) {
          model[name] = hints[name] ?? (depth > 3 ? anyJson : fromSchema(property, hints, depth + 1));
        }
        // The required fields and a few optional ones: a client rarely sends every option at once,
        // and each one more is one more chance to be refused before the interesting code runs.
        const requiredModel = Object.fromEntries(Object.entries(model).filter(([k]) => required.includes(k)));
        const optional = Object.keys(model).filter((k) => !required.includes(k));
        arb = fc
          .tuple(
            fc.record(requiredModel),
            fc
              .subarray(optional, { maxLength: Math.min(3, optional.length) })
              .chain((keys) => fc.record(Object.fromEntries(keys.map((k) => [k, model[k]!])))),
          )
          .map(([a, b]) => ({ ...a, ...b }));
        break;
      }
      default:
        arb = anyJson;
    }
  }
  return schema.nullable ? fc.oneof(arb, fc.constant(null)) : arb;
}

/** The two objects merged through JSON text, so `__proto__` stays an own key instead of setting the prototype. */
function withOwnKeys(a: Record<string, unknown>, b: Record<string, unknown>): unknown {
  const left = JSON.stringify(a).slice(1, -1);
  const right = JSON.stringify(b).slice(1, -1);
  return JSON.parse(`{${[left, right].filter(Boolean).join(',')}}`);
}

/** One change that takes a schema-shaped value off the schema: a field dropped, retyped, added, or prototype keys. */
export function mutate(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return anyJson;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  const mutations: fc.WeightedArbitrary<unknown>[] = [
    {
      arbitrary: fc
        .tuple(fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string()), bodyValue)
        .map(([k, v]) => ({ ...record, [k]: v })),
      weight: 2,
    },
    { arbitrary: prototypeKeys.map((p) => withOwnKeys(record, p)), weight: 1 },
  ];
  if (keys.length > 0) {
    mutations.push(
      {
        arbitrary: fc
          .constantFrom(...keys)
          .map((k) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== k))),
        weight: 3,
      },
      {
        arbitrary: fc.tuple(fc.constantFrom(...keys), bodyValue).map(([k, v]) => ({ ...record, [k]: v })),
        weight: 4,
      },
      {
        arbitrary: fc.tuple(fc.constantFrom(...keys), prototypeKeys).map(([k, p]) => ({ ...record, [k]: p })),
        weight: 1,
      },
    );
  }
  return fc.oneof(...mutations);
}

/** Bodies for a route with a schema: fitting, mutated, or any JSON at all. */
export function schemaBody(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  const fitting = fromSchema(schema, hints);
  return fc.oneof(
    { arbitrary: fitting, weight: 8 },
    { arbitrary: fitting.chain(mutate), weight: 4 },
    { arbitrary: bodyValue, weight: 1 },
  );
}
