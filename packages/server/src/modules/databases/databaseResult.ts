import { PASSWORD_MASK, parseDatabaseExtra, type DatabaseResult } from '@loupe/core';
import type { EngineSpec } from '../../engines/EngineSpec.js';
import type { DatabaseRow } from './DatabaseRepository.js';

/** The scheme's driver part: "postgresql+psycopg2" → "psycopg2". */
function driverOf(uri: string, spec: EngineSpec): string {
  const scheme = uri.split(':', 1)[0] ?? '';
  return scheme.includes('+') ? (scheme.split('+')[1] ?? spec.defaultDriver) : spec.defaultDriver;
}

/** Dynamic-form parameters read back from the stored URI, password masked. */
export function parametersOf(row: DatabaseRow, spec: EngineSpec): Record<string, unknown> {
  try {
    const { password: _password, ...rest } = spec.parseUri(row.sqlalchemy_uri);
    return row.password ? { ...rest, password: PASSWORD_MASK } : rest;
  } catch {
    return {};
  }
}

/** A database as GET /api/v1/database/{id} shows it: no secret ever leaves unmasked. */
export function toDatabaseResult(row: DatabaseRow, spec: EngineSpec): DatabaseResult {
  const parsedExtra = parseDatabaseExtra(row.extra);
  const extra = typeof parsedExtra === 'string' ? {} : parsedExtra;
  return {
    id: row.id,
    uuid: row.uuid,
    database_name: row.database_name,
    sqlalchemy_uri: row.sqlalchemy_uri,
    backend: spec.engine,
    driver: driverOf(row.sqlalchemy_uri, spec),
    engine: spec.engine,
    configuration_method: row.configuration_method ?? 'sqlalchemy_form',
    parameters: parametersOf(row, spec),
    cache_timeout: row.cache_timeout,
    expose_in_sqllab: Boolean(row.expose_in_sqllab),
    allow_run_async: Boolean(row.allow_run_async),
    allow_ctas: Boolean(row.allow_ctas),
    allow_cvas: Boolean(row.allow_cvas),
    allow_dml: Boolean(row.allow_dml),
    allow_file_upload: Boolean(row.allow_file_upload),
    force_ctas_schema: row.force_ctas_schema,
    impersonate_user: Boolean(row.impersonate_user),
    server_cert: row.server_cert ? PASSWORD_MASK : null,
    extra: row.extra ?? '{}',
    is_managed_externally: Boolean(row.is_managed_externally),
    external_url: row.external_url,
    allows_subquery: spec.allowsSubquery,
    allows_cost_estimate: spec.allowsCostEstimate,
    allows_virtual_table_explore: extra.allows_virtual_table_explore !== false,
    disable_data_preview: extra.disable_data_preview === true,
    engine_information: { supports_file_upload: true, disable_ssh_tunneling: true },
  };
}
