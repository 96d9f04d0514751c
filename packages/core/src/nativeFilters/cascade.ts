import { mergeExtraFormData, type DataMask } from '../query/dashboardFormData.js';
import type { ExtraFormData } from '../query/types.js';
import { isNativeFilter, type NativeFilter, type NativeFilterItem } from './types.js';

/** Superset's message when parent filters would make a loop. */
export const CYCLIC_HIERARCHY_MESSAGE = 'Cannot create cyclic hierarchy';

function byId(items: readonly NativeFilterItem[]): Map<string, NativeFilter> {
  return new Map(items.filter(isNativeFilter).map((filter) => [filter.id, filter]));
}

/** The ids of the filters whose parent chain leads back to themselves. */
export function cyclicFilterIds(items: readonly NativeFilterItem[]): string[] {
  const filters = byId(items);
  const cyclic: string[] = [];
  for (const start of filters.keys()) {
    const seen = new Set<string>();
    const stack = [...(filters.get(start)?.cascadeParentIds ?? [])];
    while (stack.length) {
      const id = stack.pop()!;
      if (id === start) {
        cyclic.push(start);
        break;
      }
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(filters.get(id)?.cascadeParentIds ?? []));
    }
  }
  return cyclic;
}

/** A filter's ancestors by their parent links, nearest first (a missing parent is skipped). */
export function ancestorFilterIds(items: readonly NativeFilterItem[], filterId: string): string[] {
  const filters = byId(items);
  const order: string[] = [];
  const queue = [...(filters.get(filterId)?.cascadeParentIds ?? [])];
  while (queue.length) {
    const id = queue.shift()!;
    if (id === filterId || order.includes(id) || !filters.has(id)) continue;
    order.push(id);
    queue.push(...(filters.get(id)?.cascadeParentIds ?? []));
  }
  return order;
}

/**
 * What narrows a child filter's options (cascading filters): the merged `extra_form_data` of its
 * parents' current values (and theirs, up the chain), as Superset adds to the child's options query.
 */
export function cascadedExtraFormData(
  items: readonly NativeFilterItem[],
  filterId: string,
  dataMask: Readonly<Record<string, DataMask | undefined>>,
): ExtraFormData {
  return mergeExtraFormData(ancestorFilterIds(items, filterId).map((id) => dataMask[id]?.extraFormData));
}
