import type { MetadataDb } from '../../platform/metadata/metadataDb.js';
import { nowIso } from '../../platform/metadata/schema.js';

/** SQL of the key_value store, partitioned by resource ('app', 'sqllab_permalink', ...). */
export class KeyValueRepository {
  constructor(private readonly db: MetadataDb) {}

  async insert(resource: string, uuid: string, value: string, userId: number): Promise<number> {
    const now = nowIso();
    const inserted = await this.db
      .insertInto('key_value')
      .values({
        uuid,
        resource,
        value,
        expires_on: null,
        created_on: now,
        changed_on: now,
        created_by_fk: userId,
        changed_by_fk: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async valueById(resource: string, id: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('key_value')
      .select(['value', 'expires_on'])
      .where('resource', '=', resource)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && !expired(row.expires_on) ? row.value : undefined;
  }

  async valueByUuid(resource: string, uuid: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('key_value')
      .select(['value', 'expires_on'])
      .where('resource', '=', resource)
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    return row && !expired(row.expires_on) ? row.value : undefined;
  }
}

function expired(expiresOn: string | null): boolean {
  return expiresOn !== null && expiresOn < nowIso();
}
