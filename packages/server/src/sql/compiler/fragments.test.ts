import { describe, expect, it } from 'vitest';

import { SUBQUERY_MESSAGE } from './errors.js';
import { validateFragment } from './fragments.js';

const ENGINES = ['duckdb', 'sqlite', 'postgresql', 'mysql'] as const;

describe('validateFragment', () => {
  it.each(ENGINES)('accepts single expressions on %s', (engine) => {
    expect(validateFragment(' SUM(amount) / COUNT(*) ', engine)).toBe('SUM(amount) / COUNT(*)');
    expect(validateFragment("region = 'a;b' -- trailing comment", engine, 'condition')).toBe(
      "region = 'a;b' -- trailing comment",
    );
    expect(validateFragment('EXTRACT(YEAR FROM sold_at) = 2024', engine, 'condition')).toBeTruthy();
    expect(validateFragment('a IS DISTINCT FROM b', engine, 'condition')).toBeTruthy();
    expect(validateFragment("CASE WHEN note = 'it''s' THEN 1 ELSE 0 END", engine)).toBeTruthy();
    expect(validateFragment('COUNT(DISTINCT region)', engine)).toBeTruthy();
  });

  it.each(ENGINES)('refuses statement separators, unclosed parts and top-level commas on %s', (engine) => {
    const bad = [
      "region = 'a'; DROP TABLE sales",
      '1 = 1)',
      '1=1) OR (1=1',
      '(1 = 1',
      "region = 'open",
      'amount /* unclosed',
      'a, b',
      'amount\0) OR (1 = 1',
      '',
    ];
    for (const text of bad) {
      expect(() => validateFragment(text, engine, 'condition'), text).toThrow(/^Invalid SQL clause: /);
    }
  });

  it.each(ENGINES)('refuses sub-queries with Superset message on %s', (engine) => {
    const subqueries = [
      'region IN (SELECT region FROM secrets)',
      'EXISTS (select 1)',
      'amount > (VALUES (1))',
      'region IN (TABLE secrets)',
      'region IN (FROM secrets)',
      'EXTRACT(YEAR FROM (FROM secrets))',
    ];
    for (const text of subqueries) {
      expect(() => validateFragment(text, engine, 'condition'), text).toThrow(SUBQUERY_MESSAGE);
    }
  });

  it('keeps a sub-query that one reading of the quotes would hide out (PostgreSQL, MySQL)', () => {
    // With backslash escapes the first string ends later: the SELECT is outside a string.
    const text = "note = '\\' ' OR region IN (SELECT region FROM secrets) OR '' = '";
    expect(() => validateFragment(text, 'postgresql', 'condition')).toThrow();
    expect(() => validateFragment(text, 'mysql', 'condition')).toThrow();
    // PostgreSQL dollar quotes: `$$ ' $$` is a whole string, so the SELECT after it is real.
    expect(() => validateFragment("$$ ' $$ = (SELECT 1) OR '", 'postgresql', 'condition')).toThrow();
    // MySQL and MariaDB run the text of /*! */ comments.
    expect(() => validateFragment('amount /*! + (SELECT 1) */', 'mysql')).toThrow(/^Invalid SQL clause/);
    expect(() => validateFragment('amount /*M!100000 + 1 */', 'mysql')).toThrow(/^Invalid SQL clause/);
    expect(validateFragment('amount /* plain */ + 1', 'mysql')).toBe('amount /* plain */ + 1');
    // DuckDB: whether or not it reads E'' as an escape string, the SELECT is found.
    expect(() => validateFragment("E'\\' = (SELECT 1) OR '' = ''", 'duckdb', 'condition')).toThrow();
    // MySQL: `--1` is not a comment (minus minus one), so the SELECT after it is real.
    expect(() => validateFragment('amount --1 + (SELECT 1)', 'mysql')).toThrow(SUBQUERY_MESSAGE);
  });

  it('treats words inside strings and quoted identifiers as text', () => {
    expect(validateFragment(`"select" = 'from values'`, 'duckdb', 'condition')).toBeTruthy();
    expect(validateFragment("`select` = 'from'", 'mysql', 'condition')).toBeTruthy();
    expect(validateFragment("[from] = 'select'", 'sqlite', 'condition')).toBeTruthy();
  });
});
