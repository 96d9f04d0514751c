import { randomUUID } from 'node:crypto';
import {
  canAccessDataset,
  dataAccessOf,
  databasePermName,
  datasetPermName,
  humanizeDelta,
  isAdmin,
  schemaPermName,
  type DatasetCreateRequest,
  type DatasetResult,
  type DatasetUpdateRequest,
  type DatasourceData,
} from '@loupe/core';
import type { Expression, SqlBool } from 'kysely';
import { BadRequestError, ForbiddenError, NotFoundError, UnprocessableError } from '../../errors.js';
import { parseJsonText } from '../../platform/jsonText.js';
import { idScope } from '../../platform/list/idScope.js';
import type { ListResponse, ListService } from '../../platform/list/ListService.js';
import { nowIso } from '../../platform/metadata/schema.js';
import type { Principal } from '../../security/routeAccess.js';
import type { DatabaseConnections } from '../databases/DatabaseConnections.js';
import type { DatabaseRepository, DatabaseRow } from '../databases/DatabaseRepository.js';
import { visibleDatabaseIds } from '../databases/DatabaseService.js';
import type { PermissionRepository } from '../security/PermissionRepository.js';
import { defaultCountMetric } from './columnInference.js';
import { planColumnChanges, planMetricChanges, planSync } from './datasetChanges.js';
import { DATASET_LIST } from './datasetList.js';
import type { DatasetRepository, DatasetRow, NewMetric } from './DatasetRepository.js';
import { kindOf, toDatasetResult, toDatasourceData, type DatasetParts } from './datasetResult.js';
import { sourceColumns } from './datasetSource.js';

export const NOT_OWNER_MESSAGE =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';

export interface DatasetServiceDeps {
  datasets: DatasetRepository;
  databases: DatabaseRepository;
  connections: DatabaseConnections;
  permissions: PermissionRepository;
  lists: ListService;
  /** Called after a change that may change chart data answers (the chart-data memo drops them). */
  onChartDataChange(): void;
}

function checkJson(field: string, value: string | null | undefined): void {
  if (value === undefined || value === null || value === '') return;
  try {
    parseJsonText(value);
  } catch {
    throw new BadRequestError({ [field]: ['Field cannot be decoded by JSON.'] });
  }
}

/** Datasets: CRUD, ownership rules, access filtering, and syncing columns from the source. */
export class DatasetService {
  constructor(private readonly deps: DatasetServiceDeps) {}

  private async databaseOf(row: Pick<DatasetRow, 'database_id'>): Promise<DatabaseRow> {
    const database = await this.deps.databases.findById(row.database_id);
    if (!database) throw new NotFoundError();
    return database;
  }

  /** Ids of datasets the user may use: all, or by database, schema or datasource permission. */
  async visibleIds(principal: Principal): Promise<number[] | 'all'> {
    const access = dataAccessOf(principal.grants);
    if (access.allDatasources) return 'all';
    const names = new Map((await this.deps.databases.listNames()).map((d) => [d.id, d.database_name]));
    return (await this.deps.datasets.listPerms())
      .filter((d) =>
        canAccessDataset(access, {
          perm: d.perm,
          schema_perm: d.schema_perm,
          database_perm: databasePermName(names.get(d.database_id) ?? '', d.database_id),
        }),
      )
      .map((d) => d.id);
  }

  /** The datasets the list shows the caller, for the list API's distinct/<col> too. */
  async scope(principal: Principal): Promise<Expression<SqlBool>[]> {
    return idScope('tables.id', await this.visibleIds(principal));
  }

  /** related/database names only databases the caller may see (Superset's DatabaseFilter); users are not scoped. */
  async relatedScope(column: string, principal: Principal): Promise<Expression<SqlBool>[]> {
    return column === 'database'
      ? idScope('t.id', await visibleDatabaseIds(principal, this.deps.databases))
      : [];
  }

  async visibleRow(id: number, principal: Principal): Promise<DatasetRow> {
    const row = await this.deps.datasets.findById(id);
    const visible = row ? await this.visibleIds(principal) : [];
    if (!row || (visible !== 'all' && !visible.includes(id))) throw new NotFoundError();
    return row;
  }

  /** Editing needs ownership or Admin (spec 001 §6). */
  private async assertCanEdit(row: DatasetRow, principal: Principal): Promise<void> {
    if (isAdmin(principal.grants)) return;
    const owners = await this.deps.datasets.ownersOf(row.id);
    if (!owners.some((o) => o.id === principal.user.id)) throw new ForbiddenError(NOT_OWNER_MESSAGE);
  }

  async parts(row: DatasetRow): Promise<DatasetParts> {
    const database = await this.databaseOf(row);
    return {
      row,
      database,
      spec: this.deps.connections.specOf(database),
      columns: await this.deps.datasets.columnsOf(row.id),
      metrics: await this.deps.datasets.metricsOf(row.id),
      owners: await this.deps.datasets.ownersOf(row.id),
    };
  }

  async list(q: string | undefined, principal: Principal): Promise<ListResponse> {
    const page = await this.deps.lists.list(DATASET_LIST, q, await this.scope(principal));
    for (const item of page.result) {
      const changedBy = item.changed_by as { first_name: string; last_name: string } | null | undefined;
      Object.assign(item, {
        kind: kindOf({ sql: (item.sql as string | null | undefined) ?? null }),
        datasource_type: 'table',
        explore_url: `/explore/?datasource_type=table&datasource_id=${String(item.id)}`,
        changed_by_name: changedBy ? `${changedBy.first_name} ${changedBy.last_name}` : '',
        changed_on_delta_humanized: humanizeDelta(item.changed_on as string | null),
      });
    }
    return page;
  }

  async get(id: number, principal: Principal): Promise<DatasetResult> {
    return toDatasetResult(await this.parts(await this.visibleRow(id, principal)));
  }

  async datasourceData(id: number, principal: Principal): Promise<DatasourceData> {
    return toDatasourceData(await this.parts(await this.visibleRow(id, principal)));
  }

  private async checkOwners(owners: readonly number[]): Promise<void> {
    const existing = await this.deps.datasets.existingUserIds(owners);
    if (existing.length !== new Set(owners).size)
      throw new UnprocessableError({ owners: ['Owners are invalid'] });
  }

  /** Adds the dataset's datasource_access and schema_access pairs and stores their names. */
  private async registerPerms(
    id: number,
    database: DatabaseRow,
    tableName: string,
    schema: string | null,
  ): Promise<void> {
    const perm = datasetPermName(database.database_name, tableName, id);
    const schemaPerm = schemaPermName(database.database_name, schema);
    await this.deps.permissions.ensurePairs([
      ['datasource_access', perm],
      ...(schemaPerm ? [['schema_access', schemaPerm] as const] : []),
    ]);
    await this.deps.datasets.update(id, { perm, schema_perm: schemaPerm }, {});
  }

  /** Creates a dataset whose columns are read from the engine; adds the default count metric. */
  async create(
    body: DatasetCreateRequest,
    principal: Principal,
    extraMetrics: (userId: number) => NewMetric[] = () => [],
  ): Promise<{ id: number; result: DatasetResult; data: DatasourceData }> {
    const database = await this.deps.databases.findById(body.database);
    if (!database) throw new UnprocessableError({ database: ['Database does not exist'] });
    const schema = body.schema ?? null;
    const owners = body.owners ?? [principal.user.id];
    await this.checkOwners(owners);
    checkJson('template_params', body.template_params);
    if (!body.sql && (await this.deps.datasets.findByName(database.id, schema, body.table_name))) {
      throw new UnprocessableError({ table: [`Dataset ${body.table_name} already exists`] });
    }
    const spec = this.deps.connections.specOf(database);
    const columns = await sourceColumns(
      spec,
      this.deps.connections.get(database),
      { table_name: body.table_name, schema, sql: body.sql ?? null },
      principal.user.id,
    );
    const now = nowIso();
    const id = await this.deps.datasets.insert(
      {
        uuid: body.uuid ?? randomUUID(),
        table_name: body.table_name,
        database_id: database.id,
        catalog: body.catalog ?? null,
        schema,
        sql: body.sql ?? null,
        template_params: body.template_params ?? null,
        normalize_columns: body.normalize_columns ? 1 : 0,
        always_filter_main_dttm: body.always_filter_main_dttm ? 1 : 0,
        filter_select_enabled: 1,
        offset: 0,
        is_sqllab_view: 0,
        is_managed_externally: body.is_managed_externally ? 1 : 0,
        external_url: body.external_url ?? null,
        main_dttm_col: columns.find((c) => c.is_dttm)?.column_name ?? null,
        created_on: now,
        changed_on: now,
        created_by_fk: principal.user.id,
        changed_by_fk: principal.user.id,
      },
      {
        columns,
        metrics: [defaultCountMetric(principal.user.id), ...extraMetrics(principal.user.id)],
        owners,
      },
    );
    await this.registerPerms(id, database, body.table_name, schema);
    this.deps.onChartDataChange();
    const parts = await this.parts((await this.deps.datasets.findById(id))!);
    return { id, result: toDatasetResult(parts), data: toDatasourceData(parts) };
  }

  async update(
    id: number,
    body: DatasetUpdateRequest,
    overrideColumns: boolean,
    principal: Principal,
  ): Promise<DatasetResult> {
    const row = await this.visibleRow(id, principal);
    await this.assertCanEdit(row, principal);
    checkJson('extra', body.extra);
    checkJson('template_params', body.template_params);
    if (body.owners) await this.checkOwners(body.owners);
    const database =
      body.database_id !== undefined
        ? await this.deps.databases.findById(body.database_id)
        : await this.databaseOf(row);
    if (!database) throw new UnprocessableError({ database: ['Database does not exist'] });
    const tableName = body.table_name ?? row.table_name;
    const schema = body.schema === undefined ? row.schema : body.schema;
    const sqlText = body.sql === undefined ? row.sql : body.sql;
    if (
      !sqlText &&
      (tableName !== row.table_name || schema !== row.schema || database.id !== row.database_id)
    ) {
      const clash = await this.deps.datasets.findByName(database.id, schema, tableName);
      if (clash && clash.id !== id)
        throw new UnprocessableError({ table: [`Dataset ${tableName} already exists`] });
    }
    const { columns, metrics, owners, folders: _folders, database_id: _db, ...fields } = body;
    const changes: Record<string, unknown> = {
      changed_on: nowIso(),
      changed_by_fk: principal.user.id,
      database_id: database.id,
    };
    for (const [key, value] of Object.entries(fields)) {
      changes[key] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
    }
    const user = principal.user.id;
    await this.deps.datasets.update(id, changes, {
      ...(columns && {
        columns: planColumnChanges(columns, await this.deps.datasets.columnsOf(id), user, overrideColumns),
      }),
      ...(metrics && { metrics: planMetricChanges(metrics, await this.deps.datasets.metricsOf(id), user) }),
      ...(owners && { owners }),
    });
    const perm = datasetPermName(database.database_name, tableName, id);
    if (row.perm && row.perm !== perm) await this.deps.permissions.renameView(row.perm, perm);
    await this.registerPerms(id, database, tableName, schema);
    this.deps.onChartDataChange();
    return toDatasetResult(await this.parts((await this.deps.datasets.findById(id))!));
  }

  async delete(ids: readonly number[], principal: Principal): Promise<number> {
    const rows = [];
    for (const id of new Set(ids)) {
      const row = await this.visibleRow(id, principal);
      await this.assertCanEdit(row, principal);
      rows.push(row);
    }
    await this.deps.datasets.delete(rows.map((r) => r.id));
    await this.deps.permissions.deleteViews(rows.flatMap((r) => (r.perm ? [r.perm] : [])));
    this.deps.onChartDataChange();
    return rows.length;
  }

  /** PUT {id}/refresh: columns synced from the source. */
  async refresh(id: number, principal: Principal): Promise<void> {
    const row = await this.visibleRow(id, principal);
    await this.assertCanEdit(row, principal);
    const database = await this.databaseOf(row);
    const source = await sourceColumns(
      this.deps.connections.specOf(database),
      this.deps.connections.get(database),
      row,
      principal.user.id,
    );
    const stored = await this.deps.datasets.columnsOf(id);
    await this.deps.datasets.update(
      id,
      { changed_on: nowIso(), changed_by_fk: principal.user.id },
      { columns: planSync(source, stored, principal.user.id) },
    );
    this.deps.onChartDataChange();
  }

  /** POST duplicate: a copy of a virtual dataset under a new name, owned by the caller. */
  async duplicate(
    baseId: number,
    tableName: string,
    principal: Principal,
  ): Promise<{ id: number; result: DatasetResult }> {
    const base = await this.visibleRow(baseId, principal);
    if (kindOf(base) !== 'virtual') throw new UnprocessableError('Only virtual datasets can be duplicated');
    const parts = await this.parts(base);
    if (await this.deps.datasets.findByName(base.database_id, base.schema, tableName)) {
      throw new UnprocessableError({ table_name: [`Dataset ${tableName} already exists`] });
    }
    const now = nowIso();
    const user = principal.user.id;
    const { id: _id, uuid: _uuid, perm: _p, schema_perm: _s, ...copy } = base;
    const newId = await this.deps.datasets.insert(
      {
        ...copy,
        uuid: randomUUID(),
        table_name: tableName,
        created_on: now,
        changed_on: now,
        created_by_fk: user,
        changed_by_fk: user,
      },
      {
        columns: parts.columns.map(({ id: _c, table_id: _t, ...c }) => ({ ...c, uuid: randomUUID() })),
        metrics: parts.metrics.map(({ id: _m, table_id: _t, ...m }) => ({ ...m, uuid: randomUUID() })),
        owners: [user],
      },
    );
    await this.registerPerms(newId, parts.database, tableName, base.schema);
    this.deps.onChartDataChange();
    return {
      id: newId,
      result: toDatasetResult(await this.parts((await this.deps.datasets.findById(newId))!)),
    };
  }

  /** POST get_or_create/: the physical dataset of this table, created when missing. */
  async getOrCreate(
    body: {
      table_name: string;
      database_id: number;
      schema?: string | null;
      template_params?: string | null;
    },
    principal: Principal,
  ): Promise<{ table_id: number }> {
    const existing = await this.deps.datasets.findByName(
      body.database_id,
      body.schema ?? null,
      body.table_name,
    );
    if (existing) return { table_id: existing.id };
    const created = await this.create(
      {
        database: body.database_id,
        table_name: body.table_name,
        schema: body.schema ?? null,
        template_params: body.template_params ?? null,
      },
      principal,
    );
    return { table_id: created.id };
  }
}
