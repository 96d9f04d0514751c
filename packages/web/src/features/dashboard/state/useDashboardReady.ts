import { useEffect, useState, type RefObject } from 'react';

/**
 * True when every chart drawn in the grid has painted or failed (none waits or loads): the page marks
 * itself `data-loupe-dashboard-state="ready"` then, which the server's screenshot waits for.
 */
export function useDashboardReady(grid: RefObject<HTMLElement | null>, loaded: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!loaded) return undefined;
    const check = () => {
      const element = grid.current;
      if (!element) return;
      const busy = element.querySelector('[data-chart-status="loading"], [data-chart-status="waiting"]');
      setReady(busy === null);
    };
    check();
    const timer = setInterval(check, 250);
    return () => clearInterval(timer);
  }, [grid, loaded]);
  return ready;
}
