import type { Expression, Insertable, Selectable, SqlBool } from 'kysely';
import type { MetadataDb } from '../../platform/metadata/metadataDb.js';
import { nowIso, type DashboardTable } from '../../platform/metadata/schema.js';
import type { PersonRef } from '../charts/ChartRepository.js';
import { DASHBOARD_FAVSTAR_CLASS } from './dashboardList.js';

export type DashboardRow = Selectable<DashboardTable>;
export type NewDashboardRow = Insertable<DashboardTable>;

export interface RoleRef {
  id: number;
  name: string;
}

/** SQL of dashboards, their owners, roles, charts and favourites. */
export class DashboardRepository {
  constructor(private readonly db: MetadataDb) {}

  findById(id: number): Promise<DashboardRow | undefined> {
    return this.db.selectFrom('dashboards').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findBySlug(slug: string): Promise<DashboardRow | undefined> {
    return this.db.selectFrom('dashboards').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  findByIds(ids: readonly number[]): Promise<DashboardRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('dashboards').selectAll().where('id', 'in', ids).execute();
  }

  /** Inserts the dashboard with its owners and roles in one transaction. */
  async insert(row: NewDashboardRow, owners: readonly number[], roles: readonly number[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('dashboards').values(row).returning('id').executeTakeFirstOrThrow();
      if (owners.length)
        await trx
          .insertInto('dashboard_user')
          .values(owners.map((user_id) => ({ user_id, dashboard_id: id })))
          .execute();
      if (roles.length)
        await trx
          .insertInto('dashboard_roles')
          .values(roles.map((role_id) => ({ role_id, dashboard_id: id })))
          .execute();
      return id;
    });
  }

  ownersOf(id: number): Promise<PersonRef[]> {
    return this.db
      .selectFrom('dashboard_user as l')
      .innerJoin('ab_user as u', 'u.id', 'l.user_id')
      .select(['u.id', 'u.first_name', 'u.last_name'])
      .where('l.dashboard_id', '=', id)
      .orderBy('u.id')
      .execute();
  }

  rolesOf(id: number): Promise<RoleRef[]> {
    return this.db
      .selectFrom('dashboard_roles as l')
      .innerJoin('ab_role as r', 'r.id', 'l.role_id')
      .select(['r.id', 'r.name'])
      .where('l.dashboard_id', '=', id)
      .orderBy('r.id')
      .execute();
  }

  /** Names of the dashboard's charts (Superset's `charts` of the detail: slice names). */
  async chartNames(id: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('dashboard_slices as l')
      .innerJoin('slices as s', 's.id', 'l.slice_id')
      .select('s.slice_name')
      .where('l.dashboard_id', '=', id)
      .orderBy('s.id')
      .execute();
    return rows.map((r) => r.slice_name);
  }

  person(id: number | null): Promise<PersonRef | undefined> {
    if (id === null) return Promise.resolve(undefined);
    return this.db
      .selectFrom('ab_user')
      .select(['id', 'first_name', 'last_name'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async existingUserIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('ab_user').select('id').where('id', 'in', ids).execute();
    return rows.map((r) => r.id);
  }

  async existingRoleIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('ab_role').select('id').where('id', 'in', ids).execute();
    return rows.map((r) => r.id);
  }

  async slugExists(slug: string): Promise<boolean> {
    return (await this.findBySlug(slug)) !== undefined;
  }

  async favouriteIds(userId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('favstar')
      .select('obj_id')
      .where('user_id', '=', userId)
      .where('class_name', '=', DASHBOARD_FAVSTAR_CLASS)
      .where('obj_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.obj_id));
  }

  /** Stars the dashboard; starring twice keeps one row. */
  async addFavourite(userId: number, id: number): Promise<void> {
    await this.db
      .insertInto('favstar')
      .values({ user_id: userId, class_name: DASHBOARD_FAVSTAR_CLASS, obj_id: id, dttm: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'class_name', 'obj_id']).doNothing())
      .execute();
  }

  async removeFavourite(userId: number, id: number): Promise<void> {
    await this.db
      .deleteFrom('favstar')
      .where('user_id', '=', userId)
      .where('class_name', '=', DASHBOARD_FAVSTAR_CLASS)
      .where('obj_id', '=', id)
      .execute();
  }

  /** Whether the dashboard passes these list conditions (the visibility rule the list applies). */
  async matches(id: number, conditions: readonly Expression<SqlBool>[]): Promise<boolean> {
    let query = this.db.selectFrom('dashboards').select('id').where('id', '=', id);
    for (const condition of conditions) query = query.where(condition);
    const row = await query.executeTakeFirst();
    return row !== undefined;
  }
}
