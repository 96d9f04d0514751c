import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import type { MetadataDb } from '../../platform/metadata/metadataDb.js';
import type {
  DatasetColumnTable,
  DatasetMetricTable,
  DatasetTable,
  MetadataSchema,
} from '../../platform/metadata/schema.js';

export type DatasetRow = Selectable<DatasetTable>;
export type ColumnRow = Selectable<DatasetColumnTable>;
export type MetricRow = Selectable<DatasetMetricTable>;
export type NewColumn = Omit<Insertable<DatasetColumnTable>, 'table_id'>;
export type NewMetric = Omit<Insertable<DatasetMetricTable>, 'table_id'>;
export type ColumnChange = { id: number } & Updateable<DatasetColumnTable>;
export type MetricChange = { id: number } & Updateable<DatasetMetricTable>;

/** What to do with a dataset's columns or metrics in one update. */
export interface ChildChanges<New, Change> {
  insert: New[];
  update: Change[];
  deleteIds: number[];
}

export interface OwnerRef {
  id: number;
  first_name: string;
  last_name: string;
}

/** Datasets (`tables`) with their columns, metrics and owners. */
export class DatasetRepository {
  constructor(private readonly db: MetadataDb) {}

  findById(id: number): Promise<DatasetRow | undefined> {
    return this.db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByUuid(uuid: string): Promise<DatasetRow | undefined> {
    return this.db.selectFrom('tables').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  }

  /** The dataset of this name in this database and schema (physical tables are unique there). */
  findByName(databaseId: number, schema: string | null, tableName: string): Promise<DatasetRow | undefined> {
    let query = this.db
      .selectFrom('tables')
      .selectAll()
      .where('database_id', '=', databaseId)
      .where('table_name', '=', tableName);
    query = schema === null ? query.where('schema', 'is', null) : query.where('schema', '=', schema);
    return query.executeTakeFirst();
  }

  findByIds(ids: readonly number[]): Promise<DatasetRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('tables').selectAll().where('id', 'in', ids).execute();
  }

  /** Id and permission names of every dataset, for access filtering. */
  listPerms(): Promise<
    { id: number; perm: string | null; schema_perm: string | null; database_id: number }[]
  > {
    return this.db.selectFrom('tables').select(['id', 'perm', 'schema_perm', 'database_id']).execute();
  }

  /** The physical datasets of a database (not virtual ones): SQL Lab's table check matches tables to them. */
  physicalOf(
    databaseId: number,
  ): Promise<{ schema: string | null; table_name: string; perm: string | null }[]> {
    return this.db
      .selectFrom('tables')
      .select(['schema', 'table_name', 'perm'])
      .where('database_id', '=', databaseId)
      .where((eb) => eb.or([eb('sql', 'is', null), eb('sql', '=', '')]))
      .execute();
  }

  columnsOf(tableId: number): Promise<ColumnRow[]> {
    return this.db
      .selectFrom('table_columns')
      .selectAll()
      .where('table_id', '=', tableId)
      .orderBy('id')
      .execute();
  }

  metricsOf(tableId: number): Promise<MetricRow[]> {
    return this.db
      .selectFrom('sql_metrics')
      .selectAll()
      .where('table_id', '=', tableId)
      .orderBy('id')
      .execute();
  }

  ownersOf(tableId: number): Promise<OwnerRef[]> {
    return this.db
      .selectFrom('sqlatable_user as o')
      .innerJoin('ab_user as u', 'u.id', 'o.user_id')
      .select(['u.id', 'u.first_name', 'u.last_name'])
      .where('o.table_id', '=', tableId)
      .orderBy('u.id')
      .execute();
  }

  async existingUserIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    return (await this.db.selectFrom('ab_user').select('id').where('id', 'in', ids).execute()).map(
      (r) => r.id,
    );
  }

  private async setOwners(
    trx: Transaction<MetadataSchema>,
    tableId: number,
    owners: readonly number[],
  ): Promise<void> {
    await trx.deleteFrom('sqlatable_user').where('table_id', '=', tableId).execute();
    const unique = [...new Set(owners)];
    if (unique.length) {
      await trx
        .insertInto('sqlatable_user')
        .values(unique.map((user_id) => ({ user_id, table_id: tableId })))
        .execute();
    }
  }

  async insert(
    row: Insertable<DatasetTable>,
    children: { columns: NewColumn[]; metrics: NewMetric[]; owners: readonly number[] },
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('tables').values(row).returning('id').executeTakeFirstOrThrow();
      if (children.columns.length) {
        await trx
          .insertInto('table_columns')
          .values(children.columns.map((c) => ({ ...c, table_id: id })))
          .execute();
      }
      if (children.metrics.length) {
        await trx
          .insertInto('sql_metrics')
          .values(children.metrics.map((m) => ({ ...m, table_id: id })))
          .execute();
      }
      await this.setOwners(trx, id, children.owners);
      return id;
    });
  }

  /** One transaction: the dataset's fields, its columns, metrics and owners change together or not at all. */
  async update(
    id: number,
    changes: Updateable<DatasetTable>,
    children: {
      columns?: ChildChanges<NewColumn, ColumnChange>;
      metrics?: ChildChanges<NewMetric, MetricChange>;
      owners?: readonly number[];
    },
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (Object.keys(changes).length)
        await trx.updateTable('tables').set(changes).where('id', '=', id).execute();
      const { columns, metrics } = children;
      if (columns) {
        if (columns.deleteIds.length) {
          await trx
            .deleteFrom('table_columns')
            .where('table_id', '=', id)
            .where('id', 'in', columns.deleteIds)
            .execute();
        }
        for (const { id: columnId, ...change } of columns.update) {
          await trx
            .updateTable('table_columns')
            .set(change)
            .where('table_id', '=', id)
            .where('id', '=', columnId)
            .execute();
        }
        if (columns.insert.length) {
          await trx
            .insertInto('table_columns')
            .values(columns.insert.map((c) => ({ ...c, table_id: id })))
            .execute();
        }
      }
      if (metrics) {
        if (metrics.deleteIds.length) {
          await trx
            .deleteFrom('sql_metrics')
            .where('table_id', '=', id)
            .where('id', 'in', metrics.deleteIds)
            .execute();
        }
        for (const { id: metricId, ...change } of metrics.update) {
          await trx
            .updateTable('sql_metrics')
            .set(change)
            .where('table_id', '=', id)
            .where('id', '=', metricId)
            .execute();
        }
        if (metrics.insert.length) {
          await trx
            .insertInto('sql_metrics')
            .values(metrics.insert.map((m) => ({ ...m, table_id: id })))
            .execute();
        }
      }
      if (children.owners) await this.setOwners(trx, id, children.owners);
    });
  }

  async delete(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('tables').where('id', 'in', ids).execute();
  }
}
