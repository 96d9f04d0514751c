import { sql, type Expression, type Generated, type Kysely, type SqlBool } from 'kysely';
import type { MetadataDb } from '../../platform/metadata/metadataDb.js';
import type { MetadataSchema } from '../../platform/metadata/schema.js';
import type { LogRecord } from './logEvents.js';

/** The `logs` table (migration 0001), Superset's Log model. */
export interface LogTable {
  id: Generated<number>;
  action: string | null;
  user_id: number | null;
  dashboard_id: number | null;
  slice_id: number | null;
  json: string | null;
  dttm: string | null;
  duration_ms: number | null;
  referrer: string | null;
}

type LogDb = Kysely<MetadataSchema & { logs: LogTable }>;

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound parameters. */
const INSERT_CHUNK = 500;

/** One entry of recent activity before it is shaped for the wire. */
export interface ActivityRow {
  action: string;
  dashboard_id: number | null;
  slice_id: number | null;
  dttm: string;
  dashboard_slug: string | null;
  dashboard_title: string | null;
  slice_name: string | null;
}

export interface ActivityQuery {
  userId: number;
  actions: readonly string[];
  distinct: boolean;
  since: string;
  offset: number;
  limit: number;
  /** Conditions on `dashboards` that keep the dashboards the caller may see. */
  dashboardScope: readonly Expression<SqlBool>[];
  /** Conditions on `slices` that keep the charts the caller may see. */
  chartScope: readonly Expression<SqlBool>[];
}

const all = (conditions: readonly Expression<SqlBool>[]) =>
  conditions.length ? sql<SqlBool>`(${sql.join(conditions, sql` and `)})` : sql<SqlBool>`1 = 1`;

/**
 * Rows written by Superset's own logger (action `log`, the event in `json`) name the event instead
 * of an action; Python's json.dumps writes `": "`, JavaScript's `":"`.
 */
function actionMatches(actions: readonly string[]) {
  const patterns = actions.flatMap((a) => [`%"event_name": "${a}"%`, `%"event_name":"${a}"%`]);
  const byEvent = patterns.map((p) => sql<SqlBool>`l.json like ${p}`);
  return sql<SqlBool>`(l.action in (${sql.join(actions)}) or (l.action = 'log' and (${sql.join(byEvent, sql` or `)})))`;
}

/** All SQL on `logs`: the action log's rows and the caller's recent activity. */
export class LogRepository {
  private readonly db: LogDb;

  constructor(db: MetadataDb) {
    this.db = db.withTables<{ logs: LogTable }>();
  }

  async insert(records: readonly LogRecord[]): Promise<void> {
    if (records.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < records.length; i += INSERT_CHUNK) {
        await trx
          .insertInto('logs')
          .values(records.slice(i, i + INSERT_CHUNK))
          .execute();
      }
    });
  }

  /**
   * The caller's latest views of dashboards and charts that still exist, have a title and are
   * visible to them, newest first; `distinct` keeps one entry per item and action (Superset's
   * LogDAO.get_recent_activity).
   */
  async recentActivity(q: ActivityQuery): Promise<ActivityRow[]> {
    const where = sql<SqlBool>`l.user_id = ${q.userId} and ${actionMatches(q.actions)}
      and (l.dashboard_id is not null or l.slice_id is not null)`;
    const source = q.distinct
      ? sql`(select l.dashboard_id, l.slice_id, l.action, max(l.dttm) as dttm from logs l
          where ${where} and l.dttm > ${q.since} group by l.dashboard_id, l.slice_id, l.action)`
      : sql`(select l.dashboard_id, l.slice_id, l.action, l.dttm from logs l where ${where})`;
    const visible = sql<SqlBool>`((a.dashboard_id is not null and dashboards.id is not null
        and coalesce(dashboards.dashboard_title, '') <> '' and ${all(q.dashboardScope)})
      or (a.dashboard_id is null and slices.id is not null
        and coalesce(slices.slice_name, '') <> '' and ${all(q.chartScope)}))`;
    const result = await sql<ActivityRow>`select a.action, a.dashboard_id, a.slice_id, a.dttm,
        dashboards.slug as dashboard_slug, dashboards.dashboard_title, slices.slice_name
      from ${source} a
      left join dashboards on dashboards.id = a.dashboard_id
      left join slices on slices.id = a.slice_id
      where ${visible}
      order by a.dttm desc
      limit ${q.limit} offset ${q.offset}`.execute(this.db);
    return result.rows;
  }
}
