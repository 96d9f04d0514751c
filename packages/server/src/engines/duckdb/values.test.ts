import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { appendRowObjects, VALUE_CONVERTER, valueReader } from './values.js';

/** Every value both ways: the generic converter, and the per-column readers the engine uses. */
async function bothWays(
  sql: string,
): Promise<{ generic: unknown[][]; fast: Record<string, unknown>[]; names: string[] }> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const result = await connection.run(sql);
    const names = result.columnNames();
    const readers = Array.from({ length: result.columnCount }, (_, i) => valueReader(result.columnType(i)));
    const generic: unknown[][] = [];
    const fast: Record<string, unknown>[] = [];
    for (
      let chunk = await result.fetchChunk();
      chunk && chunk.rowCount > 0;
      chunk = await result.fetchChunk()
    ) {
      generic.push(...chunk.convertRows(VALUE_CONVERTER));
      appendRowObjects(chunk, names, readers, chunk.rowCount, fast);
    }
    return { generic, fast, names };
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

function expectSame(result: {
  generic: unknown[][];
  fast: Record<string, unknown>[];
  names: string[];
}): void {
  expect(result.fast).toHaveLength(result.generic.length);
  result.generic.forEach((row, index) => {
    const expected = Object.fromEntries(result.names.map((name, column) => [name, row[column]]));
    expect(result.fast[index], `row ${index}`).toStrictEqual(expected);
  });
}

describe('DuckDB column readers', () => {
  it('read timestamps exactly as the generic converter does', async () => {
    const result = await bothWays(`SELECT * FROM (VALUES
      (TIMESTAMP '2024-01-01 10:30:00'), (TIMESTAMP '2024-01-01 10:30:00.5'), (TIMESTAMP '2024-01-01 10:30:00.123456'),
      (TIMESTAMP '1969-12-31 23:59:59.999999'), (TIMESTAMP '1900-02-28 00:00:00.000001'), (TIMESTAMP '0001-01-01 00:00:00'),
      (TIMESTAMP '9999-12-31 23:59:59.999999'), (TIMESTAMP '10000-01-01 00:00:00'), (TIMESTAMP '0044-03-15 (BC) 12:00:00'),
      ('infinity'::TIMESTAMP), ('-infinity'::TIMESTAMP), (NULL::TIMESTAMP)) AS t(ts)
      UNION ALL SELECT TIMESTAMP '1900-01-01' + to_microseconds(range * 1234567890123) FROM range(3000)`);
    expectSame(result);
    expect(result.fast[1]).toEqual({ ts: '2024-01-01T10:30:00.5' });
  });

  it('read decimals, doubles and big integers exactly as the generic converter does', async () => {
    const result = await bothWays(`SELECT * FROM (VALUES
      (1.50::DECIMAL(10,2), 'NaN'::DOUBLE, 9007199254740993::BIGINT, 1::HUGEINT),
      (-0.01::DECIMAL(10,2), 'inf'::DOUBLE, -9007199254740993::BIGINT, 170141183460469231731687303715884105727::HUGEINT),
      (0::DECIMAL(4,1), '-inf'::DOUBLE, 0::BIGINT, NULL),
      (0.0000001::DECIMAL(18,10), 1.5::DOUBLE, NULL, NULL),
      (123456789012345.6::DECIMAL(18,1), 0.1::DOUBLE, 1::BIGINT, 2::HUGEINT),
      (12345678901234567.8::DECIMAL(38,1), NULL, 2::BIGINT, 3::HUGEINT),
      (99999999999999999999999999999999999.999::DECIMAL(38,3), -0.0::DOUBLE, 3::BIGINT, 4::HUGEINT),
      (NULL, 1e300::DOUBLE, 4::BIGINT, 5::HUGEINT)) AS t(d, f, b, h)
      UNION ALL SELECT (range * 1.37)::DECIMAL(18,4), range / 7.0, range * 1000, range FROM range(3000)`);
    expectSame(result);
    expect(result.fast[0]).toMatchObject({ d: 1.5, f: 'NaN', b: '9007199254740993', h: 1 });
    const tiny = await bothWays(
      'SELECT 0.0000001::DECIMAL(18,10) AS d, -0.000001::DECIMAL(18,10) AS e, 0.00001230::DECIMAL(18,8) AS f',
    );
    expectSame(tiny);
    expect(tiny.fast[0]).toEqual({ d: '0.0000001', e: -0.000001, f: 0.0000123 });
  });

  it('read other types through the generic converter', async () => {
    expectSame(
      await bothWays(`SELECT 'x' AS s, true AS b, 3::TINYINT AS t, DATE '2024-01-02' AS d, [1, 2] AS l,
        {'a': 1} AS st, TIMESTAMPTZ '2024-01-01 00:00:00+00' AS tz, INTERVAL 3 DAY AS i, 1.5::FLOAT AS fl`),
    );
  });
});
