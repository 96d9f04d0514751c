import type { GenericType, SqlDialect } from '../EngineSpec.js';
import { commonGenericType } from '../genericTypes.js';
import { datetimeText, literalFunction, parseNaiveDatetime, postgresStringLiteral } from '../literals.js';
import { limitOffsetClause, quoteWith } from '../sqlText.js';
import { DATE_TRUNC_GRAINS, timeGrainTable } from '../timeGrains.js';

const within = (unit: string, size: number, part: string, parent: string): string =>
  `DATE_TRUNC('${parent}', {col}) + INTERVAL '${size} ${unit}' * FLOOR(EXTRACT(${part} FROM {col}) / ${size})`;

/** Superset's PostgreSQL expressions: date_trunc, plus bucket arithmetic where date_trunc has no unit. */
export const POSTGRES_TIME_GRAINS = timeGrainTable({
  ...DATE_TRUNC_GRAINS,
  PT5S: within('seconds', 5, 'SECOND', 'minute'),
  PT30S: within('seconds', 30, 'SECOND', 'minute'),
  PT5M: within('minutes', 5, 'MINUTE', 'hour'),
  PT10M: within('minutes', 10, 'MINUTE', 'hour'),
  PT15M: within('minutes', 15, 'MINUTE', 'hour'),
  PT30M: within('minutes', 30, 'MINUTE', 'hour'),
  PT6H: within('hours', 6, 'HOUR', 'day'),
});

function genericType(type: string): GenericType | null {
  return commonGenericType(type);
}

/** How PostgreSQL SQL is written: POSTGRES_SPEC's, and its introspection's and table loads'. */
export const POSTGRES_DIALECT: SqlDialect = {
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
};
