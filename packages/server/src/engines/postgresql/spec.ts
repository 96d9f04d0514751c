import type { EngineSpec, GenericType, TimeGrain } from '../EngineSpec.js';
import { commonGenericType } from '../genericTypes.js';
import {
  NETWORK_PARAMETERS_SCHEMA,
  NETWORK_REQUIRED_PARAMETERS,
  networkParametersFromUri,
  networkUriFromParameters,
} from '../network.js';
import { datetimeText, literalFunction, parseNaiveDatetime, postgresStringLiteral } from '../literals.js';
import { limitOffsetClause, quoteWith } from '../sqlText.js';
import { maskUri } from '../uri.js';
import { postgresSettings } from './config.js';
import { PostgresConnection } from './connection.js';

const ENCRYPTION_QUERY = { sslmode: 'require' };

const within = (unit: string, size: number, part: string, parent: string): string =>
  `DATE_TRUNC('${parent}', {col}) + INTERVAL '${size} ${unit}' * FLOOR(EXTRACT(${part} FROM {col}) / ${size})`;

/** Superset's PostgreSQL expressions: date_trunc, plus bucket arithmetic where date_trunc has no unit. */
export const POSTGRES_TIME_GRAINS: Readonly<Partial<Record<TimeGrain, string>>> = {
  PT1S: "DATE_TRUNC('second', {col})",
  PT5S: within('seconds', 5, 'SECOND', 'minute'),
  PT30S: within('seconds', 30, 'SECOND', 'minute'),
  PT1M: "DATE_TRUNC('minute', {col})",
  PT5M: within('minutes', 5, 'MINUTE', 'hour'),
  PT10M: within('minutes', 10, 'MINUTE', 'hour'),
  PT15M: within('minutes', 15, 'MINUTE', 'hour'),
  PT30M: within('minutes', 30, 'MINUTE', 'hour'),
  'PT0.5H': within('minutes', 30, 'MINUTE', 'hour'),
  PT1H: "DATE_TRUNC('hour', {col})",
  PT6H: within('hours', 6, 'HOUR', 'day'),
  P1D: "DATE_TRUNC('day', {col})",
  P1W: "DATE_TRUNC('week', {col})",
  P1M: "DATE_TRUNC('month', {col})",
  P3M: "DATE_TRUNC('quarter', {col})",
  'P0.25Y': "DATE_TRUNC('quarter', {col})",
  P1Y: "DATE_TRUNC('year', {col})",
  // date_trunc weeks start on Monday; shifting by a day makes them start on Sunday.
  '1969-12-28T00:00:00Z/P1W': "DATE_TRUNC('week', {col} + INTERVAL '1 day') - INTERVAL '1 day'",
  '1969-12-29T00:00:00Z/P1W': "DATE_TRUNC('week', {col})",
  'P1W/1970-01-03T00:00:00Z': "DATE_TRUNC('week', {col} + INTERVAL '1 day') + INTERVAL '5 days'",
  'P1W/1970-01-04T00:00:00Z': "DATE_TRUNC('week', {col}) + INTERVAL '6 days'",
};

function genericType(type: string): GenericType | null {
  return commonGenericType(type);
}

export const POSTGRES_SPEC: EngineSpec = {
  engine: 'postgresql',
  engineName: 'PostgreSQL',
  schemes: ['postgresql', 'postgres', 'postgresql+psycopg2', 'postgresql+psycopg', 'postgresql+pg8000'],
  defaultDriver: 'psycopg2',
  sqlalchemyUriPlaceholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
  parametersSchema: NETWORK_PARAMETERS_SCHEMA,
  requiredParameters: NETWORK_REQUIRED_PARAMETERS,
  supportsDynamicForm: true,
  allowsSubquery: true,
  allowsCostEstimate: true,
  supportsSchemas: true,

  parseUri: (uri) => networkParametersFromUri(uri, ENCRYPTION_QUERY),
  buildUri: (parameters) => networkUriFromParameters('postgresql+psycopg2', parameters, ENCRYPTION_QUERY),
  maskUri,
  quoteIdentifier: (name) => quoteWith('"', name),
  literal: literalFunction(postgresStringLiteral),
  datetimeLiteral: (datetime) => `TIMESTAMP '${datetimeText(parseNaiveDatetime(datetime))}'`,
  supportsIlike: true,
  textCastType: 'VARCHAR',
  maxColumnNameLength: 63,
  timeGrainExpressions: POSTGRES_TIME_GRAINS,
  limitClause: limitOffsetClause,
  genericType,
  isTemporalType: (type) => genericType(type) === 'temporal',
  connect: (settings) => new PostgresConnection(postgresSettings(settings)),
};
