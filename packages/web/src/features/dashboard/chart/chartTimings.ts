/*
 * Each dashboard chart's timings as User Timing entries (DevTools' Performance panel shows them, and
 * bench/dashboard prints them): `loupe:chart-<id>:request` from asking for the data until it came,
 * `loupe:chart-<id>:render` from then until the chart was drawn.
 */

const dataMark = (chartId: number) => `loupe:chart-${chartId}:data`;

/** Marks one timing; a browser without the User Timing API (a test DOM) just has none. */
function record(action: () => void): void {
  try {
    action();
  } catch {
    // No User Timing here.
  }
}

/** The chart's data came; it was asked for at `requestedAt` (performance.now()). */
export function markChartData(chartId: number, requestedAt: number): void {
  record(() => {
    performance.measure(`loupe:chart-${chartId}:request`, { start: requestedAt });
    performance.mark(dataMark(chartId));
  });
}

/** The chart is on the page (after the data its last mark stands for). */
export function measureChartRender(chartId: number): void {
  record(() => {
    if (performance.getEntriesByName(dataMark(chartId), 'mark').length === 0) return;
    performance.measure(`loupe:chart-${chartId}:render`, dataMark(chartId));
  });
}
