import type { DashboardFiltersRequest } from '@loupe/core';

type Filter = Record<string, unknown>;

/**
 * Superset's update_native_filters_config: deleted filters go, modified ones replace the filter of
 * the same id or are appended when new, and the list is ordered by `reordered` (new filters join
 * its end). Filters the order does not name keep their place after the named ones.
 */
export function updateNativeFilters(current: readonly Filter[], edits: DashboardFiltersRequest): Filter[] {
  const deleted = new Set(edits.deleted ?? []);
  const modified = edits.modified ?? [];
  const byId = new Map(modified.map((f) => [f.id, f]));
  const updated: Filter[] = [];
  for (const filter of current) {
    if (deleted.has(String(filter.id))) continue;
    updated.push(byId.get(filter.id) ?? filter);
  }
  const order = [...(edits.reordered ?? [])];
  const existing = new Set(current.map((f) => f.id));
  for (const filter of modified) {
    if (!existing.has(filter.id)) updated.push(filter);
    if (typeof filter.id === 'string' && !order.includes(filter.id)) order.push(filter.id);
  }
  if (order.length === 0) return updated;
  const rank = (f: Filter): number => {
    const i = typeof f.id === 'string' ? order.indexOf(f.id) : -1;
    return i === -1 ? order.length : i;
  };
  return updated
    .map((filter, i) => ({ filter, i }))
    .sort((a, b) => rank(a.filter) - rank(b.filter) || a.i - b.i)
    .map(({ filter }) => filter);
}
