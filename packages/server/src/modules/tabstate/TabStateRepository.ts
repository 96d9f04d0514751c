import type { Insertable, Selectable, Updateable } from 'kysely';
import type { MetadataDb } from '../../platform/metadata/metadataDb.js';
import type { TableSchemaTable, TabStateTable } from '../../platform/metadata/schema.js';
import type { QueryRowWithNames } from '../sqllab/QueryRepository.js';

export type TabStateRow = Selectable<TabStateTable>;
export type TabStateChanges = Updateable<TabStateTable>;
export type TableSchemaRow = Selectable<TableSchemaTable>;
export type NewTableSchemaRow = Insertable<TableSchemaTable>;

/** SQL of SQL Lab tab states and their table schemas, and the few uses of `query` rows they need. */
export class TabStateRepository {
  constructor(private readonly db: MetadataDb) {}

  findById(id: number): Promise<TabStateRow | undefined> {
    return this.db.selectFrom('tab_state').selectAll().where('id', '=', id).executeTakeFirst();
  }

  labelsOf(userId: number): Promise<{ id: number; label: string | null }[]> {
    return this.db
      .selectFrom('tab_state')
      .select(['id', 'label'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  activeOf(userId: number): Promise<TabStateRow | undefined> {
    return this.db
      .selectFrom('tab_state')
      .selectAll()
      .where('user_id', '=', userId)
      .where('active', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** Inserts the tab as the user's only active one. */
  async insertActive(row: Insertable<TabStateTable>): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx.updateTable('tab_state').set({ active: 0 }).where('user_id', '=', row.user_id).execute();
      const inserted = await trx
        .insertInto('tab_state')
        .values({ ...row, active: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    });
  }

  async activate(id: number, userId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('tab_state').set({ active: 0 }).where('user_id', '=', userId).execute();
      await trx.updateTable('tab_state').set({ active: 1 }).where('id', '=', id).execute();
    });
  }

  async update(id: number, changes: TabStateChanges): Promise<void> {
    await this.db.updateTable('tab_state').set(changes).where('id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('table_schema').where('tab_state_id', '=', id).execute();
      await trx.deleteFrom('tab_state').where('id', '=', id).execute();
    });
  }

  async databaseIds(): Promise<number[]> {
    const rows = await this.db.selectFrom('dbs').select('id').orderBy('id').execute();
    return rows.map((r) => r.id);
  }

  /** The saved query a tab was opened from, when it is this user's (saved queries are private). */
  savedQueryRef(id: number, userId: number): Promise<{ id: number; label: string | null } | undefined> {
    return this.db
      .selectFrom('saved_query')
      .select(['id', 'label'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  tableSchemasOf(tabId: number): Promise<TableSchemaRow[]> {
    return this.db
      .selectFrom('table_schema')
      .selectAll()
      .where('tab_state_id', '=', tabId)
      .orderBy('id')
      .execute();
  }

  findTableSchema(id: number): Promise<TableSchemaRow | undefined> {
    return this.db.selectFrom('table_schema').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Replaces the tab's schema entry for the same table, as Superset does when a table is re-added. */
  async replaceTableSchema(row: NewTableSchemaRow): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      let existing = trx
        .deleteFrom('table_schema')
        .where('tab_state_id', '=', row.tab_state_id)
        .where('database_id', '=', row.database_id);
      existing =
        row.schema == null ? existing.where('schema', 'is', null) : existing.where('schema', '=', row.schema);
      existing =
        row.table == null ? existing.where('table', 'is', null) : existing.where('table', '=', row.table);
      await existing.execute();
      const inserted = await trx
        .insertInto('table_schema')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    });
  }

  async setExpanded(id: number, expanded: boolean): Promise<void> {
    await this.db
      .updateTable('table_schema')
      .set({ expanded: expanded ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  }

  async deleteTableSchema(id: number): Promise<void> {
    await this.db.deleteFrom('table_schema').where('id', '=', id).execute();
  }

  private queriesWithNames() {
    return this.db
      .selectFrom('query')
      .leftJoin('dbs', 'dbs.id', 'query.database_id')
      .leftJoin('ab_user', 'ab_user.id', 'query.user_id')
      .selectAll('query')
      .select(['dbs.database_name', 'ab_user.username', 'ab_user.first_name', 'ab_user.last_name']);
  }

  /** The user's query with this client id (rows are written by the SQL Lab execution module). */
  queryByClientId(clientId: string, userId: number): Promise<QueryRowWithNames | undefined> {
    return this.queriesWithNames()
      .where('query.client_id', '=', clientId)
      .where('query.user_id', '=', userId)
      .executeTakeFirst();
  }

  /** The user's queries run from these tabs (sql_editor_id holds the tab id as text). */
  queriesOfTabs(tabIds: readonly number[], userId: number): Promise<QueryRowWithNames[]> {
    if (tabIds.length === 0) return Promise.resolve([]);
    return this.queriesWithNames()
      .where('query.user_id', '=', userId)
      .where('query.sql_editor_id', 'in', tabIds.map(String))
      .orderBy('query.id')
      .execute();
  }

  /** Moves a query run before the tab was saved server-side under the tab's id. */
  async moveQuery(clientId: string, tabId: number, userId: number): Promise<void> {
    await this.db
      .updateTable('query')
      .set({ sql_editor_id: String(tabId) })
      .where('client_id', '=', clientId)
      .where('user_id', '=', userId)
      .execute();
  }

  async deleteQuery(clientId: string, tabId: number, userId: number): Promise<void> {
    await this.db
      .deleteFrom('query')
      .where('client_id', '=', clientId)
      .where('user_id', '=', userId)
      .where('sql_editor_id', '=', String(tabId))
      .execute();
  }
}
