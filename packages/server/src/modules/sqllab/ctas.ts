import type { EngineSpec } from '../../engines/EngineSpec.js';
import type { ParsedStatement } from '../../sql/statements.js';
import type { DatabaseRow } from '../databases/DatabaseRepository.js';

export type CtasMethod = 'TABLE' | 'VIEW';

/** A CTAS/CVAS request that cannot run, with Superset's status and error type. */
export interface CtasRefusal {
  status: number;
  message: string;
  errorType: string;
}

export interface CtasPlan {
  statements: ParsedStatement[];
  table: string;
  schema: string | null;
  method: CtasMethod;
}

// Superset's messages for CREATE TABLE/VIEW AS on a script that does not end in a SELECT.
const CTAS_NOT_SELECT =
  'CTAS (create table as select) can only be run with a query where the last statement is a SELECT. Please make sure your query has a SELECT as its last statement. Then, try running your query again.';
const CVAS_NOT_SELECT =
  'CVAS (create view as select) can only be run with a query with a single SELECT statement. Please make sure your query has only a SELECT statement. Then, try running your query again.';

/**
 * CREATE TABLE AS / CREATE VIEW AS (Superset's select_as_cta): the last SELECT is written into a
 * table or view instead of returned. The database must allow it (allow_ctas / allow_cvas); its
 * force_ctas_schema wins over the run's schema; the name defaults to Superset's tmp_<user>_table_<time>.
 */
export function planCtas(
  statements: readonly ParsedStatement[],
  options: { method: CtasMethod; table?: string | null | undefined; schema?: string | null | undefined },
  database: DatabaseRow,
  spec: EngineSpec,
  userId: number,
): CtasPlan | CtasRefusal {
  const { method } = options;
  const allowed = method === 'VIEW' ? database.allow_cvas : database.allow_ctas;
  if (!allowed) {
    return {
      status: 400,
      message: `This database does not allow CREATE ${method} AS SELECT.`,
      errorType: 'DML_NOT_ALLOWED_ERROR',
    };
  }
  const last = statements[statements.length - 1];
  if (!last?.isSelect || (method === 'VIEW' && statements.length !== 1)) {
    return {
      status: 400,
      message: method === 'VIEW' ? CVAS_NOT_SELECT : CTAS_NOT_SELECT,
      errorType: 'INVALID_CTAS_QUERY_ERROR',
    };
  }
  const table =
    options.table?.trim() ||
    `tmp_${userId}_table_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  const schema = database.force_ctas_schema || options.schema || null;
  const target = schema
    ? `${spec.quoteIdentifier(schema)}.${spec.quoteIdentifier(table)}`
    : spec.quoteIdentifier(table);
  const create: ParsedStatement = {
    sql: `CREATE ${method} ${target} AS\n${last.sql}`,
    mutating: true,
    isSelect: false,
    ownLimit: null,
    understood: true,
    tables: last.tables,
    opaqueTables: last.opaqueTables,
  };
  return { statements: [...statements.slice(0, -1), create], table, schema, method };
}
