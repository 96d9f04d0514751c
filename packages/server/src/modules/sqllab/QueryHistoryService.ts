import type { Readable } from 'node:stream';
import { hasPermission } from '@loupe/core';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { CsvColumnStyle } from '../../engines/EngineSpec.js';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors.js';
import { csvStream, plainCell } from '../../platform/export/csv.js';
import { openCsvPieces } from '../../platform/export/engineRows.js';
import { idScope } from '../../platform/list/idScope.js';
import type { ListResponse, ListService } from '../../platform/list/ListService.js';
import type { Principal } from '../../security/routeAccess.js';
import type { DatabaseConnections } from '../databases/DatabaseConnections.js';
import type { DatabaseService } from '../databases/DatabaseService.js';
import { sqlTables } from '../savedqueries/sqlTables.js';
import { QUERY_LIST } from './queryList.js';
import type { QueryRepository } from './QueryRepository.js';
import type { SqlLabService } from './SqlLabService.js';

export interface QueryHistoryDeps {
  lists: ListService;
  queries: QueryRepository;
  sqlLab: SqlLabService;
  databases: DatabaseService;
  connections: DatabaseConnections;
}

/** CSV cells: dates as ISO text, nested values as JSON, so nothing prints as "[object Object]". */
const CSV_CELL = plainCell(['true', 'false']);
/** CSV_CELL's writing, for an engine writing the lines itself. */
const CSV_STYLE: CsvColumnStyle = { booleans: ['true', 'false'], time: 'iso' };

/** Adds the tables the query read (spec 001 §3 "Query list": sql_tables). */
function withTables(item: Record<string, unknown>): Record<string, unknown> {
  const text = (item.executed_sql ?? item.sql) as string | null | undefined;
  item.sql_tables = sqlTables(text);
  return item;
}

/** The query history (list and get) and the CSV export of a past query's full result. */
export class QueryHistoryService {
  constructor(private readonly deps: QueryHistoryDeps) {}

  /** Everyone's queries with all_query_access (admins), else only the caller's own (Superset's QueryFilter). */
  scope(principal: Principal): Expression<SqlBool>[] {
    return hasPermission(principal.grants, 'all_query_access', 'all_query_access')
      ? []
      : [sql<SqlBool>`query.user_id = ${principal.user.id}`];
  }

  /** related/database names only databases the caller may use (Superset's DatabaseFilter); users are not scoped. */
  async relatedScope(column: string, principal: Principal): Promise<Expression<SqlBool>[]> {
    return column === 'database' ? idScope('t.id', await this.deps.databases.visibleIds(principal)) : [];
  }

  async list(q: string | undefined, principal: Principal): Promise<ListResponse> {
    const page = await this.deps.lists.list(QUERY_LIST, q, this.scope(principal));
    for (const item of page.result) withTables(item);
    if (!page.list_columns.includes('sql_tables')) page.list_columns.push('sql_tables');
    return page;
  }

  async get(id: number, principal: Principal): Promise<{ id: number; result: Record<string, unknown> }> {
    const page = await this.deps.lists.list(QUERY_LIST, undefined, [
      ...this.scope(principal),
      sql<SqlBool>`query.id = ${id}`,
    ]);
    const result = page.result[0];
    if (!result) throw new NotFoundError();
    return { id, result: withTables(result) };
  }

  /**
   * The full result of the caller's query as CSV, re-read from the engine in batches and written as
   * they arrive: memory stays flat however many rows there are. Aborting the signal (the client went
   * away) stops the engine query.
   */
  async exportCsv(clientId: string, principal: Principal, signal: AbortSignal): Promise<Readable> {
    if (!hasPermission(principal.grants, 'can_csv', 'Superset')) throw new ForbiddenError();
    const row = await this.deps.sqlLab.ownQuery(clientId, principal);
    const selectSql = row.select_sql;
    const database = await this.deps.sqlLab.storedRunDatabase(row.database_id);
    if (row.status !== 'success' || !selectSql) {
      throw new BadRequestError('Only the result of a successful SELECT can be exported.');
    }
    // Re-running the last statement must never repeat a write; the user must still reach its tables.
    const statements = await this.deps.sqlLab.assertStoredRunAllowed(row, selectSql, database, principal);
    if (statements.length !== 1 || statements[0]!.mutating) {
      throw new BadRequestError('Only the result of a successful SELECT can be exported.');
    }
    const connection = this.deps.connections.get(database);
    const { columns, batches } = await openCsvPieces(
      connection,
      selectSql,
      (found) => found.map(() => CSV_STYLE),
      {
        signal,
      },
    );
    const names = columns.map((c) => c.name);
    return csvStream({ names, cells: names.map(() => CSV_CELL), pieces: batches });
  }
}
