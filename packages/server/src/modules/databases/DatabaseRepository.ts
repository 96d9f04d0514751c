import type { Insertable, Selectable, Updateable } from 'kysely';
import type { MetadataDb } from '../../platform/metadata/metadataDb.js';
import type { DatabaseTable } from '../../platform/metadata/schema.js';

export type DatabaseRow = Selectable<DatabaseTable>;
export type NewDatabaseRow = Insertable<DatabaseTable>;
export type DatabaseChanges = Updateable<DatabaseTable>;

/** The `dbs` table: database connections. */
export class DatabaseRepository {
  constructor(private readonly db: MetadataDb) {}

  findById(id: number): Promise<DatabaseRow | undefined> {
    return this.db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByName(name: string): Promise<DatabaseRow | undefined> {
    return this.db.selectFrom('dbs').selectAll().where('database_name', '=', name).executeTakeFirst();
  }

  findByIds(ids: readonly number[]): Promise<DatabaseRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('dbs').selectAll().where('id', 'in', ids).execute();
  }

  /** Ids and names of every database, for access filtering. */
  listNames(): Promise<{ id: number; database_name: string }[]> {
    return this.db.selectFrom('dbs').select(['id', 'database_name']).orderBy('id').execute();
  }

  async insert(row: NewDatabaseRow): Promise<number> {
    return (await this.db.insertInto('dbs').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  async update(id: number, changes: DatabaseChanges): Promise<void> {
    await this.db.updateTable('dbs').set(changes).where('id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('dbs').where('id', '=', id).execute();
  }

  /** Names of the datasets built on a database (deleting it is refused while there are any). */
  async datasetNames(id: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tables')
      .select('table_name')
      .where('database_id', '=', id)
      .orderBy('table_name')
      .execute();
    return rows.map((r) => r.table_name);
  }
}
