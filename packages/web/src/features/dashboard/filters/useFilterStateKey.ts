import type { DataMask } from '@loupe/core';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  useCreateDashboardFilterStateMutation,
  useGetDashboardFilterStateQuery,
  useUpdateDashboardFilterStateMutation,
} from '../../../api/dashboardFilterState';
import { useAppSelector } from '../../../app/hooks';
import { usePermissions } from '../../auth/usePermissions';

/** Superset's URL parameter naming the dashboard's stored filter state. */
export const NATIVE_FILTERS_KEY = 'native_filters_key';

/** A stored filter state's data masks, or undefined when the text is not an object of masks. */
export function parseFilterState(value: string | undefined): Record<string, DataMask> | undefined {
  if (value === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const masks: Record<string, DataMask> = {};
    for (const [id, mask] of Object.entries(parsed as Record<string, unknown>))
      if (typeof mask === 'object' && mask !== null && !Array.isArray(mask)) masks[id] = mask as DataMask;
    return masks;
  } catch {
    return undefined;
  }
}

/**
 * The filter state a `?native_filters_key=` address names: `restoring` while it is read (the
 * dashboard waits, so its charts query once, already filtered), then its masks (undefined when the
 * URL has no key or the key is unknown or expired: the dashboard then opens with its defaults).
 */
export function useStoredFilterState(dashboardId: number): {
  restoring: boolean;
  dataMask: Record<string, DataMask> | undefined;
} {
  const [params] = useSearchParams();
  const key = params.get(NATIVE_FILTERS_KEY);
  const stored = useGetDashboardFilterStateQuery({ id: dashboardId, key: key ?? '' }, { skip: !key });
  return { restoring: Boolean(key) && stored.isLoading, dataMask: parseFilterState(stored.data) };
}

/**
 * Keeps the dashboard's filters in the URL as Superset does: each change of the data mask (Apply, a
 * cross-filter, Clear all) is stored through `/filter_state` and the address gets its key, replacing
 * the history entry, so a reload or a copied address opens with the same filters. The state the
 * dashboard opened with is not written again. A key someone else owns (a shared address) cannot be
 * updated: this user's changes get a key of their own.
 */
export function usePersistFilterState(dashboardId: number, loaded: boolean): void {
  const can = usePermissions();
  const dataMask = useAppSelector((root) => root.dashboard.dataMask);
  const [params, setParams] = useSearchParams();
  const [create] = useCreateDashboardFilterStateMutation();
  const [update] = useUpdateDashboardFilterStateMutation();
  const written = useRef<string | null>(null);
  const key = params.get(NATIVE_FILTERS_KEY);
  const allowed = can('can_write', 'DashboardFilterStateRestApi');

  useEffect(() => {
    if (!loaded) return;
    const value = JSON.stringify(dataMask);
    if (written.current === null) {
      written.current = value;
      return;
    }
    if (written.current === value || !allowed) return;
    written.current = value;
    void (async () => {
      let next: string;
      try {
        next = key
          ? await update({ id: dashboardId, key, value }).unwrap()
          : await create({ id: dashboardId, value }).unwrap();
      } catch {
        next = await create({ id: dashboardId, value }).unwrap();
      }
      if (next !== key)
        setParams(
          (previous) => {
            const url = new URLSearchParams(previous);
            url.set(NATIVE_FILTERS_KEY, next);
            return url;
          },
          { replace: true },
        );
    })().catch(() => undefined);
    // The key is read when writing; a new key in the URL is no reason to write again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataMask, loaded, dashboardId, allowed]);
}
