import { isRecord } from '@loupe/core';

/**
 * FAB's `q=(columns:!(...))` on a single-item GET: only the named fields, dotted names picking fields
 * of related objects (`owners.id`, `dashboards.dashboard_title`). No columns: everything.
 */
/** What a pick can leave of T: some fields, and some fields of each related row. */
export type PickedColumns<T> = {
  [K in keyof T]?: T[K] extends readonly (infer I)[]
    ? Partial<I>[]
    : T[K] extends object
      ? Partial<T[K]>
      : T[K];
};

/** `into` (what earlier columns picked of the same related row) with `field` of `row` added. */
function withField(row: unknown, field: string, into: unknown): Record<string, unknown> {
  const picked = isRecord(into) ? into : {};
  picked[field] = isRecord(row) ? row[field] : undefined;
  return picked;
}

export function pickColumns<T extends Record<string, unknown>>(
  result: T,
  columns: readonly string[] | undefined,
): T | PickedColumns<T> {
  if (!columns?.length) return result;
  const picked: Record<string, unknown> = {};
  for (const column of columns) {
    // split always gives a first part; a name such as `__proto__` is not one of the result's own fields.
    const [head = '', field] = column.split('.', 2);
    if (!Object.hasOwn(result, head)) continue;
    const value = result[head];
    if (field === undefined || value === null || typeof value !== 'object') {
      picked[head] = value;
      continue;
    }
    const earlier = picked[head];
    if (Array.isArray(value)) {
      const previous: unknown[] = Array.isArray(earlier) ? earlier : [];
      picked[head] = value.map((row: unknown, i) => withField(row, field, previous[i]));
    } else {
      picked[head] = withField(value, field, earlier);
    }
  }
  // Built field by field from T's own values, so it has T's (partial) shape.
  return picked as PickedColumns<T>;
}
