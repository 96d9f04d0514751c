/**
 * FAB's `q=(columns:!(...))` on a single-item GET: only the named fields, dotted names picking fields
 * of related objects (`owners.id`, `dashboards.dashboard_title`). No columns: everything.
 */
export function pickColumns(
  result: Record<string, unknown>,
  columns: readonly string[] | undefined,
): Record<string, unknown> {
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
  return picked;
}
