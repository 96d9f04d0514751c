import type { Insertable, Selectable, Updateable } from 'kysely';
import type { MetadataDb } from '../../platform/metadata/metadataDb.js';
import type { QueryTable } from '../../platform/metadata/schema.js';

export type QueryRow = Selectable<QueryTable>;
export type NewQueryRow = Insertable<QueryTable>;
export type QueryChanges = Updateable<QueryTable>;

/** A query row with the names a QueryDict shows: its database and its user. */
export type QueryRowWithNames = QueryRow & {
  database_name: string | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
};

/** The `query` table: one row per SQL Lab run. */
export class QueryRepository {
  constructor(private readonly db: MetadataDb) {}

  private withNames() {
    return this.db
      .selectFrom('query')
      .leftJoin('dbs', 'dbs.id', 'query.database_id')
      .leftJoin('ab_user', 'ab_user.id', 'query.user_id')
      .selectAll('query')
      .select(['dbs.database_name', 'ab_user.username', 'ab_user.first_name', 'ab_user.last_name']);
  }

  async insert(row: NewQueryRow): Promise<number> {
    const inserted = await this.db.insertInto('query').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  async update(id: number, changes: QueryChanges): Promise<void> {
    await this.db.updateTable('query').set(changes).where('id', '=', id).execute();
  }

  /**
   * Superset's QueryDAO.update_saved_query_exec_info: every saved query on the run's database whose
   * SQL is the run's SQL (as typed) gets the run's row count and `last_run`, whoever saved it.
   */
  async updateSavedQueryExecInfo(queryId: number, rows: number, lastRun: string): Promise<void> {
    const run = await this.db
      .selectFrom('query')
      .select(['database_id', 'sql'])
      .where('id', '=', queryId)
      .executeTakeFirst();
    if (!run || run.sql === null) return;
    await this.db
      .updateTable('saved_query')
      .set({ rows, last_run: lastRun })
      .where('db_id', '=', run.database_id)
      .where('sql', '=', run.sql)
      .execute();
  }

  findByClientId(clientId: string): Promise<QueryRowWithNames | undefined> {
    return this.withNames().where('query.client_id', '=', clientId).executeTakeFirst();
  }

  findById(id: number): Promise<QueryRowWithNames | undefined> {
    return this.withNames().where('query.id', '=', id).executeTakeFirst();
  }

  findByResultsKey(key: string): Promise<QueryRowWithNames | undefined> {
    return this.withNames().where('query.results_key', '=', key).executeTakeFirst();
  }

  /** The user's queries changed at or after the instant (ISO text sorts as time). */
  changedSince(userId: number, sinceIso: string): Promise<QueryRowWithNames[]> {
    return this.withNames()
      .where('query.user_id', '=', userId)
      .where('query.changed_on', '>=', sinceIso)
      .orderBy('query.changed_on', 'asc')
      .limit(1000)
      .execute();
  }
}
