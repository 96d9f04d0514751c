import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { createMysqlTestDatabase, type MysqlTestDatabase } from '../../testing/mysqlTestDatabase.js';
import { closedPort, withUrl } from '../contract/helpers.testkit.js';
import { describeEngineContract, type EngineFixture } from '../engineContract.testkit.js';
import { MASKED_PASSWORD } from '../uri.js';
import { MYSQL_SPEC } from './spec.js';

const WRONG_PASSWORD = 'Wrong-Secret-9';

async function adminQuery<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const connection = await mysql.createConnection(inject('mysqlUrl'));
  try {
    const [rows] = await connection.query(sql, params);
    return rows as T[];
  } finally {
    await connection.end();
  }
}

async function runningQueries(marker: string): Promise<number> {
  const rows = await adminQuery<{ n: number }>(
    `SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST
     WHERE COMMAND = 'Query' AND ID <> CONNECTION_ID() AND INFO LIKE CONCAT('%', ?, '%')`,
    [marker],
  );
  return Number(rows[0]!.n);
}

const FIXTURE: EngineFixture = {
  spec: MYSQL_SPEC,
  async open() {
    const database = await createMysqlTestDatabase(inject('mysqlUrl'));
    return { settings: { uri: database.url }, schema: database.name, cleanup: () => database.drop() };
  },
  types: {
    integer: 'INT',
    bigint: 'BIGINT',
    decimal: 'DECIMAL(10,2)',
    bigDecimal: 'DECIMAL(30,2)',
    float: 'DOUBLE',
    text: 'TEXT',
    varchar: 'VARCHAR(50)',
    boolean: 'BOOLEAN',
    date: 'DATE',
    timestamp: 'DATETIME',
  },
  // MariaDB's SEQUENCE engine: rows made on demand (a recursive CTE stops at 1000 iterations by default).
  seriesSql: (n) => `SELECT seq AS x FROM seq_1_to_${n}`,
  endlessSql: 'SELECT seq AS x FROM seq_1_to_1000000000000',
  slowSql: (marker) => `SELECT SLEEP(3600) AS ${marker}`,
  stillRunning: async (marker) => (await runningQueries(marker)) > 0,
  syntaxError: /^You have an error in your SQL syntax; .* near 'SELEKT 1' at line 1$/,
  hiddenSchemas: ['mysql', 'information_schema', 'performance_schema', 'sys'],
  commentStatements: (q) => [
    `ALTER TABLE ${q('child')} COMMENT = 'children'`,
    `ALTER TABLE ${q('child')} MODIFY ${q('label')} VARCHAR(50) COMMENT 'the label'`,
  ],
  async connectionFailures(settings) {
    const user = decodeURIComponent(new URL(settings.uri).username);
    return [
      {
        name: 'wrong password',
        settings: { uri: withUrl(settings.uri, { password: WRONG_PASSWORD }) },
        errorType: 'CONNECTION_ACCESS_DENIED_ERROR',
        message: new RegExp(`^Either the username "${user}" or the password is incorrect\\.$`),
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

describe('MySQL/MariaDB specifics', () => {
  let database: MysqlTestDatabase;

  beforeAll(async () => {
    database = await createMysqlTestDatabase(inject('mysqlUrl'));
  });

  afterAll(async () => {
    await database.drop();
  });

  it('stops the unread rest of a capped query on the server, leaving no query behind', async () => {
    const connection = MYSQL_SPEC.connect({ uri: database.url, engineParams: { pool_size: 1 } });
    for (let round = 0; round < 5; round++) {
      const result = await connection.execute('SELECT seq AS loupe_capped FROM seq_1_to_1000000000000', {
        maxRows: 3,
      });
      expect(result.rows).toEqual([{ loupe_capped: 1 }, { loupe_capped: 2 }, { loupe_capped: 3 }]);
    }
    expect(await runningQueries('loupe_capped')).toBe(0);
    // The probe's positive control: a stream left unread keeps the query running, until it is closed.
    const rows = connection.stream('SELECT seq AS loupe_capped FROM seq_1_to_1000000000000', {
      batchSize: 3,
    });
    const stream = rows[Symbol.asyncIterator]();
    await stream.next();
    expect(await runningQueries('loupe_capped')).toBe(1);
    await stream.return?.();
    expect(await runningQueries('loupe_capped')).toBe(0);
    await connection.close();
  });

  it('connects with the stored password when the URI carries the mask, in every accepted scheme', async () => {
    const url = new URL(database.url);
    const password = decodeURIComponent(url.password);
    for (const scheme of ['mysql', 'mysql+pymysql', 'mysql+mysqldb', 'mariadb']) {
      const masked = MYSQL_SPEC.maskUri(url.toString().replace(/^mysql:/, `${scheme}:`));
      expect(masked).toContain(`:${MASKED_PASSWORD}@`);
      const connection = MYSQL_SPEC.connect({ uri: masked, password });
      await expect(connection.testConnection()).resolves.toBeUndefined();
      await connection.close();
    }
  });

  it('names result types, with TINYINT(1) as boolean', async () => {
    const connection = MYSQL_SPEC.connect({ uri: database.url });
    await connection.execute("CREATE TABLE flags (b BOOLEAN, v VARCHAR(10), j JSON, e ENUM('a', 'b'))");
    const columns = await connection.describeQuery('SELECT * FROM flags');
    expect(
      columns.map((column) => [column.name, column.type && MYSQL_SPEC.genericType(column.type)]),
    ).toEqual([
      ['b', 'boolean'],
      ['v', 'string'],
      ['j', 'string'],
      ['e', 'string'],
    ]);
    await connection.close();
  });

  it('reports EXPLAIN rows as the cost estimate', async () => {
    const connection = MYSQL_SPEC.connect({ uri: database.url });
    const rows = await connection.estimateCost!('SELECT seq FROM seq_1_to_10;');
    expect(rows[0]).toMatchObject({ select_type: 'SIMPLE', table: 'seq_1_to_10' });
    await connection.close();
  });
});
