import { useEffect, useRef } from 'react';

/**
 * Superset's autorun: a tab opened to run (Explore's "View in SQL Lab", a share saved with autorun)
 * runs its SQL once when its editor first shows, and `run` is expected to clear the tab's flag so a
 * reload does not run it again.
 */
export function useAutorun(autorun: boolean, run: () => void): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  const done = useRef(false);
  useEffect(() => {
    if (!autorun || done.current) return;
    done.current = true;
    latest.current();
  }, [autorun]);
}
