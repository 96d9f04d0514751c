import {
  canAccessDatabase,
  dataAccessOf,
  databasePermName,
  tableAccessErrorMessage,
  tablesWithoutAccess,
  type QueriedTable,
} from '@loupe/core';

import type { EngineConnection } from '../../engines/EngineSpec.js';
import type { Principal } from '../../security/routeAccess.js';
import type { ParsedStatement } from '../../sql/statements.js';
import type { DatabaseRow } from '../databases/DatabaseRepository.js';
import type { DatasetRepository } from '../datasets/DatasetRepository.js';
import { sqlLabError } from './sqlLabErrors.js';

/**
 * SQL Lab's table check (Superset's raise_for_access with a query): a user without access to the
 * whole database may run a statement only when every table it reads is covered by schema_access or
 * by datasource_access on a dataset of that table. A statement whose tables cannot be known from its
 * text (a write, DDL, SQL run by a function) needs the whole database. Answered 403
 * TABLE_SECURITY_ACCESS_ERROR naming the tables; nothing is run.
 */
export class SqlTableAccess {
  constructor(private readonly datasets: Pick<DatasetRepository, 'physicalOf'>) {}

  /** Access to the whole database: every statement is covered, nothing needs parsing or looking up. */
  coversDatabase(principal: Principal, database: DatabaseRow): boolean {
    const access = dataAccessOf(principal.grants);
    return (
      access.allDatasources ||
      canAccessDatabase(access, databasePermName(database.database_name, database.id))
    );
  }

  async assertAllowed(
    principal: Principal,
    database: DatabaseRow,
    statements: readonly ParsedStatement[],
    schema: string | null | undefined,
    connection: EngineConnection,
  ): Promise<void> {
    // Access to the whole database: nothing to look up (the common case costs nothing).
    if (this.coversDatabase(principal, database)) return;
    const access = dataAccessOf(principal.grants);
    const target = { name: database.database_name, id: database.id };
    if (statements.some((s) => s.opaqueTables)) {
      throw sqlLabError(
        403,
        `You need access to the whole database "${database.database_name}" to run this statement: the tables it uses cannot be told from its text.`,
        'TABLE_SECURITY_ACCESS_ERROR',
      );
    }
    const defaultSchema = schema || ((await connection.defaultSchema?.().catch(() => null)) ?? null);
    const tables: QueriedTable[] = [];
    for (const statement of statements) {
      for (const ref of statement.tables) {
        const table = { schema: ref.schema ?? defaultSchema, table: ref.table };
        if (!tables.some((t) => t.schema === table.schema && t.table === table.table)) tables.push(table);
      }
    }
    if (tables.length === 0) return;
    const denied = tablesWithoutAccess(access, target, tables, await this.datasets.physicalOf(database.id));
    if (denied.length > 0) {
      throw sqlLabError(403, tableAccessErrorMessage(denied), 'TABLE_SECURITY_ACCESS_ERROR', {
        tables: denied.map((t) => (t.schema ? `${t.schema}.${t.table}` : t.table)),
      });
    }
  }
}
