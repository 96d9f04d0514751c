import type pg from 'pg';

import { lazyRequire } from '../../platform/lazyRequire.js';
import { exactNumber, isoTimestamp } from '../values.js';

// Read when a query result is parsed, by which time a connection has loaded the driver.
const pgDriver = lazyRequire<typeof pg>('pg');

const OID = {
  int8: 20,
  numeric: 1700,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
  interval: 1186,
} as const;

const identity = (value: string): string => value;

// pg's global parsers turn int8 and numeric into strings and timestamps into local Date objects;
// these keep exact values and the engine's own date-times, for this engine's pools only.
const PARSERS = new Map<number, (value: string) => unknown>([
  [OID.int8, exactNumber],
  [OID.numeric, exactNumber],
  [OID.date, identity],
  [OID.timestamp, isoTimestamp],
  [OID.timestamptz, isoTimestamp],
  [OID.interval, identity],
]);

export const PG_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format ?? 'text') === 'text' && PARSERS.has(oid)
      ? PARSERS.get(oid)!
      : pgDriver().types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** Names of common type OIDs, so most result columns need no catalog lookup. */
export const BUILTIN_TYPE_NAMES = new Map<number, string>([
  [16, 'boolean'],
  [17, 'bytea'],
  [18, '"char"'],
  [19, 'name'],
  [20, 'bigint'],
  [21, 'smallint'],
  [23, 'integer'],
  [25, 'text'],
  [26, 'oid'],
  [114, 'json'],
  [700, 'real'],
  [701, 'double precision'],
  [1042, 'character'],
  [1043, 'character varying'],
  [1082, 'date'],
  [1083, 'time without time zone'],
  [1114, 'timestamp without time zone'],
  [1184, 'timestamp with time zone'],
  [1186, 'interval'],
  [1266, 'time with time zone'],
  [1700, 'numeric'],
  [2950, 'uuid'],
  [3802, 'jsonb'],
]);
