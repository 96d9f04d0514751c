import type { RoleResult } from '@loupe/core';
import type { MetadataDb } from '../../platform/metadata/metadataDb.js';
import type { PermissionRepository } from './PermissionRepository.js';

export class RoleRepository {
  constructor(
    private readonly db: MetadataDb,
    private readonly permissions: PermissionRepository,
  ) {}

  async findByName(name: string): Promise<{ id: number; name: string } | undefined> {
    return this.db.selectFrom('ab_role').selectAll().where('name', '=', name).executeTakeFirst();
  }

  async get(id: number): Promise<RoleResult | undefined> {
    const role = await this.db.selectFrom('ab_role').selectAll().where('id', '=', id).executeTakeFirst();
    if (!role) return undefined;
    const ids = (
      await this.db
        .selectFrom('ab_permission_view_role')
        .select('permission_view_id')
        .where('role_id', '=', id)
        .execute()
    ).map((r) => r.permission_view_id);
    return { id: role.id, name: role.name, permissions: await this.permissions.listPairs(ids) };
  }

  async existingIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    return (await this.db.selectFrom('ab_role').select('id').where('id', 'in', ids).execute()).map(
      (r) => r.id,
    );
  }

  async create(name: string): Promise<number> {
    return (await this.db.insertInto('ab_role').values({ name }).returning('id').executeTakeFirstOrThrow())
      .id;
  }

  async rename(id: number, name: string): Promise<void> {
    await this.db.updateTable('ab_role').set({ name }).where('id', '=', id).execute();
  }

  async delete(ids: readonly number[]): Promise<number> {
    const result = await this.db.deleteFrom('ab_role').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async userCount(id: number): Promise<number> {
    const row = await this.db
      .selectFrom('ab_user_role')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role_id', '=', id)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
