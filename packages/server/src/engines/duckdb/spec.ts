import type { EngineSpec, GenericType, TimeGrain } from '../EngineSpec.js';
import { commonGenericType } from '../genericTypes.js';
import { datetimeText, literalFunction, parseNaiveDatetime, standardStringLiteral } from '../literals.js';
import { limitOffsetClause, quoteWith } from '../sqlText.js';
import { maskUri, parseSqlalchemyUri } from '../uri.js';
import { DuckDbConnection } from './connection.js';

/** date_trunc for calendar units; time_bucket for the sub-hour buckets date_trunc has no unit for. */
export const DUCKDB_TIME_GRAINS: Readonly<Partial<Record<TimeGrain, string>>> = {
  PT1S: "DATE_TRUNC('second', {col})",
  PT5S: "TIME_BUCKET(INTERVAL '5 seconds', {col})",
  PT30S: "TIME_BUCKET(INTERVAL '30 seconds', {col})",
  PT1M: "DATE_TRUNC('minute', {col})",
  PT5M: "TIME_BUCKET(INTERVAL '5 minutes', {col})",
  PT10M: "TIME_BUCKET(INTERVAL '10 minutes', {col})",
  PT15M: "TIME_BUCKET(INTERVAL '15 minutes', {col})",
  PT30M: "TIME_BUCKET(INTERVAL '30 minutes', {col})",
  'PT0.5H': "TIME_BUCKET(INTERVAL '30 minutes', {col})",
  PT1H: "DATE_TRUNC('hour', {col})",
  PT6H: "TIME_BUCKET(INTERVAL '6 hours', {col})",
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

export const DUCKDB_SPEC: EngineSpec = {
  engine: 'duckdb',
  engineName: 'DuckDB',
  schemes: ['duckdb'],
  defaultDriver: 'duckdb_engine',
  sqlalchemyUriPlaceholder: 'duckdb:////path/to/duck.db',
  parametersSchema: null,
  requiredParameters: [],
  supportsDynamicForm: false,
  allowsSubquery: true,
  allowsCostEstimate: true,
  supportsSchemas: true,

  parseUri(uri) {
    const parsed = parseSqlalchemyUri(uri);
    return { database: parsed.database || ':memory:', query: parsed.query };
  },
  buildUri(parameters) {
    const query = new URLSearchParams(parameters.query ?? {}).toString();
    return `duckdb:///${parameters.database ?? ':memory:'}${query ? `?${query}` : ''}`;
  },
  maskUri,
  quoteIdentifier: (name) => quoteWith('"', name),
  literal: literalFunction(standardStringLiteral),
  datetimeLiteral: (datetime) => `TIMESTAMP '${datetimeText(parseNaiveDatetime(datetime))}'`,
  supportsIlike: true,
  textCastType: 'VARCHAR',
  maxColumnNameLength: null,
  timeGrainExpressions: DUCKDB_TIME_GRAINS,
  limitClause: limitOffsetClause,
  genericType,
  isTemporalType: (type) => genericType(type) === 'temporal',
  connect(settings) {
    const parsed = parseSqlalchemyUri(settings.uri);
    // URI query parameters are DuckDB settings, as in duckdb_engine (e.g. ?access_mode=read_only);
    // sandbox.ts says which ones a URI may set.
    return new DuckDbConnection({
      file: parsed.database ?? '',
      settings: parsed.query,
      readOnly: settings.readOnly ?? false,
      baseDir: settings.baseDir,
    });
  },
};
