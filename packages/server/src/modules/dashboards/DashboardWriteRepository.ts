import { sql, type Updateable } from 'kysely';
import type { MetadataDb } from '../../platform/metadata/metadataDb.js';
import type { DashboardTable } from '../../platform/metadata/schema.js';
import type { ChartRow } from '../charts/ChartRepository.js';
import { DASHBOARD_FAVSTAR_CLASS } from './dashboardList.js';
import { DASHBOARD_STATE_RESOURCES, dashboardStatePrefix } from './dashboardStateKeys.js';

export type ChartRef = Pick<ChartRow, 'id' | 'uuid' | 'datasource_id' | 'datasource_type'>;
export type DashboardChanges = Updateable<DashboardTable>;

/** What an update replaces besides the row: each list, when given, replaces the old one. */
export interface DashboardLinks {
  owners?: readonly number[];
  roles?: readonly number[];
  charts?: readonly number[];
}

/** SQL that changes dashboards: update with their links, delete with everything hanging on them, chart copies. */
export class DashboardWriteRepository {
  constructor(private readonly db: MetadataDb) {}

  async update(id: number, changes: DashboardChanges, links: DashboardLinks): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('dashboards').set(changes).where('id', '=', id).execute();
      if (links.owners) {
        await trx.deleteFrom('dashboard_user').where('dashboard_id', '=', id).execute();
        if (links.owners.length)
          await trx
            .insertInto('dashboard_user')
            .values(links.owners.map((user_id) => ({ user_id, dashboard_id: id })))
            .execute();
      }
      if (links.roles) {
        await trx.deleteFrom('dashboard_roles').where('dashboard_id', '=', id).execute();
        if (links.roles.length)
          await trx
            .insertInto('dashboard_roles')
            .values(links.roles.map((role_id) => ({ role_id, dashboard_id: id })))
            .execute();
      }
      if (links.charts) {
        await trx.deleteFrom('dashboard_slices').where('dashboard_id', '=', id).execute();
        if (links.charts.length)
          await trx
            .insertInto('dashboard_slices')
            .values(links.charts.map((slice_id) => ({ slice_id, dashboard_id: id })))
            .execute();
      }
    });
  }

  /**
   * Deletes the dashboards with their chart links, owners, roles, favourites and the filter states
   * and permalinks kept for them (key_value rows whose value starts with the dashboard's prefix).
   */
  async delete(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('favstar')
        .where('class_name', '=', DASHBOARD_FAVSTAR_CLASS)
        .where('obj_id', 'in', ids)
        .execute();
      await trx.deleteFrom('dashboard_slices').where('dashboard_id', 'in', ids).execute();
      await trx.deleteFrom('dashboard_user').where('dashboard_id', 'in', ids).execute();
      await trx.deleteFrom('dashboard_roles').where('dashboard_id', 'in', ids).execute();
      for (const id of ids)
        await trx
          .deleteFrom('key_value')
          .where('resource', 'in', DASHBOARD_STATE_RESOURCES)
          .where('value', 'like', `${dashboardStatePrefix(id)}%`)
          .execute();
      await trx.deleteFrom('dashboards').where('id', 'in', ids).execute();
    });
  }

  /** Names of the alerts and reports on these dashboards (they block a delete, as in Superset). */
  async reportNames(ids: readonly number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const { rows } = await sql<{ name: string }>`select name from report_schedule
      where dashboard_id in (${sql.join(ids)}) order by id`.execute(this.db);
    return rows.map((r) => r.name);
  }

  /** The charts among these ids (a layout may name charts deleted since). */
  chartRefs(ids: readonly number[]): Promise<ChartRef[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('slices')
      .select(['id', 'uuid', 'datasource_id', 'datasource_type'])
      .where('id', 'in', ids)
      .execute();
  }

  async chartIdsOf(id: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('dashboard_slices')
      .select('slice_id')
      .where('dashboard_id', '=', id)
      .orderBy('slice_id')
      .execute();
    return rows.map((r) => r.slice_id);
  }

  /** The dashboard's charts, in id order. */
  chartsOf(id: number): Promise<ChartRow[]> {
    return this.db
      .selectFrom('slices')
      .selectAll('slices')
      .where('slices.id', 'in', (eb) =>
        eb.selectFrom('dashboard_slices').select('slice_id').where('dashboard_id', '=', id),
      )
      .orderBy('slices.id')
      .execute();
  }

  /**
   * Superset's Slice.clone for a dashboard copy: a new chart with the same definition, owned by the
   * copier. Returns the new chart's id.
   */
  async cloneChart(chart: ChartRow, userId: number, uuid: string, now: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('slices')
        .values({
          uuid,
          slice_name: chart.slice_name,
          datasource_id: chart.datasource_id,
          datasource_type: chart.datasource_type,
          datasource_name: chart.datasource_name,
          viz_type: chart.viz_type,
          params: chart.params,
          query_context: chart.query_context,
          description: chart.description,
          cache_timeout: chart.cache_timeout,
          perm: chart.perm,
          schema_perm: chart.schema_perm,
          catalog_perm: chart.catalog_perm,
          created_on: now,
          changed_on: now,
          created_by_fk: userId,
          changed_by_fk: userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('slice_user').values({ user_id: userId, slice_id: id }).execute();
      return id;
    });
  }
}
