import { pairKey, type PermissionPair, type PermissionViewRef } from '@loupe/core';
import { sql, type SqlBool } from 'kysely';
import type { MetadataDb } from '../../platform/metadata/metadataDb.js';

/** Permissions, view menus and their pairs (ab_permission_view), and which roles hold them. */
export class PermissionRepository {
  constructor(private readonly db: MetadataDb) {}

  private async idFor(table: 'ab_permission' | 'ab_view_menu', name: string): Promise<number> {
    const found = await this.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirst();
    if (found) return found.id;
    const inserted = await this.db
      .insertInto(table)
      .values({ name })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  /** Inserts the pairs that do not exist yet; returns the keys of those it inserted. */
  async ensurePairs(pairs: readonly PermissionPair[]): Promise<Set<string>> {
    const existing = new Set(
      (await this.listPairs()).map((p) => pairKey([p.permission_name, p.view_menu_name])),
    );
    const inserted = new Set<string>();
    for (const pair of pairs) {
      const key = pairKey(pair);
      if (existing.has(key)) continue;
      const permission_id = await this.idFor('ab_permission', pair[0]);
      const view_menu_id = await this.idFor('ab_view_menu', pair[1]);
      await this.db.insertInto('ab_permission_view').values({ permission_id, view_menu_id }).execute();
      existing.add(key);
      inserted.add(key);
    }
    return inserted;
  }

  async listPairs(ids?: readonly number[]): Promise<PermissionViewRef[]> {
    let query = this.db
      .selectFrom('ab_permission_view as pv')
      .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .select(['pv.id as id', 'p.name as permission_name', 'v.name as view_menu_name'])
      .orderBy('v.name')
      .orderBy('p.name');
    if (ids) {
      if (ids.length === 0) return [];
      query = query.where('pv.id', 'in', ids);
    }
    return query.execute();
  }

  async pairIdsFor(pairs: readonly PermissionPair[]): Promise<number[]> {
    const wanted = new Set(pairs.map(pairKey));
    return (await this.listPairs())
      .filter((p) => wanted.has(pairKey([p.permission_name, p.view_menu_name])))
      .map((p) => p.id);
  }

  async grant(roleId: number, pairIds: readonly number[]): Promise<void> {
    if (pairIds.length === 0) return;
    const held = new Set(
      (
        await this.db
          .selectFrom('ab_permission_view_role')
          .select('permission_view_id')
          .where('role_id', '=', roleId)
          .execute()
      ).map((r) => r.permission_view_id),
    );
    const values = pairIds
      .filter((id) => !held.has(id))
      .map((permission_view_id) => ({ permission_view_id, role_id: roleId }));
    if (values.length) await this.db.insertInto('ab_permission_view_role').values(values).execute();
  }

  /** Replaces a role's pairs with exactly these. */
  async setRolePairs(roleId: number, pairIds: readonly number[]): Promise<void> {
    await this.db.deleteFrom('ab_permission_view_role').where('role_id', '=', roleId).execute();
    await this.grant(roleId, pairIds);
  }

  /** Role name → its pairs, for the roles of one user. */
  async grantsOfUser(userId: number): Promise<Record<string, PermissionPair[]>> {
    const roles = await this.db
      .selectFrom('ab_user_role as ur')
      .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
      .select(['r.id', 'r.name'])
      .where('ur.user_id', '=', userId)
      .execute();
    const result: Record<string, PermissionPair[]> = {};
    for (const role of roles) result[role.name] = [];
    if (roles.length === 0) return result;
    const rows = await this.db
      .selectFrom('ab_permission_view_role as pvr')
      .innerJoin('ab_role as r', 'r.id', 'pvr.role_id')
      .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
      .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .select(['r.name as role', 'p.name as permission', 'v.name as view'])
      .where(
        'pvr.role_id',
        'in',
        roles.map((r) => r.id),
      )
      .execute();
    for (const row of rows) result[row.role]?.push([row.permission, row.view]);
    return result;
  }

  /** View menus of per-object permissions under a prefix such as "[examples].". */
  private dataViews(prefix: string) {
    return this.db
      .selectFrom('ab_view_menu')
      .select(['id', 'name'])
      .where(sql<SqlBool>`substr(name, 1, ${prefix.length}) = ${prefix}`);
  }

  /** Renames per-object views when their database is renamed, keeping role grants. */
  async renameDataViews(oldPrefix: string, newPrefix: string): Promise<void> {
    for (const view of await this.dataViews(oldPrefix).execute()) {
      const name = newPrefix + view.name.slice(oldPrefix.length);
      await this.db.updateTable('ab_view_menu').set({ name }).where('id', '=', view.id).execute();
    }
  }

  /** Deletes per-object permissions (and their grants) under a prefix. */
  async deleteDataViews(prefix: string): Promise<void> {
    const ids = (await this.dataViews(prefix).execute()).map((v) => v.id);
    if (ids.length === 0) return;
    await this.db.deleteFrom('ab_permission_view').where('view_menu_id', 'in', ids).execute();
    await this.db.deleteFrom('ab_view_menu').where('id', 'in', ids).execute();
  }

  /** Renames one per-object view (a dataset renamed or moved), keeping role grants. */
  async renameView(oldName: string, newName: string): Promise<void> {
    if (oldName === newName) return;
    await this.db.updateTable('ab_view_menu').set({ name: newName }).where('name', '=', oldName).execute();
  }

  /** Deletes the permissions (and their grants) on exactly these views. */
  async deleteViews(names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    const ids = (
      await this.db.selectFrom('ab_view_menu').select('id').where('name', 'in', names).execute()
    ).map((v) => v.id);
    if (ids.length === 0) return;
    await this.db.deleteFrom('ab_permission_view').where('view_menu_id', 'in', ids).execute();
    await this.db.deleteFrom('ab_view_menu').where('id', 'in', ids).execute();
  }
}
