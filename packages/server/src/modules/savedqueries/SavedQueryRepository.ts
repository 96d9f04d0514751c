import type { Insertable, Selectable, Updateable } from 'kysely';
import type { MetadataDb } from '../../platform/metadata/metadataDb.js';
import type { SavedQueryTable } from '../../platform/metadata/schema.js';

export type SavedQueryRow = Selectable<SavedQueryTable>;
export type NewSavedQueryRow = Insertable<SavedQueryTable>;
export type SavedQueryChanges = Updateable<SavedQueryTable>;

export interface PersonRef {
  id: number;
  first_name: string;
  last_name: string;
}

/** SQL of saved queries. */
export class SavedQueryRepository {
  constructor(private readonly db: MetadataDb) {}

  findById(id: number): Promise<SavedQueryRow | undefined> {
    return this.db.selectFrom('saved_query').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByIds(ids: readonly number[]): Promise<SavedQueryRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('saved_query').selectAll().where('id', 'in', ids).execute();
  }

  async insert(row: NewSavedQueryRow): Promise<number> {
    const inserted = await this.db
      .insertInto('saved_query')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async update(id: number, changes: SavedQueryChanges): Promise<void> {
    await this.db.updateTable('saved_query').set(changes).where('id', '=', id).execute();
  }

  /** Deletes the rows; tab states pointing at them lose the link (the foreign key sets it null). */
  async delete(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('tab_state')
        .set({ saved_query_id: null })
        .where('saved_query_id', 'in', ids)
        .execute();
      await trx.deleteFrom('saved_query').where('id', 'in', ids).execute();
    });
  }

  person(id: number | null): Promise<PersonRef | undefined> {
    if (id === null) return Promise.resolve(undefined);
    return this.db
      .selectFrom('ab_user')
      .select(['id', 'first_name', 'last_name'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  database(id: number | null): Promise<{ id: number; database_name: string } | undefined> {
    if (id === null) return Promise.resolve(undefined);
    return this.db.selectFrom('dbs').select(['id', 'database_name']).where('id', '=', id).executeTakeFirst();
  }
}
