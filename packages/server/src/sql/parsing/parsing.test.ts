import { describe, expect, it } from 'vitest';

import { parseScript, SqlParseError } from '../statements.js';

const ENGINES = ['postgresql', 'duckdb', 'mysql', 'sqlite'] as const;

describe('parseScript classifies with each engine grammar', () => {
  it.each(
    ENGINES.flatMap(
      (engine) =>
        [
          [engine, 'select 1', false, true, null],
          [engine, 'select * from t limit 5', false, true, 5],
          [engine, 'with a as (select 1) select * from a', false, true, null],
          [engine, '-- note\nselect 2 limit 3', false, true, 3],
          [engine, 'insert into t values (1)', true, false, null],
          [engine, 'update t set a = 1', true, false, null],
          [engine, 'delete from t', true, false, null],
          [engine, 'create table x (a int)', true, false, null],
          [engine, 'drop table x', true, false, null],
        ] as const,
    ),
  )('%s: %s: mutating %s, select %s, own limit %s', async (engine, sql, mutating, isSelect, ownLimit) => {
    const [statement, ...rest] = await parseScript(sql, engine);
    expect(rest).toEqual([]);
    expect(statement).toMatchObject({ sql, mutating, isSelect, ownLimit });
  });

  it('reads the count of MySQL LIMIT offset, count', async () => {
    expect((await parseScript('select * from t limit 10, 20', 'mysql'))[0]?.ownLimit).toBe(20);
  });

  it.each([
    ['postgresql', 'select * into x from y'],
    ['postgresql', 'with d as (delete from t returning *) select * from d'],
    ['postgresql', 'explain analyze delete from t'],
    ['postgresql', 'select * from t for update'],
    ['postgresql', "copy (select 1) to '/tmp/x.csv'"],
    ['duckdb', "copy (select 1) to '/tmp/x.csv'"],
    ['duckdb', "export database '/tmp/x'"],
    ['duckdb', "attach '/tmp/x.duckdb'"],
    ['duckdb', 'pragma version'],
    ['duckdb', 'set enable_external_access = true'],
    ['duckdb', 'install httpfs'],
    ['mysql', "select * from t into outfile '/tmp/x'"],
    ['mysql', 'select 1 /*! ; drop table t */'],
    ['sqlite', "attach '/tmp/x.db' as x"],
    ['sqlite', 'vacuum'],
  ] as const)('%s: %s is not a read', async (engine, sql) => {
    const statements = await parseScript(sql, engine);
    expect(statements.some((s) => s.mutating)).toBe(true);
  });

  // The payload that passed as one SELECT and wrote a file: E'' strings read by the engine's grammar.
  it.each(['postgresql', 'duckdb'] as const)(
    '%s: an E string cannot hide a COPY from the classification',
    async (engine) => {
      const sql = "SELECT E'\\''; COPY (SELECT 'x') TO '/tmp/x.csv'; SELECT '1'";
      let statements;
      try {
        statements = await parseScript(sql, engine);
      } catch (error) {
        // Refusing the script outright is as good as finding the COPY.
        expect(error).toBeInstanceOf(SqlParseError);
        return;
      }
      expect(statements.some((s) => s.mutating && /COPY/i.test(s.sql))).toBe(true);
    },
  );

  it('cuts PostgreSQL statements where its parser says, multibyte text included', async () => {
    const statements = await parseScript("select 'é;ü'; select $$a;b$$ as x; -- c;\nselect 2;", 'postgresql');
    expect(statements.map((s) => s.sql)).toEqual(["select 'é;ü'", 'select $$a;b$$ as x', '-- c;\nselect 2']);
  });

  it('refuses a DuckDB piece that DuckDB reads as two statements, and text it cannot read', async () => {
    // The splitter does not know E'' strings: it cuts one piece that DuckDB reads as two. Refused.
    await expect(parseScript("select 'a' || E'\\''; select 2", 'duckdb')).rejects.toMatchObject({
      errorType: 'INVALID_SQL_ERROR',
    });
    await expect(parseScript("select '", 'duckdb')).rejects.toBeInstanceOf(SqlParseError);
  });

  it('counts text a parser cannot read as mutating, never as a read because of its first word', async () => {
    const [statement] = await parseScript('select from from from', 'mysql');
    expect(statement).toMatchObject({ mutating: true, understood: false });
    expect(statement?.parseError).toBeTruthy();
  });
});

describe('parseScript lists the tables a statement reads', () => {
  it.each([
    ['duckdb', 'select * from flights join main.airports a on true', ['flights', 'main.airports']],
    ['postgresql', 'select * from flights join public.airports a on true', ['flights', 'public.airports']],
    ['mysql', 'select * from flights join db.airports a on true', ['flights', 'db.airports']],
    ['sqlite', 'select * from flights, main.airports', ['flights', 'main.airports']],
  ] as const)('%s: %s', async (engine, sql, expected) => {
    const [statement] = await parseScript(sql, engine);
    expect(statement!.tables.map((t) => (t.schema ? `${t.schema}.${t.table}` : t.table))).toEqual(expected);
  });

  it.each(ENGINES)('%s: a CTE is not a table, but a table its body reads is', async (engine) => {
    const sql = 'with airports as (select * from secret) select * from airports where x in (select y from z)';
    const [statement] = await parseScript(sql, engine);
    expect(statement!.tables.map((t) => t.table).sort()).toEqual(['secret', 'z']);
  });

  it.each(ENGINES)(
    '%s: a CTE named in a subquery does not hide the outer table of that name',
    async (engine) => {
      const sql = 'select * from secret, (with secret as (select 1 as a) select * from secret) s';
      const [statement] = await parseScript(sql, engine);
      expect(statement!.tables.map((t) => t.table)).toContain('secret');
    },
  );

  it('DuckDB: a function that runs SQL text makes the tables unknowable', async () => {
    const [statement] = await parseScript("select * from query_table('airports')", 'duckdb');
    expect(statement!.opaqueTables).toBe(true);
  });
});

describe('SELECT INTO hidden in a UNION', () => {
  it.each(['mysql', 'postgresql'] as const)(
    '%s: the last SELECT of a UNION writing a file is a write',
    async (engine) => {
      const sql =
        engine === 'mysql'
          ? "SELECT 1 UNION SELECT 2 INTO OUTFILE '/tmp/loupe-x.out'"
          : 'SELECT 1 AS a INTO t UNION SELECT 2';
      const statements = await parseScript(sql, engine);
      expect(statements.some((s) => s.mutating)).toBe(true);
    },
  );
});

describe('statements that reach outside the database', () => {
  it.each([
    "ATTACH ':memory:' AS m",
    '/* note */ install httpfs',
    'FORCE INSTALL httpfs',
    'LOAD httpfs',
    "EXPORT DATABASE '/tmp/x'",
    'DETACH m',
  ])('DuckDB: %s is forbidden even where DML is allowed', async (sql) => {
    const [statement] = await parseScript(sql, 'duckdb');
    expect(statement?.forbidden).toMatch(/is not allowed/);
  });

  it('DuckDB: ordinary DML is not forbidden, only mutating', async () => {
    const [statement] = await parseScript('insert into t values (1)', 'duckdb');
    expect(statement).toMatchObject({ mutating: true });
    expect(statement?.forbidden).toBeUndefined();
  });
});
