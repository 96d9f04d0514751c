import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { createPgTestSchema, type PgTestDatabase } from '../../testing/pgTestDatabase.js';
import { closedPort, withUrl } from '../contract/helpers.testkit.js';
import { describeEngineContract, type EngineFixture } from '../engineContract.testkit.js';
import { MASKED_PASSWORD } from '../uri.js';
import { POSTGRES_SPEC } from './spec.js';

const WRONG_PASSWORD = 'Wrong-Secret-9';

async function adminQuery<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: inject('pgUrl') });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const FIXTURE: EngineFixture = {
  spec: POSTGRES_SPEC,
  async open() {
    const database = await createPgTestSchema(inject('pgUrl'));
    return { settings: { uri: database.url }, schema: 'public', cleanup: () => database.drop() };
  },
  types: {
    integer: 'integer',
    bigint: 'bigint',
    decimal: 'numeric(10,2)',
    bigDecimal: 'numeric(30,2)',
    float: 'double precision',
    text: 'text',
    varchar: 'varchar(50)',
    boolean: 'boolean',
    date: 'date',
    timestamp: 'timestamp',
  },
  seriesSql: (n) => `SELECT g AS x FROM generate_series(1, ${n}) AS g ORDER BY g`,
  // A set-returning function in the select list yields rows one by one (in FROM it would materialize).
  endlessSql: 'SELECT generate_series(1, 1000000000000) AS x',
  slowSql: (marker) => `SELECT pg_sleep(3600) AS ${marker}`,
  async stillRunning(marker) {
    const rows = await adminQuery<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE state = 'active' AND pid <> pg_backend_pid() AND query LIKE '%' || $1 || '%'`,
      [marker],
    );
    return rows[0]!.n > 0;
  },
  syntaxError: /^syntax error at or near "SELEKT"$/,
  hiddenSchemas: ['pg_catalog', 'information_schema', 'pg_toast'],
  commentStatements: (q) => [
    `COMMENT ON TABLE ${q('child')} IS 'children'`,
    `COMMENT ON COLUMN ${q('child')}.${q('label')} IS 'the label'`,
  ],
  async connectionFailures(settings) {
    const passwordUrl = inject('pgPasswordUrl');
    const user = decodeURIComponent(new URL(passwordUrl).username);
    return [
      {
        name: 'wrong password',
        settings: { uri: withUrl(passwordUrl, { password: WRONG_PASSWORD }) },
        errorType: 'CONNECTION_INVALID_PASSWORD_ERROR',
        message: new RegExp(`^The password provided for username "${user}" is incorrect\\.$`),
        secret: WRONG_PASSWORD,
      },
      {
        name: 'refused port',
        settings: { uri: withUrl(settings.uri, { port: await closedPort() }) },
        errorType: 'CONNECTION_PORT_CLOSED_ERROR',
        message: /^Port \d+ on hostname "127\.0\.0\.1" refused the connection\.$/,
      },
      {
        name: 'unknown host',
        settings: { uri: withUrl(settings.uri, { host: 'no-such-host.invalid' }) },
        errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR',
        message: /^The hostname "no-such-host\.invalid" cannot be resolved\.$/,
      },
      {
        name: 'unknown database',
        settings: { uri: withUrl(settings.uri, { database: 'no_such_database' }) },
        errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
        message: /^Unable to connect to database "no_such_database"\.$/,
      },
    ];
  },
};

describeEngineContract(FIXTURE);

describe('PostgreSQL specifics', () => {
  let database: PgTestDatabase;

  beforeAll(async () => {
    database = await createPgTestSchema(inject('pgUrl'));
  });

  afterAll(async () => {
    await database.drop();
  });

  it('lists materialized views, and tables of other schemas', async () => {
    const connection = POSTGRES_SPEC.connect({ uri: database.url });
    await connection.execute('CREATE SCHEMA sales');
    await connection.execute('CREATE TABLE sales.orders (id int)');
    await connection.execute(
      'CREATE MATERIALIZED VIEW sales.order_counts AS SELECT count(*) AS n FROM sales.orders',
    );
    expect(await connection.schemas()).toEqual(['public', 'sales']);
    expect(await connection.tables('sales')).toEqual({
      count: 2,
      result: [
        { name: 'order_counts', type: 'materialized_view' },
        { name: 'orders', type: 'table' },
      ],
    });
    expect((await connection.describeTable('sales', 'order_counts')).columns).toEqual([
      { name: 'n', type: 'bigint', nullable: true, comment: null },
    ]);
    await connection.close();
  });

  it('connects with the stored password when the URI carries the mask', async () => {
    const url = new URL(inject('pgPasswordUrl'));
    const password = decodeURIComponent(url.password);
    const masked = POSTGRES_SPEC.maskUri(url.toString().replace(/^postgres:/, 'postgresql+psycopg2:'));
    expect(masked).toContain(`:${MASKED_PASSWORD}@`);
    const connection = POSTGRES_SPEC.connect({ uri: masked, password });
    await expect(connection.testConnection()).resolves.toBeUndefined();
    await connection.close();
  });

  it('reports planner costs as Superset does', async () => {
    const connection = POSTGRES_SPEC.connect({ uri: database.url });
    const [cost] = await connection.estimateCost!('SELECT * FROM generate_series(1, 10)');
    expect(cost).toEqual({ 'Start-up cost': expect.any(Number), 'Total cost': expect.any(Number) });
    await connection.close();
  });

  it('names result types from the catalog, typmods included', async () => {
    const connection = POSTGRES_SPEC.connect({ uri: database.url });
    const columns = await connection.describeQuery(
      "SELECT 1.5::numeric(10,2) AS n, 'x'::varchar(20) AS v, now() AS t, '{}'::jsonb AS j",
    );
    expect(columns).toEqual([
      { name: 'n', type: 'numeric(10,2)' },
      { name: 'v', type: 'character varying(20)' },
      { name: 't', type: 'timestamp with time zone' },
      { name: 'j', type: 'jsonb' },
    ]);
    await connection.close();
  });

  it('returns timestamps with time zone in ISO 8601 with their offset (session time zone from ?options)', async () => {
    const uri = `${database.url}?options=${encodeURIComponent('-c TimeZone=UTC')}`;
    const connection = POSTGRES_SPEC.connect({ uri });
    const result = await connection.execute(
      "SELECT TIMESTAMPTZ '2024-01-15 10:30:00.25+02' AS t, DATE '2024-01-15' AS d, INTERVAL '1 day 02:00' AS i",
    );
    expect(result.rows).toEqual([
      { t: '2024-01-15T08:30:00.25+00:00', d: '2024-01-15', i: '1 day 02:00:00' },
    ]);
    await connection.close();
  });

  it('does not block other queries while one is cancelled, even with a pool of one', async () => {
    const connection = POSTGRES_SPEC.connect({ uri: database.url, engineParams: { pool_size: 1 } });
    const slow = connection.execute('SELECT pg_sleep(10)', { timeoutMs: 200 });
    const quick = connection.execute('SELECT 1 AS one');
    await expect(slow).rejects.toMatchObject({ errorType: 'SQLLAB_TIMEOUT_ERROR' });
    expect((await quick).rows).toEqual([{ one: 1 }]);
    await connection.close();
  });
});
