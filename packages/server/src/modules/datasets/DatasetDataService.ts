import type { SamplesResponse } from '@loupe/core';
import { GENERIC_TYPE_CODE, EngineError } from '../../engines/EngineSpec.js';
import { ApiError, BadRequestError } from '../../errors.js';
import type { Principal } from '../../security/routeAccess.js';
import type { DatabaseConnections } from '../databases/DatabaseConnections.js';
import type { DatasetService } from './DatasetService.js';
import { validateFragment } from '../../sql/compiler/fragments.js';
import { checkedFromClause } from './datasetSource.js';

/** Suggestions for a filter's value list (spec 001 §7: suggestion limit 1000). */
export const COLUMN_VALUES_LIMIT = 1000;
export const SAMPLES_PAGE_SIZE = 100;
const SAMPLES_MAX_PAGE_SIZE = 1000;

function engineFailure(e: unknown): never {
  if (e instanceof EngineError) throw new ApiError(400, { message: `Error: ${e.message}` });
  throw e;
}

/** Reading a dataset's data for the UI helpers: distinct column values and raw samples. */
export class DatasetDataService {
  constructor(private readonly deps: { datasets: DatasetService; connections: DatabaseConnections }) {}

  private async source(type: string, id: number, principal: Principal) {
    if (type !== 'table' && type !== 'dataset') throw new BadRequestError(`Invalid datasource type: ${type}`);
    const parts = await this.deps.datasets.parts(await this.deps.datasets.visibleRow(id, principal));
    return { parts, connection: this.deps.connections.get(parts.database) };
  }

  /** GET /api/v1/datasource/{type}/{id}/column/{column}/values/. */
  async columnValues(
    type: string,
    id: number,
    column: string,
    principal: Principal,
  ): Promise<{ result: unknown[] }> {
    const { parts, connection } = await this.source(type, id, principal);
    const col = parts.columns.find((c) => c.column_name === column);
    if (!col) throw new BadRequestError(`Column ${column} does not exist in dataset ${parts.row.table_name}`);
    const { spec, row } = parts;
    // A calculated column is read through its expression, a physical one by its quoted name; stored
    // expressions and the predicate pass the same one-expression check as chart queries' SQL.
    const expr = col.expression
      ? `(\n${validateFragment(col.expression, spec.engine)}\n)`
      : spec.quoteIdentifier(col.column_name);
    const predicate = row.fetch_values_predicate
      ? `WHERE (\n${validateFragment(row.fetch_values_predicate, spec.engine, 'condition')}\n)`
      : '';
    const from = await checkedFromClause(spec, row);
    const text = `SELECT DISTINCT ${expr} AS ${spec.quoteIdentifier('column_values')}\nFROM ${from}\n${predicate}\nORDER BY 1\n${spec.limitClause(COLUMN_VALUES_LIMIT)}`;
    const result = await connection.execute(text, { maxRows: COLUMN_VALUES_LIMIT }).catch(engineFailure);
    return { result: result.rows.map((r) => r.column_values) };
  }

  /** POST /datasource/samples: a page of the dataset's rows with its total count. */
  async samples(
    type: string,
    id: number,
    page: number,
    perPage: number,
    principal: Principal,
  ): Promise<SamplesResponse> {
    const { parts, connection } = await this.source(type, id, principal);
    const { spec, row } = parts;
    const size = Math.min(Math.max(1, perPage), SAMPLES_MAX_PAGE_SIZE);
    const offset = (Math.max(1, page) - 1) * size;
    const from = await checkedFromClause(spec, row);
    const data = await connection
      .execute(`SELECT *\nFROM ${from}\n${spec.limitClause(size, offset)}`, { maxRows: size })
      .catch(engineFailure);
    const count = await connection
      .execute(`SELECT COUNT(*) AS ${spec.quoteIdentifier('rowcount')}\nFROM ${from}`)
      .catch(engineFailure);
    const coltypes = data.columns.map((c) => {
      const generic = c.type ? spec.genericType(c.type) : null;
      return generic === null ? GENERIC_TYPE_CODE.string : GENERIC_TYPE_CODE[generic];
    });
    return {
      result: {
        data: data.rows,
        colnames: data.columns.map((c) => c.name),
        coltypes,
        rowcount: data.rows.length,
        total_count: Number(count.rows[0]?.rowcount ?? 0),
        page: Math.max(1, page),
        per_page: size,
      },
    };
  }
}
