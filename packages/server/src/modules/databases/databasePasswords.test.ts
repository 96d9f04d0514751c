import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';

const DB = '/api/v1/database';
const MASK = 'XXXXXXXXXX';
const PASSWORD_NEEDED =
  'The saved password is only used while the host, port, user, database and options stay the same: enter the password for the changed connection.';

let t: TestApp;
let admin: Headers;
/** A TCP listener standing in for "another host": it counts connections and closes each at once. */
let listener: net.Server;
let listenerPort: number;
let connectionsSeen = 0;
/** The test cluster's password role (scram-sha-256 over TCP, so nothing works without the password). */
let pw: URL;
let dbId: number;
let maskedUri: string;

/** The password role's URI with the mask and `change` applied. */
function masked(change: (url: URL) => void = () => undefined): string {
  const url = new URL(pw);
  url.password = MASK;
  change(url);
  return url.toString().replace(/^postgres(ql)?:/, 'postgresql:');
}

beforeAll(async () => {
  listener = net.createServer((socket) => {
    connectionsSeen += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  listenerPort = (listener.address() as net.AddressInfo).port;
  t = await createTestApp();
  admin = await t.bearer();
  pw = new URL(inject('pgPasswordUrl'));
  const created = await t.app.inject({
    method: 'POST',
    url: `${DB}/`,
    headers: admin,
    payload: {
      database_name: 'pw',
      sqlalchemy_uri: pw.toString().replace(/^postgres(ql)?:/, 'postgresql:'),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  ({ id: dbId } = created.json<{ id: number }>());
  maskedUri = created.json<{ result: { sqlalchemy_uri: string } }>().result.sqlalchemy_uri;
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => listener.close(resolve));
});

beforeEach(() => {
  connectionsSeen = 0;
});

const testConnection = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${DB}/test_connection/`, headers: admin, payload });
const put = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `${DB}/${dbId}`, headers: admin, payload });

async function stored(): Promise<{ uri: string; password: string | undefined }> {
  const row = (await t.services.repositories.databases.findById(dbId))!;
  return { uri: row.sqlalchemy_uri, password: t.services.connections.passwordOf(row) };
}

describe('the mask sent back with another host', () => {
  const elsewhere = (): string =>
    masked((url) => {
      url.port = String(listenerPort);
    });

  it('test_connection reuses the stored password only for the stored connection, else asks for it', async () => {
    // The password role needs its password: this succeeds only with the stored one.
    expect(maskedUri).toBe(masked());
    const same = await testConnection({ database_name: 'pw', sqlalchemy_uri: maskedUri });
    expect(same.statusCode, same.body).toBe(200);

    const res = await testConnection({ database_name: 'pw', sqlalchemy_uri: elsewhere() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: [
        {
          message: PASSWORD_NEEDED,
          error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
          level: 'error',
          extra: {
            engine_name: 'PostgreSQL',
            missing: ['password'],
            invalid: ['password'],
            issue_codes: [
              {
                code: 1018,
                message: 'Issue 1018 - One or more parameters needed to configure a database are missing.',
              },
            ],
          },
        },
      ],
    });
    expect(connectionsSeen).toBe(0);
    // The listener does see a connection that carries a password of its own.
    const typed = await testConnection({
      sqlalchemy_uri: `postgresql://loupe_password:typed-pw@127.0.0.1:${listenerPort}/loupe_test`,
    });
    expect(typed.statusCode).toBe(422);
    expect(connectionsSeen).toBe(1);
  });

  it('PUT keeps the stored password for the stored connection, else asks for it without connecting', async () => {
    const unchanged = await put({ sqlalchemy_uri: maskedUri, allow_dml: true });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect((await stored()).password).toBe(pw.password);

    const before = await stored();
    const res = await put({ sqlalchemy_uri: elsewhere() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: { sqlalchemy_uri: [PASSWORD_NEEDED] } });
    expect(connectionsSeen).toBe(0);
    expect(await stored()).toEqual(before);
  });

  it('PUT of dynamic-form parameters asks for the password and never connects there', async () => {
    const res = await put({
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: {
        host: '127.0.0.1',
        port: listenerPort,
        username: pw.username,
        password: MASK,
        database: pw.pathname.slice(1),
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: { parameters: [PASSWORD_NEEDED] } });
    expect(connectionsSeen).toBe(0);
  });

  it('test_connection without a saved database to take the password from asks for it', async () => {
    const res = await testConnection({ sqlalchemy_uri: maskedUri });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe(PASSWORD_NEEDED);
  });
});

describe('the mask sent back with anything else changed', () => {
  it.each<[string, { uri: () => string; extra?: string }]>([
    ['the user', { uri: () => masked((url) => void (url.username = 'postgres')) }],
    ['the database', { uri: () => masked((url) => void (url.pathname = '/postgres')) }],
    ['the driver', { uri: () => masked().replace(/^postgresql:/, 'postgresql+psycopg2:') }],
    ['the query', { uri: () => masked((url) => url.searchParams.set('sslmode', 'disable')) }],
    [
      'the connect_args in extra',
      {
        uri: () => masked(),
        extra: JSON.stringify({ engine_params: { connect_args: { sslmode: 'disable' } } }),
      },
    ],
  ])('refuses %s changed on PUT and test_connection', async (_case, change) => {
    const before = await stored();
    const body = { sqlalchemy_uri: change.uri(), ...(change.extra ? { extra: change.extra } : {}) };
    const saved = await put(body);
    expect(saved.statusCode).toBe(422);
    expect(saved.json()).toEqual({ message: { sqlalchemy_uri: [PASSWORD_NEEDED] } });
    expect(await stored()).toEqual(before);
    const tested = await testConnection({ database_name: 'pw', ...body });
    expect(tested.statusCode).toBe(422);
    expect(tested.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe(PASSWORD_NEEDED);
  });
});
