import { describe, expect, it } from 'vitest';
import { limitingFactor, rowLimit, SUPERSET_SQLLAB_LIMITS } from './limits.js';
import { splitStatements } from './statements.js';
import { parseTemplateParams, renderSqlTemplate, TemplateError } from './templating.js';

describe('splitStatements', () => {
  it('splits on separators outside strings, comments and dollar quotes', () => {
    expect(splitStatements("select ';'; select $$a;b$$; -- c;\nselect 2;", 'postgresql')).toEqual([
      "select ';'",
      'select $$a;b$$',
      '-- c;\nselect 2',
    ]);
    expect(splitStatements('select `a;b` from t; select 1', 'mysql')).toEqual([
      'select `a;b` from t',
      'select 1',
    ]);
    expect(splitStatements('  ;; ', 'duckdb')).toEqual([]);
  });
});

describe('row limits', () => {
  it('defaults to DEFAULT_SQLLAB_LIMIT and never exceeds DISPLAY_MAX_ROW', () => {
    expect(rowLimit(undefined, SUPERSET_SQLLAB_LIMITS)).toEqual({ limit: 1000, fetch: 1001 });
    expect(rowLimit(10, SUPERSET_SQLLAB_LIMITS)).toEqual({ limit: 10, fetch: 11 });
    expect(rowLimit(1_000_000, SUPERSET_SQLLAB_LIMITS).limit).toBe(10_000);
  });

  it('takes the configured default and cap', () => {
    const limits = { displayMaxRow: 100_000, defaultLimit: 50 };
    expect(rowLimit(undefined, limits)).toEqual({ limit: 50, fetch: 51 });
    expect(rowLimit(0, limits).limit).toBe(50);
    expect(rowLimit(100_000, limits).limit).toBe(100_000);
    expect(rowLimit(1_000_000, limits).limit).toBe(100_000);
    expect(rowLimit(undefined, { displayMaxRow: 20, defaultLimit: 1000 }).limit).toBe(20);
  });

  it('names what limited the result', () => {
    expect(limitingFactor(11, 10, null)).toEqual({ factor: 'DROPDOWN', truncated: true });
    expect(limitingFactor(5, 10, null)).toEqual({ factor: 'NOT_LIMITED', truncated: false });
    expect(limitingFactor(5, 10, 5)).toEqual({ factor: 'QUERY', truncated: false });
    expect(limitingFactor(10, 10, 10)).toEqual({ factor: 'QUERY_AND_DROPDOWN', truncated: false });
  });
});

describe('SQL templating', () => {
  it('renders Superset-style parameters', async () => {
    const params = parseTemplateParams('{"region": "north", "n": 3, "flags": [1, 2]}');
    await expect(
      renderSqlTemplate(
        "select * from t where r = '{{ region }}' limit {{ n }}{% if n > 2 %} -- big{% endif %}",
        params,
      ),
    ).resolves.toBe("select * from t where r = 'north' limit 3 -- big");
    await expect(renderSqlTemplate('select {{ flags | join: "," }}', params)).resolves.toBe('select 1,2');
    await expect(renderSqlTemplate('select 1', {})).resolves.toBe('select 1');
  });

  it('names missing parameters and refuses malformed ones', async () => {
    await expect(renderSqlTemplate('select {{ who }}', {})).rejects.toMatchObject({
      errorType: 'MISSING_TEMPLATE_PARAMS_ERROR',
      message: 'The following parameters in your query are undefined: "who".',
    });
    expect(() => parseTemplateParams('[1]')).toThrow(TemplateError);
    expect(() => parseTemplateParams('{bad')).toThrow(TemplateError);
    await expect(renderSqlTemplate('select {% if %}', {})).rejects.toMatchObject({
      errorType: 'INVALID_TEMPLATE_PARAMS_ERROR',
    });
  });

  it.each([
    '{{ "".constructor.constructor("return process")() }}',
    '{{ "".constructor.constructor }}',
    '{{ x.constructor.constructor }}',
    '{{ x.__proto__ }}',
    '{% assign f = "".constructor %}{{ f.name }}',
    '{{ x["constructor"]["constructor"] }}',
  ])('cannot reach code: %s', async (template) => {
    let out = '';
    try {
      out = await renderSqlTemplate(template, { x: {} });
    } catch (error) {
      expect(error).toBeInstanceOf(TemplateError);
      return;
    }
    expect(out).not.toMatch(/function|process|native code|Object/i);
  });
});
