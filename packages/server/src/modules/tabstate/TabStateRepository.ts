import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { MetadataDb } from '../../platform/metadata/metadataDb.js';
import type { TableSchemaTable, TabStateTable } from '../../platform/metadata/schema.js';

export type TabStateRow = Selectable<TabStateTable>;
export type TabStateChanges = Updateable<TabStateTable>;
export type TableSchemaRow = Selectable<TableSchemaTable>;
export type NewTableSchemaRow = Insertable<TableSchemaTable>;

/** A row of the `query` table, which the SQL Lab execution module owns; read as loose columns. */
export type QueryRow = Record<string, unknown>;

/** SQL of SQL Lab tab states and their table schemas, and the few reads of `query` they need. */
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

  savedQueryRef(id: number): Promise<{ id: number; label: string | null } | undefined> {
    return this.db.selectFrom('saved_query').select(['id', 'label']).where('id', '=', id).executeTakeFirst();
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

  /** The user's query with this client id, or undefined (also when the table is not there yet). */
  async queryByClientId(clientId: string, userId: number): Promise<QueryRow | undefined> {
    try {
      const { rows } =
        await sql<QueryRow>`select * from ${sql.table('query')} where client_id = ${clientId} and user_id = ${userId}`.execute(
          this.db,
        );
      return rows[0];
    } catch {
      return undefined;
    }
  }

  /** The user's queries run from these tabs (sql_editor_id holds the tab id as text). */
  async queriesOfTabs(tabIds: readonly number[], userId: number): Promise<QueryRow[]> {
    if (tabIds.length === 0) return [];
    try {
      const ids = tabIds.map(String);
      const { rows } =
        await sql<QueryRow>`select * from ${sql.table('query')} where user_id = ${userId} and sql_editor_id in (${sql.join(ids)})`.execute(
          this.db,
        );
      return rows;
    } catch {
      return [];
    }
  }

  /** Moves a query run before the tab was saved server-side under the tab's id. */
  async moveQuery(clientId: string, tabId: number, userId: number): Promise<void> {
    await sql`update ${sql.table('query')} set sql_editor_id = ${String(tabId)} where client_id = ${clientId} and user_id = ${userId}`.execute(
      this.db,
    );
  }

  async deleteQuery(clientId: string, tabId: number, userId: number): Promise<void> {
    await sql`delete from ${sql.table('query')} where client_id = ${clientId} and user_id = ${userId} and sql_editor_id = ${String(tabId)}`.execute(
      this.db,
    );
  }
}
