import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { MetadataDb } from '../../platform/metadata/metadataDb.js';
import { nowIso, type SliceTable } from '../../platform/metadata/schema.js';
import { CHART_FAVSTAR_CLASS } from './chartList.js';

export type ChartRow = Selectable<SliceTable>;
export type NewChartRow = Insertable<SliceTable>;
export type ChartChanges = Updateable<SliceTable>;

export interface PersonRef {
  id: number;
  first_name: string;
  last_name: string;
}

export interface DashboardRef {
  id: number;
  dashboard_title: string | null;
  json_metadata: string | null;
}

/** SQL of charts (`slices`), their owners, dashboards and favourites. */
export class ChartRepository {
  constructor(private readonly db: MetadataDb) {}

  findById(id: number): Promise<ChartRow | undefined> {
    return this.db.selectFrom('slices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByUuid(uuid: string): Promise<ChartRow | undefined> {
    return this.db.selectFrom('slices').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  }

  findByIds(ids: readonly number[]): Promise<ChartRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('slices').selectAll().where('id', 'in', ids).execute();
  }

  /** Inserts the chart with its owners and dashboards in one transaction. */
  async insert(row: NewChartRow, owners: readonly number[], dashboards: readonly number[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('slices').values(row).returning('id').executeTakeFirstOrThrow();
      if (owners.length)
        await trx
          .insertInto('slice_user')
          .values(owners.map((user_id) => ({ user_id, slice_id: id })))
          .execute();
      if (dashboards.length)
        await trx
          .insertInto('dashboard_slices')
          .values(dashboards.map((dashboard_id) => ({ dashboard_id, slice_id: id })))
          .execute();
      return id;
    });
  }

  /** Updates the row; owners or dashboards, when given, replace the old lists. */
  async update(
    id: number,
    changes: ChartChanges,
    owners: readonly number[] | undefined,
    dashboards: readonly number[] | undefined,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('slices').set(changes).where('id', '=', id).execute();
      if (owners) {
        await trx.deleteFrom('slice_user').where('slice_id', '=', id).execute();
        if (owners.length)
          await trx
            .insertInto('slice_user')
            .values(owners.map((user_id) => ({ user_id, slice_id: id })))
            .execute();
      }
      if (dashboards) {
        await trx.deleteFrom('dashboard_slices').where('slice_id', '=', id).execute();
        if (dashboards.length)
          await trx
            .insertInto('dashboard_slices')
            .values(dashboards.map((dashboard_id) => ({ dashboard_id, slice_id: id })))
            .execute();
      }
    });
  }

  /** Deletes the charts; links go by cascade, favourites (no foreign key) explicitly. */
  async delete(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('favstar')
        .where('class_name', '=', CHART_FAVSTAR_CLASS)
        .where('obj_id', 'in', ids)
        .execute();
      await trx.deleteFrom('slice_user').where('slice_id', 'in', ids).execute();
      await trx.deleteFrom('dashboard_slices').where('slice_id', 'in', ids).execute();
      await trx.deleteFrom('slices').where('id', 'in', ids).execute();
    });
  }

  ownersOf(id: number): Promise<PersonRef[]> {
    return this.db
      .selectFrom('slice_user as l')
      .innerJoin('ab_user as u', 'u.id', 'l.user_id')
      .select(['u.id', 'u.first_name', 'u.last_name'])
      .where('l.slice_id', '=', id)
      .orderBy('u.id')
      .execute();
  }

  dashboardsOf(id: number): Promise<DashboardRef[]> {
    return this.db
      .selectFrom('dashboard_slices as l')
      .innerJoin('dashboards as d', 'd.id', 'l.dashboard_id')
      .select(['d.id', 'd.dashboard_title', 'd.json_metadata'])
      .where('l.slice_id', '=', id)
      .orderBy('d.id')
      .execute();
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

  async existingDashboardIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('dashboards').select('id').where('id', 'in', ids).execute();
    return rows.map((r) => r.id);
  }

  /** The dashboards among these that the user owns (`dashboard_user`). */
  async ownedDashboardIds(userId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const { rows } = await sql<{ dashboard_id: number }>`select dashboard_id from dashboard_user
      where user_id = ${userId} and dashboard_id in (${sql.join(ids)})`.execute(this.db);
    return rows.map((r) => r.dashboard_id);
  }

  /** Names of the alerts and reports built on these charts. */
  async reportNames(chartIds: readonly number[]): Promise<string[]> {
    if (chartIds.length === 0) return [];
    const { rows } = await sql<{ name: string }>`select name from report_schedule
      where chart_id in (${sql.join(chartIds)}) order by id`.execute(this.db);
    return rows.map((r) => r.name);
  }

  async favouriteIds(userId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('favstar')
      .select('obj_id')
      .where('user_id', '=', userId)
      .where('class_name', '=', CHART_FAVSTAR_CLASS)
      .where('obj_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.obj_id));
  }

  /** Stars the chart; starring twice keeps one row (the unique constraint would refuse a second). */
  async addFavourite(userId: number, id: number): Promise<void> {
    await this.db
      .insertInto('favstar')
      .values({ user_id: userId, class_name: CHART_FAVSTAR_CLASS, obj_id: id, dttm: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'class_name', 'obj_id']).doNothing())
      .execute();
  }

  async removeFavourite(userId: number, id: number): Promise<void> {
    await this.db
      .deleteFrom('favstar')
      .where('user_id', '=', userId)
      .where('class_name', '=', CHART_FAVSTAR_CLASS)
      .where('obj_id', '=', id)
      .execute();
  }
}
