import { QueryObjectValidationError } from '../../sql/compiler/errors.js';
import { assertReadOnlyQuery } from '../../sql/virtualSql.js';
import { EngineError, type EngineConnection, type EngineSpec } from '../../engines/EngineSpec.js';
import { UnprocessableError } from '../../errors.js';
import { inferColumn } from './columnInference.js';
import type { NewColumn } from './DatasetRepository.js';

export interface DatasetSourceRef {
  table_name: string;
  schema: string | null;
  sql: string | null;
}

/** FROM-clause text of a dataset: its quoted table, or its SQL as a subquery. */
/**
 * The FROM clause of a dataset's source, its virtual SQL first checked to be one read-only statement
 * (a dataset saved before that check, or written to the store directly, is not trusted).
 */
export async function checkedFromClause(spec: EngineSpec, ref: DatasetSourceRef): Promise<string> {
  if (ref.sql && ref.sql.trim()) await assertReadOnlyQuery(ref.sql.trim().replace(/;\s*$/, ''), spec.engine);
  return fromClause(spec, ref);
}

function fromClause(spec: EngineSpec, ref: DatasetSourceRef): string {
  if (ref.sql && ref.sql.trim()) return `(\n${ref.sql.trim().replace(/;\s*$/, '')}\n) AS virtual_table`;
  const q = (n: string): string => spec.quoteIdentifier(n);
  return ref.schema ? `${q(ref.schema)}.${q(ref.table_name)}` : q(ref.table_name);
}

/**
 * The columns of a dataset's source as the engine reports them: the table's columns, or the result
 * columns of its SQL. Engine failures become 422s carrying the engine's own message.
 */
export async function sourceColumns(
  spec: EngineSpec,
  connection: EngineConnection,
  ref: DatasetSourceRef,
  userId: number | null,
): Promise<NewColumn[]> {
  if (ref.sql && ref.sql.trim()) {
    // Describing prepares the SQL on the engine: only one read-only statement gets that far.
    try {
      await assertReadOnlyQuery(ref.sql.trim().replace(/;\s*$/, ''), spec.engine);
    } catch (e) {
      if (e instanceof QueryObjectValidationError) throw new UnprocessableError({ sql: [e.message] });
      throw e;
    }
  }
  try {
    if (ref.sql && ref.sql.trim()) {
      const columns = await connection.describeQuery(ref.sql.trim().replace(/;\s*$/, ''));
      return columns.map((c) => inferColumn(spec, c.name, c.type, userId));
    }
    const table = await connection.describeTable(ref.schema, ref.table_name);
    return table.columns.map((c) => inferColumn(spec, c.name, c.type, userId));
  } catch (e) {
    if (!(e instanceof EngineError)) throw e;
    if (!ref.sql && e.errorType === 'TABLE_DOES_NOT_EXIST_ERROR') {
      throw new UnprocessableError({
        table: [
          `Table [${ref.table_name}] could not be found, please double check your database connection, schema, and table name`,
        ],
      });
    }
    throw new UnprocessableError(e.message);
  }
}
