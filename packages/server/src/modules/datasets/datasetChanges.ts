import { randomUUID } from 'node:crypto';
import type { DatasetColumnWrite, DatasetMetricWrite } from '@loupe/core';
import { UnprocessableError } from '../../errors.js';
import { nowIso } from '../../platform/metadata/schema.js';
import type {
  ChildChanges,
  ColumnChange,
  ColumnRow,
  MetricChange,
  MetricRow,
  NewColumn,
  NewMetric,
} from './DatasetRepository.js';

const flag = (v: boolean | null | undefined, fallback: number): number =>
  v === undefined || v === null ? fallback : v ? 1 : 0;
const text = (v: string | null | undefined): string | null => (v === undefined || v === '' ? null : v);

function duplicates(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(names.filter((n) => (seen.has(n) ? true : (seen.add(n), false))))];
}

function columnFields(c: DatasetColumnWrite, existing: ColumnRow | undefined) {
  return {
    column_name: c.column_name,
    type: c.type === undefined ? (existing?.type ?? null) : c.type,
    advanced_data_type: text(c.advanced_data_type),
    verbose_name: text(c.verbose_name),
    description: text(c.description),
    expression: text(c.expression),
    extra: text(c.extra),
    filterable: flag(c.filterable, existing?.filterable ?? 1),
    groupby: flag(c.groupby, existing?.groupby ?? 1),
    is_active: flag(c.is_active, existing?.is_active ?? 1),
    is_dttm: flag(c.is_dttm, existing?.is_dttm ?? 0),
    python_date_format: text(c.python_date_format),
  };
}

function metricFields(m: DatasetMetricWrite) {
  const currency =
    m.currency === undefined || m.currency === null
      ? null
      : typeof m.currency === 'string'
        ? m.currency
        : JSON.stringify(m.currency);
  return {
    metric_name: m.metric_name,
    expression: m.expression,
    metric_type: text(m.metric_type),
    verbose_name: text(m.verbose_name),
    description: text(m.description),
    d3format: text(m.d3format),
    currency,
    extra: text(m.extra),
    warning_text: text(m.warning_text),
  };
}

/**
 * The new column list against the stored one: items with an id update that column, items without
 * one are new, stored columns not listed are removed. With `override`, every stored column is
 * replaced. Duplicated names and ids of other datasets are refused (422, Superset's messages).
 */
export function planColumnChanges(
  wanted: readonly DatasetColumnWrite[],
  stored: readonly ColumnRow[],
  userId: number,
  override: boolean,
): ChildChanges<NewColumn, ColumnChange> {
  if (duplicates(wanted.map((c) => c.column_name)).length) {
    throw new UnprocessableError({ columns: ['One or more columns are duplicated'] });
  }
  const now = nowIso();
  const byId = new Map(stored.map((c) => [c.id, c]));
  if (!override && wanted.some((c) => c.id !== undefined && !byId.has(c.id))) {
    throw new UnprocessableError({ columns: ['One or more columns do not exist'] });
  }
  const insert: NewColumn[] = [];
  const update: ColumnChange[] = [];
  for (const c of wanted) {
    const existing = override ? undefined : c.id !== undefined ? byId.get(c.id) : undefined;
    const fields = columnFields(c, existing);
    if (existing) update.push({ id: existing.id, ...fields, changed_on: now, changed_by_fk: userId });
    else {
      insert.push({
        ...fields,
        uuid: c.uuid ?? randomUUID(),
        created_on: now,
        changed_on: now,
        created_by_fk: userId,
        changed_by_fk: userId,
      });
    }
  }
  const kept = new Set(update.map((u) => u.id));
  return { insert, update, deleteIds: stored.filter((c) => !kept.has(c.id)).map((c) => c.id) };
}

/** The same for metrics (never overridden wholesale). */
export function planMetricChanges(
  wanted: readonly DatasetMetricWrite[],
  stored: readonly MetricRow[],
  userId: number,
): ChildChanges<NewMetric, MetricChange> {
  if (duplicates(wanted.map((m) => m.metric_name)).length) {
    throw new UnprocessableError({ metrics: ['One or more metrics are duplicated'] });
  }
  const byId = new Map(stored.map((m) => [m.id, m]));
  if (wanted.some((m) => m.id !== undefined && !byId.has(m.id))) {
    throw new UnprocessableError({ metrics: ['One or more metrics do not exist'] });
  }
  const now = nowIso();
  const insert: NewMetric[] = [];
  const update: MetricChange[] = [];
  for (const m of wanted) {
    const fields = metricFields(m);
    if (m.id !== undefined) update.push({ id: m.id, ...fields, changed_on: now, changed_by_fk: userId });
    else {
      insert.push({
        ...fields,
        uuid: m.uuid ?? randomUUID(),
        created_on: now,
        changed_on: now,
        created_by_fk: userId,
        changed_by_fk: userId,
      });
    }
  }
  const kept = new Set(update.map((u) => u.id));
  return { insert, update, deleteIds: stored.filter((m) => !kept.has(m.id)).map((m) => m.id) };
}

/** After a sync from the source: new columns added, types refreshed, vanished physical columns removed. */
export function planSync(
  source: readonly NewColumn[],
  stored: readonly ColumnRow[],
  userId: number,
): ChildChanges<NewColumn, ColumnChange> {
  const now = nowIso();
  const byName = new Map(stored.map((c) => [c.column_name, c]));
  const sourceNames = new Set(source.map((c) => c.column_name));
  return {
    insert: source.filter((c) => !byName.has(c.column_name)),
    update: source.flatMap((c) => {
      const existing = byName.get(c.column_name);
      return existing && existing.type !== c.type
        ? [
            {
              id: existing.id,
              type: c.type ?? null,
              is_dttm: existing.is_dttm || c.is_dttm ? 1 : 0,
              changed_on: now,
              changed_by_fk: userId,
            },
          ]
        : [];
    }),
    // Calculated columns (with an expression) are the user's own and stay.
    deleteIds: stored.filter((c) => !c.expression && !sourceNames.has(c.column_name)).map((c) => c.id),
  };
}
