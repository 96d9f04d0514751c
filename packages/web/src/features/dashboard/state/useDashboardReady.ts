import { useEffect, type RefObject } from 'react';

/**
 * Reports whether every chart drawn in the grid has painted or failed (none waits or loads): the page
 * marks itself `data-loupe-dashboard-state="ready"` then, which the server's screenshot waits for.
 */
export function useDashboardReady(
  grid: RefObject<HTMLElement | null>,
  measured: boolean,
  onReady: (ready: boolean) => void,
): void {
  useEffect(() => {
    const check = () => {
      const element = grid.current;
      // Before the grid knows its width it has drawn nothing: not ready yet.
      if (!element || !measured) return onReady(false);
      const busy = element.querySelector('[data-chart-status="loading"], [data-chart-status="waiting"]');
      onReady(busy === null);
    };
    check();
    const timer = setInterval(check, 250);
    return () => clearInterval(timer);
  }, [grid, measured, onReady]);
}
