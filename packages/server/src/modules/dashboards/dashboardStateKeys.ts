/** key_value resources of a dashboard's saved state (Superset's KeyValueResource / filter-state cache). */
export const DASHBOARD_PERMALINK = 'dashboard_permalink';
export const DASHBOARD_FILTER_STATE = 'dashboard_filter_state';
/** Maps (user, tab, dashboard) to the filter-state key last written there, as Superset's contextual key. */
export const DASHBOARD_FILTER_STATE_CTX = 'dashboard_filter_state_ctx';

export const DASHBOARD_STATE_RESOURCES = [
  DASHBOARD_PERMALINK,
  DASHBOARD_FILTER_STATE,
  DASHBOARD_FILTER_STATE_CTX,
] as const;

/**
 * Every stored state value is JSON whose first key is the dashboard, written `{"dashboardId":"<id>",`
 * (Superset's permalink value names the dashboard as text). Deleting a dashboard drops its states by
 * this prefix: key_value has no dashboard column, and the closing quote keeps 5 from matching 55.
 */
export const dashboardStatePrefix = (dashboardId: number): string => `{"dashboardId":"${dashboardId}",`;

/** A state value with the dashboard first, so it carries the prefix above. */
export function dashboardStateValue(dashboardId: number, rest: Record<string, unknown>): string {
  return JSON.stringify({ dashboardId: String(dashboardId), ...rest });
}
