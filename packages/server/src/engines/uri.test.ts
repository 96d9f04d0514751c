import { describe, expect, it } from 'vitest';

import { EngineError } from './EngineSpec.js';
import { buildNetworkUri, effectivePassword, MASKED_PASSWORD, maskUri, parseSqlalchemyUri } from './uri.js';

describe('parseSqlalchemyUri', () => {
  it.each([
    [
      'postgresql://scott:tiger@db.example.com:5432/sales',
      {
        scheme: 'postgresql',
        backend: 'postgresql',
        driver: null,
        host: 'db.example.com',
        port: 5432,
        database: 'sales',
      },
    ],
    [
      'postgresql+psycopg2://scott:tiger@localhost/sales?sslmode=require',
      { scheme: 'postgresql+psycopg2', driver: 'psycopg2', port: undefined, query: { sslmode: 'require' } },
    ],
    [
      'postgres://scott@localhost:5433/sales',
      { backend: 'postgres', username: 'scott', password: undefined },
    ],
    [
      'mysql://root:pw@127.0.0.1:3306/shop',
      { backend: 'mysql', host: '127.0.0.1', port: 3306, database: 'shop' },
    ],
    ['mysql+pymysql://u:p@h/shop?charset=utf8mb4', { driver: 'pymysql', query: { charset: 'utf8mb4' } }],
    ['mysql+mysqldb://u:p@h/shop', { scheme: 'mysql+mysqldb', driver: 'mysqldb' }],
    ['mariadb://u:p@[::1]:3307/shop', { backend: 'mariadb', host: '::1', port: 3307 }],
    [
      'sqlite:///relative/path/to.db',
      { backend: 'sqlite', host: undefined, database: 'relative/path/to.db' },
    ],
    ['sqlite:////abs/path/to.db', { database: '/abs/path/to.db' }],
    ['sqlite://', { database: '' }],
    ['sqlite:///:memory:', { database: ':memory:' }],
    ['sqlite:///../up/one.db', { database: '../up/one.db' }],
    ['duckdb:///data/examples.duckdb', { backend: 'duckdb', database: 'data/examples.duckdb' }],
    [
      'duckdb:////var/lib/loupe/examples.duckdb?access_mode=read_only',
      {
        database: '/var/lib/loupe/examples.duckdb',
        query: { access_mode: 'read_only' },
      },
    ],
    ['duckdb:///:memory:', { database: ':memory:' }],
    ['duckdb:///my%20file.duckdb', { database: 'my file.duckdb' }],
    ['POSTGRESQL+PSYCOPG2://u:p@h/db', { scheme: 'postgresql+psycopg2', backend: 'postgresql' }],
  ])('parses %s', (uri, expected) => {
    expect(parseSqlalchemyUri(uri)).toMatchObject(expected);
  });

  it('percent-decodes user, password and database', () => {
    expect(parseSqlalchemyUri('postgresql://us%40er:p%40ss%2Fw%3Ard%25@h/my%20db')).toMatchObject({
      username: 'us@er',
      password: 'p@ss/w:rd%',
      database: 'my db',
    });
  });

  it.each([
    ['no scheme', 'localhost:5432/db'],
    ['scheme without //', 'postgresql:db'],
    ['bad port', 'postgresql://u:s3cr3t@host:99999/db'],
    ['not a port', 'mysql://u:s3cr3t@host:port/db'],
    ['empty', ''],
  ])('refuses a malformed URI (%s) without echoing it', (_, uri) => {
    let caught: unknown;
    try {
      parseSqlalchemyUri(uri);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EngineError);
    const message = (caught as EngineError).message;
    expect(message).toMatch(/^Invalid connection string: /);
    expect(message).toContain('backend+driver://user:password@database-host/database-name');
    expect(message).not.toContain('s3cr3t');
  });
});

describe('maskUri', () => {
  it.each([
    ['postgresql://scott:tiger@h:5432/db', `postgresql://scott:${MASKED_PASSWORD}@h:5432/db`],
    [
      'postgresql+psycopg2://scott:p%40ss@h/db?sslmode=require',
      `postgresql+psycopg2://scott:${MASKED_PASSWORD}@h/db?sslmode=require`,
    ],
    ['mysql://u:pw@[::1]:3306/d', `mysql://u:${MASKED_PASSWORD}@[::1]:3306/d`],
    ['mariadb://u:pw@h/d', `mariadb://u:${MASKED_PASSWORD}@h/d`],
  ])('masks the password of %s', (uri, masked) => {
    expect(maskUri(uri)).toBe(masked);
  });

  it.each([
    'postgresql://scott@h/db',
    'sqlite:///rel.db',
    'sqlite:////abs.db',
    'sqlite://',
    'duckdb:///:memory:',
  ])('leaves %s as written when it has no password', (uri) => {
    expect(maskUri(uri)).toBe(uri);
  });

  it('masks even a URI it cannot parse', () => {
    const masked = maskUri('postgresql://scott:s3cr3t@host:99999/db');
    expect(masked).not.toContain('s3cr3t');
    expect(masked).toBe(`postgresql://scott:${MASKED_PASSWORD}@host:99999/db`);
  });
});

describe('buildNetworkUri', () => {
  it('percent-encodes every part and round-trips through the parser', () => {
    const uri = buildNetworkUri('postgresql+psycopg2', {
      username: 'us@er',
      password: 'p@ss/w:rd',
      host: 'db.example.com',
      port: 5432,
      database: 'my db',
      query: { sslmode: 'require' },
    });
    expect(uri).toBe(
      'postgresql+psycopg2://us%40er:p%40ss%2Fw%3Ard@db.example.com:5432/my%20db?sslmode=require',
    );
    expect(parseSqlalchemyUri(uri)).toMatchObject({
      username: 'us@er',
      password: 'p@ss/w:rd',
      host: 'db.example.com',
      port: 5432,
      database: 'my db',
      query: { sslmode: 'require' },
    });
  });

  it('brackets IPv6 hosts and leaves out what is not given', () => {
    expect(buildNetworkUri('mysql', { host: '::1', database: 'd' })).toBe('mysql://[::1]/d');
  });
});

describe('effectivePassword', () => {
  it('prefers the stored password, and never connects with the mask', () => {
    const masked = parseSqlalchemyUri(`postgresql://u:${MASKED_PASSWORD}@h/db`);
    expect(effectivePassword(masked, 'real')).toBe('real');
    expect(effectivePassword(masked, undefined)).toBeUndefined();
    expect(effectivePassword(parseSqlalchemyUri('postgresql://u:inline@h/db'), undefined)).toBe('inline');
  });
});
