import { useEffect, type RefObject } from 'react';

/** A chart not painted yet, or a part of the layout whose code still loads (`data-loupe-busy`). */
const BUSY = '[data-chart-status="loading"], [data-chart-status="waiting"], [data-loupe-busy]';

/**
 * Reports whether every chart drawn in the grid has painted or failed (none waits or loads): the page
 * marks itself `data-loupe-dashboard-state="ready"` then, which the server's screenshot waits for.
 * It watches the charts' status attributes, so the mark follows the last chart at once.
 */
export function useDashboardReady(
  grid: RefObject<HTMLElement | null>,
  measured: boolean,
  onReady: (ready: boolean) => void,
): void {
  useEffect(() => {
    const element = grid.current;
    // Before the grid knows its width it has drawn nothing: not ready yet.
    if (!element || !measured) {
      onReady(false);
      return undefined;
    }
    const check = () => onReady(element.querySelector(BUSY) === null);
    check();
    if (typeof MutationObserver === 'undefined') return undefined;
    const observer = new MutationObserver(check);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-chart-status'],
    });
    return () => observer.disconnect();
  }, [grid, measured, onReady]);
}
