import type { GenericType, SqlDialect } from '../EngineSpec.js';
import { commonGenericType } from '../genericTypes.js';
import { datetimeText, literalFunction, parseNaiveDatetime, standardStringLiteral } from '../literals.js';
import { limitOffsetClause, quoteWith } from '../sqlText.js';
import { DATE_TRUNC_GRAINS, timeGrainTable } from '../timeGrains.js';

/** date_trunc for calendar units; time_bucket for the sub-hour buckets date_trunc has no unit for. */
export const DUCKDB_TIME_GRAINS = timeGrainTable({
  ...DATE_TRUNC_GRAINS,
  PT5S: "TIME_BUCKET(INTERVAL '5 seconds', {col})",
  PT30S: "TIME_BUCKET(INTERVAL '30 seconds', {col})",
  PT5M: "TIME_BUCKET(INTERVAL '5 minutes', {col})",
  PT10M: "TIME_BUCKET(INTERVAL '10 minutes', {col})",
  PT15M: "TIME_BUCKET(INTERVAL '15 minutes', {col})",
  PT30M: "TIME_BUCKET(INTERVAL '30 minutes', {col})",
  PT6H: "TIME_BUCKET(INTERVAL '6 hours', {col})",
});

function genericType(type: string): GenericType | null {
  return commonGenericType(type);
}

/** How DuckDB SQL is written: DUCKDB_SPEC's, and its introspection's and table loads'. */
export const DUCKDB_DIALECT: SqlDialect = {
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
};
