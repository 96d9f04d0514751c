import type { SqlLanguage } from 'sql-formatter';
import { EngineError } from '../../engines/EngineSpec.js';
import { BadRequestError } from '../../errors.js';
import { lazyRequire } from '../../platform/lazyRequire.js';
import type { Principal } from '../../security/routeAccess.js';
import { parseTemplateParams, renderSqlTemplate, TemplateError } from '../../sql/templating.js';
import type { DatabaseConnections } from '../databases/DatabaseConnections.js';
import type { DatabaseService } from '../databases/DatabaseService.js';
import { scriptRefusal } from './scriptRefusal.js';
import { sqlLabError } from './sqlLabErrors.js';
import { parseUserScript } from './SqlLabService.js';
import type { SqlTableAccess } from './tableAccess.js';

// sql-formatter and its dialect grammars load only when someone formats SQL, not at start-up.
const loadFormatter = lazyRequire<typeof import('sql-formatter')>('sql-formatter');

/** sql-formatter dialects per engine key; others format as standard SQL. */
const FORMAT_LANGUAGES: Readonly<Record<string, SqlLanguage>> = {
  postgresql: 'postgresql',
  duckdb: 'duckdb',
  mysql: 'mariadb',
  sqlite: 'sqlite',
};

export interface EstimateRequest {
  database_id: number;
  sql: string;
  template_params?: Record<string, unknown> | string | null | undefined;
  schema?: string | null | undefined;
}

/** SQL Lab's helpers beside execution: cost estimates (EXPLAIN) and formatting. */
export class SqlLabToolsService {
  constructor(
    private readonly deps: {
      databases: DatabaseService;
      connections: DatabaseConnections;
      tableAccess: SqlTableAccess;
    },
  ) {}

  /** The engine's EXPLAIN figures for each statement; never runs the statements themselves. */
  async estimate(
    body: EstimateRequest,
    principal: Principal,
  ): Promise<{ result: Record<string, unknown>[] }> {
    const database = await this.deps.databases.visibleRow(body.database_id, principal);
    const spec = this.deps.connections.specOf(database);
    const connection = this.deps.connections.get(database);
    if (!spec.allowsCostEstimate || !connection.estimateCost) {
      throw new BadRequestError(`Database does not support cost estimation: ${spec.engineName}`);
    }
    let sql: string;
    try {
      const params =
        typeof body.template_params === 'string'
          ? parseTemplateParams(body.template_params)
          : (body.template_params ?? {});
      sql = await renderSqlTemplate(body.sql, params);
    } catch (error) {
      if (error instanceof TemplateError) throw sqlLabError(400, error.message, error.errorType);
      throw error;
    }
    const statements = await parseUserScript(sql, spec.engine);
    await this.deps.tableAccess.assertAllowed(principal, database, statements, body.schema, connection);
    // EXPLAIN ANALYZE-like engines could run a write while estimating; refuse as execution would.
    const refusal = scriptRefusal(statements, database);
    if (refusal) throw sqlLabError(refusal.status, refusal.message, refusal.errorType);
    // One cost row per statement, as Superset lists them.
    const result: Record<string, unknown>[] = [];
    try {
      for (const statement of statements) result.push(...(await connection.estimateCost(statement.sql)));
    } catch (error) {
      if (error instanceof EngineError) throw sqlLabError(400, error.message, error.errorType);
      throw error;
    }
    return { result };
  }

  /** The SQL pretty-printed in the engine's dialect (Superset's /sqllab/format_sql/). */
  formatSql(sql: string, engine: string | undefined): { result: string } {
    const language = (engine && FORMAT_LANGUAGES[engine]) || 'sql';
    try {
      return { result: loadFormatter().format(sql, { language }) };
    } catch (error) {
      throw new BadRequestError(`Unable to format the SQL: ${(error as Error).message}`);
    }
  }
}
