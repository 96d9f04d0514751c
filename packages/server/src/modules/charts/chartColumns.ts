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

export function pickColumns<T extends Record<string, unknown>>(
  result: T,
  columns: readonly string[] | undefined,
): T | PickedColumns<T> {
  if (!columns?.length) return result;
  const picked: Record<string, unknown> = {};
  for (const column of columns) {
    const [head, field] = column.split('.', 2) as [string, string | undefined];
    if (!(head in result)) continue;
    const value = result[head];
    if (field === undefined || value === null || typeof value !== 'object') {
      picked[head] = value;
      continue;
    }
    const pickField = (o: Record<string, unknown>, into: Record<string, unknown> = {}) => {
      into[field] = o[field];
      return into;
    };
    if (Array.isArray(value)) {
      const previous = (picked[head] as Record<string, unknown>[] | undefined) ?? [];
      picked[head] = (value as Record<string, unknown>[]).map((o, i) => pickField(o, previous[i]));
    } else {
      picked[head] = pickField(value as Record<string, unknown>, picked[head] as Record<string, unknown>);
    }
  }
  // Built field by field from T's own values, so it has T's (partial) shape.
  return picked as PickedColumns<T>;
}
