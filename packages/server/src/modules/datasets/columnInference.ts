import { randomUUID } from 'node:crypto';
import { GENERIC_TYPE_CODE, type EngineSpec } from '../../engines/EngineSpec.js';
import { nowIso } from '../../platform/metadata/schema.js';
import type { NewColumn, NewMetric } from './DatasetRepository.js';

/** Superset's type_generic code for an engine type, or null when the engine does not know it. */
export function typeGenericCode(spec: EngineSpec, type: string | null): number | null {
  if (!type) return null;
  const generic = spec.genericType(type);
  return generic === null ? null : GENERIC_TYPE_CODE[generic];
}

/** A new dataset column from what the engine reports about a table or query column. */
export function inferColumn(
  spec: EngineSpec,
  name: string,
  type: string | null,
  userId: number | null,
): NewColumn {
  const now = nowIso();
  return {
    uuid: randomUUID(),
    column_name: name,
    type,
    is_dttm: type !== null && spec.isTemporalType(type) ? 1 : 0,
    is_active: 1,
    groupby: 1,
    filterable: 1,
    verbose_name: null,
    description: null,
    expression: null,
    python_date_format: null,
    advanced_data_type: null,
    extra: null,
    created_on: now,
    changed_on: now,
    created_by_fk: userId,
    changed_by_fk: userId,
  };
}

/** Superset adds a `count` metric to every new dataset. */
export function defaultCountMetric(userId: number | null): NewMetric {
  return newMetric('count', 'COUNT(*)', userId, { metric_type: 'count', verbose_name: 'COUNT(*)' });
}

export function newMetric(
  name: string,
  expression: string,
  userId: number | null,
  fields: Partial<NewMetric> = {},
): NewMetric {
  const now = nowIso();
  return {
    uuid: randomUUID(),
    metric_name: name,
    expression,
    metric_type: null,
    verbose_name: null,
    description: null,
    d3format: null,
    currency: null,
    warning_text: null,
    extra: null,
    created_on: now,
    changed_on: now,
    created_by_fk: userId,
    changed_by_fk: userId,
    ...fields,
  };
}
