import type { GenericType, SqlDialect } from '../EngineSpec.js';
import { baseTypeName, commonGenericType } from '../genericTypes.js';
import { datetimeText, literalFunction, mysqlStringLiteral, parseNaiveDatetime } from '../literals.js';
import { limitOffsetClause, quoteWith } from '../sqlText.js';
import { timeGrainTable } from '../timeGrains.js';

/** Midnight of {col} plus its time of day in `unit`s, rounded down to a multiple of `size`. */
const within = (unit: 'SECOND' | 'MINUTE' | 'HOUR', size: number): string => {
  const elapsed = {
    SECOND: 'HOUR({col}) * 3600 + MINUTE({col}) * 60 + SECOND({col})',
    MINUTE: 'HOUR({col}) * 60 + MINUTE({col})',
    HOUR: 'HOUR({col})',
  }[unit];
  return `DATE_ADD(DATE({col}), INTERVAL ((${elapsed}) DIV ${size} * ${size}) ${unit})`;
};

/**
 * Superset's MySQL forms (DATE/DATE_SUB/DATE_ADD). P1W starts on Monday like the other engines'
 * date_trunc('week') (Superset's MySQL spec alone starts it on Sunday); WEEKDAY() is 0 on Monday,
 * DAYOFWEEK() is 1 on Sunday.
 */
export const MYSQL_TIME_GRAINS = timeGrainTable({
  PT1S: within('SECOND', 1),
  PT5S: within('SECOND', 5),
  PT30S: within('SECOND', 30),
  PT1M: within('MINUTE', 1),
  PT5M: within('MINUTE', 5),
  PT10M: within('MINUTE', 10),
  PT15M: within('MINUTE', 15),
  PT30M: within('MINUTE', 30),
  PT1H: within('HOUR', 1),
  PT6H: within('HOUR', 6),
  P1D: 'DATE({col})',
  P1W: 'DATE(DATE_SUB({col}, INTERVAL WEEKDAY({col}) DAY))',
  P1M: 'DATE(DATE_SUB({col}, INTERVAL DAYOFMONTH({col}) - 1 DAY))',
  P3M: 'MAKEDATE(YEAR({col}), 1) + INTERVAL QUARTER({col}) QUARTER - INTERVAL 1 QUARTER',
  P1Y: 'DATE(DATE_SUB({col}, INTERVAL DAYOFYEAR({col}) - 1 DAY))',
  '1969-12-28T00:00:00Z/P1W': 'DATE(DATE_SUB({col}, INTERVAL DAYOFWEEK({col}) - 1 DAY))',
  'P1W/1970-01-03T00:00:00Z': 'DATE(DATE_ADD({col}, INTERVAL 7 - DAYOFWEEK({col}) DAY))',
  'P1W/1970-01-04T00:00:00Z': 'DATE(DATE_ADD({col}, INTERVAL 6 - WEEKDAY({col}) DAY))',
});

/** TINYINT(1) and BIT(1) are how MySQL declares booleans. */
function genericType(type: string): GenericType | null {
  const raw = type.trim().toLowerCase();
  if (/^(tinyint|bit)\s*\(\s*1\s*\)/.test(raw)) return 'boolean';
  if (baseTypeName(type) === 'year') return 'numeric';
  return commonGenericType(type);
}

/** How MySQL/MariaDB SQL is written: MYSQL_SPEC's, and its introspection's and table loads'. */
export const MYSQL_DIALECT: SqlDialect = {
  quoteIdentifier: (name) => quoteWith('`', name),
  literal: literalFunction(mysqlStringLiteral),
  datetimeLiteral: (datetime) => `TIMESTAMP '${datetimeText(parseNaiveDatetime(datetime))}'`,
  // LIKE follows the column's collation (often case-insensitive, not always): ILIKE is emulated.
  supportsIlike: false,
  textCastType: 'CHAR',
  maxColumnNameLength: 64,
  timeGrainExpressions: MYSQL_TIME_GRAINS,
  limitClause: limitOffsetClause,
  genericType,
  isTemporalType: (type) => genericType(type) === 'temporal',
};
