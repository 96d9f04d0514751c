import { useEffect } from 'react';
import { ActionLogger, type LogEvent } from './actionLogger';

export { ActionLogger, FLUSH_DELAY_MS, MAX_BATCH_EVENTS, type LogEvent } from './actionLogger';

let logger: ActionLogger | null = null;

/**
 * The app's one logger, made on first use. What is still queued is sent when the page is hidden
 * or closed (sendBeacon is made for exactly that moment).
 */
function appLogger(): ActionLogger {
  if (logger) return logger;
  const created = new ActionLogger();
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') created.flush();
    });
    window.addEventListener('pagehide', () => created.flush());
  }
  logger = created;
  return created;
}

/** Records one event for the action log (sent in a batch a moment later). */
export function logEvent(eventName: string, payload: Record<string, unknown> = {}): LogEvent {
  return appLogger().log(eventName, payload);
}

/** A dashboard was opened: what the Home page's recent activity lists as viewed. */
export function logDashboardView(dashboardId: number): LogEvent {
  return logEvent('mount_dashboard', { source: 'dashboard', source_id: dashboardId });
}

/** A saved chart was opened in Explore. */
export function logChartView(chartId: number): LogEvent {
  return logEvent('mount_explorer', { source: 'explore', source_id: chartId });
}

/** Logs a view of the saved chart each time another one is opened (none for an unsaved chart). */
export function useLogChartView(chartId: number | null | undefined): void {
  useEffect(() => {
    if (typeof chartId === 'number') logChartView(chartId);
  }, [chartId]);
}

/** Sends what is queued now (tests, and before the app navigates away by itself). */
export function flushActionLog(): void {
  logger?.flush();
}
