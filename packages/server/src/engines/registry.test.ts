import { describe, expect, it } from 'vitest';

import { EngineError, TIME_GRAINS } from './EngineSpec.js';
import { availableEngines, ENGINE_SPECS, engineSpecFor } from './registry.js';

describe('engineSpecFor', () => {
  it.each([
    ['postgresql://u:p@h/db', 'postgresql'],
    ['postgresql+psycopg2://u:p@h/db', 'postgresql'],
    ['postgres://u@h/db', 'postgresql'],
    ['postgresql+asyncpg://u@h/db', 'postgresql'],
    ['mysql://u:p@h/db', 'mysql'],
    ['mysql+pymysql://u:p@h/db', 'mysql'],
    ['mysql+mysqldb://u:p@h/db', 'mysql'],
    ['mariadb://u:p@h/db', 'mysql'],
    ['sqlite:///file.db', 'sqlite'],
    ['sqlite://', 'sqlite'],
    ['duckdb:///:memory:', 'duckdb'],
    ['postgresql', 'postgresql'],
    ['mysql', 'mysql'],
    ['mariadb', 'mysql'],
    ['duckdb', 'duckdb'],
    ['sqlite', 'sqlite'],
  ])('finds the engine of %s', (input, engine) => {
    expect(engineSpecFor(input).engine).toBe(engine);
  });

  it('refuses an unknown driver, naming only the scheme', () => {
    let caught: unknown;
    try {
      engineSpecFor('oracle+cx_oracle://scott:s3cr3t@h/db');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EngineError);
    expect((caught as EngineError).message).toBe('Could not load database driver: oracle+cx_oracle');
    expect(() => engineSpecFor('snowflake')).toThrow('Could not load database driver: snowflake');
  });

  it('lists every engine as available', () => {
    expect(availableEngines().map((spec) => spec.engine)).toEqual([
      'postgresql',
      'mysql',
      'duckdb',
      'sqlite',
    ]);
  });
});

describe.each(ENGINE_SPECS.map((spec) => [spec.engine, spec] as const))('%s spec', (_, spec) => {
  it('accepts its own placeholder scheme and every listed scheme', () => {
    for (const scheme of spec.schemes) expect(engineSpecFor(`${scheme}://h/db`)).toBe(spec);
    expect(engineSpecFor(spec.sqlalchemyUriPlaceholder.replace(/\[.*\]$/, ''))).toBe(spec);
  });

  it('quotes identifiers, doubling its quote character', () => {
    const quote = spec.quoteIdentifier('x')[0]!;
    expect(spec.quoteIdentifier(`a${quote}b`)).toBe(`${quote}a${quote}${quote}b${quote}`);
  });

  it('writes LIMIT/OFFSET and refuses anything but non-negative integers', () => {
    expect(spec.limitClause(10)).toBe('LIMIT 10');
    expect(spec.limitClause(10, 20)).toBe('LIMIT 10 OFFSET 20');
    expect(() => spec.limitClause(-1)).toThrow(RangeError);
    expect(() => spec.limitClause(1.5)).toThrow(RangeError);
    expect(() => spec.limitClause(10, Number.NaN)).toThrow(RangeError);
  });

  it('expresses every time grain with the {col} placeholder', () => {
    expect(Object.keys(spec.timeGrainExpressions).sort()).toEqual([...TIME_GRAINS].sort());
    for (const expression of Object.values(spec.timeGrainExpressions)) expect(expression).toContain('{col}');
  });

  it('maps common type names to generic types', () => {
    const cases: [string, string | null][] = [
      ['INTEGER', 'numeric'],
      ['BIGINT', 'numeric'],
      ['DECIMAL(10,2)', 'numeric'],
      ['DOUBLE PRECISION', 'numeric'],
      ['REAL', 'numeric'],
      ['VARCHAR(255)', 'string'],
      ['TEXT', 'string'],
      ['CHAR(3)', 'string'],
      ['UUID', 'string'],
      ['JSON', 'string'],
      ['DATE', 'temporal'],
      ['TIMESTAMP', 'temporal'],
      ['TIMESTAMP WITH TIME ZONE', 'temporal'],
      ['DATETIME', 'temporal'],
      ['TIME', 'temporal'],
      ['BOOLEAN', 'boolean'],
      ['INTERVAL', null],
      ['INTEGER[]', null],
    ];
    for (const [type, generic] of cases) {
      expect({ type, generic: spec.genericType(type) }).toEqual({ type, generic });
      expect(spec.isTemporalType(type)).toBe(generic === 'temporal');
    }
  });
});

describe('engine-specific type names', () => {
  const [postgres, mysql, duckdb, sqlite] = ['postgresql', 'mysql', 'duckdb', 'sqlite'].map(engineSpecFor);

  it.each([
    [postgres, 'timestamp(3) without time zone', 'temporal'],
    [postgres, 'character varying(20)', 'string'],
    [postgres, 'tsrange', null],
    [mysql, 'tinyint(1)', 'boolean'],
    [mysql, 'TINYINT(4)', 'numeric'],
    [mysql, 'bit(1)', 'boolean'],
    [mysql, 'int(10) unsigned', 'numeric'],
    [mysql, "enum('a','b')", 'string'],
    [mysql, 'longtext', 'string'],
    [duckdb, 'TIMESTAMP_NS', 'temporal'],
    [duckdb, 'HUGEINT', 'numeric'],
    [duckdb, 'STRUCT(x INTEGER)', null],
    [sqlite, 'NVARCHAR(10)', 'string'],
    [sqlite, 'UNSIGNED BIG INT', 'numeric'],
    [sqlite, 'FLOATING POINT', 'numeric'],
    [sqlite, '', null],
  ])('%#: %s is %s', (spec, type, generic) => {
    expect(spec!.genericType(type)).toBe(generic);
  });
});

describe('URI parameters of the dynamic form', () => {
  it.each([
    ['postgresql', 'postgresql+psycopg2', { sslmode: 'require' }],
    ['mysql', 'mysql+mysqldb', { ssl: '1' }],
  ])(
    '%s: parses and builds host, port, database, user, password, query and encryption',
    (engine, scheme, tls) => {
      const spec = engineSpecFor(engine);
      const parameters = {
        host: 'db.example.com',
        port: 5432,
        database: 'sales',
        username: 'scott',
        password: 'p@ss',
        query: { application_name: 'loupe' },
        encryption: true,
      };
      const uri = spec.buildUri(parameters);
      expect(uri.startsWith(`${scheme}://scott:p%40ss@db.example.com:5432/sales?`)).toBe(true);
      expect(new URL(uri).searchParams.get(Object.keys(tls)[0]!)).toBe(Object.values(tls)[0]);
      expect(spec.parseUri(uri)).toEqual(parameters);
      expect(spec.parseUri(`${scheme}://scott@db/sales`)).toEqual({
        host: 'db',
        username: 'scott',
        database: 'sales',
        query: {},
        encryption: false,
      });
      expect(spec.parametersSchema).toMatchObject({
        type: 'object',
        required: ['host', 'port', 'database', 'username'],
        properties: {
          host: { type: 'string' },
          port: { type: 'integer' },
          database: { type: 'string' },
          username: { type: 'string' },
          password: { type: 'string' },
          query: { type: 'object' },
          encryption: { type: 'boolean' },
        },
      });
      expect(spec.requiredParameters).toEqual(['host', 'port', 'database', 'username']);
      expect(spec.supportsDynamicForm).toBe(true);
    },
  );

  it.each([
    ['sqlite', 'sqlite:////var/data/file.db', { database: '/var/data/file.db', query: {} }],
    ['sqlite', 'sqlite://', { database: ':memory:', query: {} }],
    [
      'duckdb',
      'duckdb:///rel.duckdb?access_mode=read_only',
      { database: 'rel.duckdb', query: { access_mode: 'read_only' } },
    ],
  ])('%s: file engines are configured by URI only (%s)', (engine, uri, parameters) => {
    const spec = engineSpecFor(engine);
    expect(spec.parametersSchema).toBeNull();
    expect(spec.supportsDynamicForm).toBe(false);
    expect(spec.parseUri(uri)).toEqual(parameters);
    expect(spec.parseUri(spec.buildUri(parameters))).toEqual(parameters);
  });
});
