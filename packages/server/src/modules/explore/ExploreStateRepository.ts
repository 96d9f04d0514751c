import type { MetadataDb } from '../../platform/metadata/metadataDb.js';
import { nowIso } from '../../platform/metadata/schema.js';

export interface StoredEntry {
  id: number;
  value: string;
  createdBy: number | null;
}

/** Explore's form-data cache and permalinks in `key_value`, one resource each, with optional expiry. */
export class ExploreStateRepository {
  constructor(private readonly db: MetadataDb) {}

  async insert(
    resource: string,
    uuid: string,
    value: string,
    userId: number,
    expiresOn: string | null,
  ): Promise<number> {
    const now = nowIso();
    const { id } = await this.db
      .insertInto('key_value')
      .values({
        uuid,
        resource,
        value,
        expires_on: expiresOn,
        created_on: now,
        changed_on: now,
        created_by_fk: userId,
        changed_by_fk: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Replaces the value under a key, or creates it (the contextual key of a tab is rewritten on each save). */
  async put(
    resource: string,
    uuid: string,
    value: string,
    userId: number,
    expiresOn: string | null,
  ): Promise<void> {
    const updated = await this.db
      .updateTable('key_value')
      .set({ value, expires_on: expiresOn, changed_on: nowIso(), changed_by_fk: userId })
      .where('resource', '=', resource)
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await this.insert(resource, uuid, value, userId, expiresOn);
  }

  /** The live entry under a key; an expired one reads as missing. */
  async find(resource: string, uuid: string): Promise<StoredEntry | undefined> {
    const row = await this.db
      .selectFrom('key_value')
      .select(['id', 'value', 'expires_on', 'created_by_fk'])
      .where('resource', '=', resource)
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    if (!row || (row.expires_on !== null && row.expires_on < nowIso())) return undefined;
    return { id: row.id, value: row.value, createdBy: row.created_by_fk };
  }

  async findById(resource: string, id: number): Promise<StoredEntry | undefined> {
    const row = await this.db
      .selectFrom('key_value')
      .select(['id', 'value', 'expires_on', 'created_by_fk'])
      .where('resource', '=', resource)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || (row.expires_on !== null && row.expires_on < nowIso())) return undefined;
    return { id: row.id, value: row.value, createdBy: row.created_by_fk };
  }

  /** Pushes an entry's expiry back (Superset's REFRESH_TIMEOUT_ON_RETRIEVAL). */
  async touch(resource: string, uuid: string, expiresOn: string): Promise<void> {
    await this.db
      .updateTable('key_value')
      .set({ expires_on: expiresOn })
      .where('resource', '=', resource)
      .where('uuid', '=', uuid)
      .execute();
  }

  async delete(resource: string, uuid: string): Promise<void> {
    await this.db.deleteFrom('key_value').where('resource', '=', resource).where('uuid', '=', uuid).execute();
  }

  /** Drops the resource's expired entries, so abandoned tabs do not pile up. */
  async purgeExpired(resource: string): Promise<void> {
    await this.db
      .deleteFrom('key_value')
      .where('resource', '=', resource)
      .where('expires_on', 'is not', null)
      .where('expires_on', '<', nowIso())
      .execute();
  }
}
