import { isSimpleAdhocFilter, isUnaryOperator } from './guards.js';
import type {
  AdhocFilter,
  FilterOperator,
  QueryObjectExtras,
  QueryObjectFilterClause,
  SimpleAdhocFilter,
} from './types.js';

/**
 * The query operator of each named operator the explore filter popover stores as `operatorId`
 * (Superset's OPERATOR_ENUM_TO_OPERATOR_TYPE). IS_TRUE and IS_FALSE are sent as `==` with a boolean.
 */
export const OPERATOR_ID_TO_OPERATOR: Record<string, string> = {
  EQUALS: '==',
  NOT_EQUALS: '!=',
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '<=',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '>=',
  IN: 'IN',
  NOT_IN: 'NOT IN',
  LIKE: 'LIKE',
  NOT_LIKE: 'NOT LIKE',
  ILIKE: 'ILIKE',
  REGEX: 'REGEX',
  IS_NOT_NULL: 'IS NOT NULL',
  IS_NULL: 'IS NULL',
  LATEST_PARTITION: 'LATEST PARTITION',
  IS_TRUE: '==',
  IS_FALSE: '==',
  TEMPORAL_RANGE: 'TEMPORAL_RANGE',
};

/** A simple adhoc filter as a query object filter; a unary operator carries no value. */
export function convertFilter(filter: SimpleAdhocFilter): QueryObjectFilterClause {
  const { subject, operatorId } = filter;
  // operatorId comes from saved or sent form data: only the map's own entries name an operator.
  const fromId =
    typeof operatorId === 'string' && Object.hasOwn(OPERATOR_ID_TO_OPERATOR, operatorId)
      ? OPERATOR_ID_TO_OPERATOR[operatorId]
      : undefined;
  const op = (filter.operator || fromId || '') as FilterOperator;
  let val = filter.comparator;
  // A filter saved with only its operator id still needs the boolean the popover would have set.
  if (!filter.operator && val === undefined && (operatorId === 'IS_TRUE' || operatorId === 'IS_FALSE')) {
    val = operatorId === 'IS_TRUE';
  }
  const clause: QueryObjectFilterClause = { col: subject, op };
  if (!isUnaryOperator(op)) clause.val = val;
  if (filter.timeGrain !== undefined) clause.grain = filter.timeGrain;
  return clause;
}

/** Free-form SQL joined into one clause; a `--` comment gets a line end so it cannot swallow what follows. */
function sanitizeClause(clause: string): string {
  return `(${clause.includes('--') ? `${clause}\n` : clause})`;
}

export interface FilterInput {
  adhoc_filters?: AdhocFilter[] | null;
  filters?: QueryObjectFilterClause[];
  extras?: QueryObjectExtras;
  where?: string;
}

/**
 * Splits adhoc filters as Superset's processFilters: simple WHERE filters join `filters`; SQL ones
 * are parenthesized and ANDed into `extras.where` (after form data's own `where`) or `extras.having`.
 * Simple HAVING filters are dropped, as the client drops them.
 */
export function processFilters(input: FilterInput): {
  filters: QueryObjectFilterClause[];
  extras: QueryObjectExtras;
} {
  const filters = [...(input.filters ?? [])];
  const where: string[] = input.where ? [input.where] : [];
  const having: string[] = [];

  for (const filter of input.adhoc_filters ?? []) {
    if (isSimpleAdhocFilter(filter)) {
      const clause = convertFilter(filter);
      if (filter.isExtra) clause.isExtra = true;
      if (filter.clause === 'WHERE') filters.push(clause);
    } else if (filter.clause === 'WHERE') {
      where.push(filter.sqlExpression);
    } else {
      having.push(filter.sqlExpression);
    }
  }

  return {
    filters,
    extras: {
      ...input.extras,
      having: having.map(sanitizeClause).join(' AND '),
      where: where.map(sanitizeClause).join(' AND '),
    },
  };
}
