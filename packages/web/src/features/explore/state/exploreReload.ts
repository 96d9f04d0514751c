import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Navigation state that makes Explore open what the new address names instead of keeping its draft. */
export interface ExploreReloadState {
  exploreReload: number;
}

/** A count that changes when a navigation asks Explore to open its address afresh. */
export function useExploreReload(): number {
  const state: unknown = useLocation().state;
  const asked =
    typeof state === 'object' &&
    state !== null &&
    'exploreReload' in state &&
    typeof state.exploreReload === 'number'
      ? state.exploreReload
      : 0;
  const [reload, setReload] = useState(asked);
  // Later navigations of the page itself (storing the form-data key) carry no state and keep the count.
  useEffect(() => {
    if (asked && asked !== reload) setReload(asked);
  }, [asked, reload]);
  return asked && asked !== reload ? asked : reload;
}
