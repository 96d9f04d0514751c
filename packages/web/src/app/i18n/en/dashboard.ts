/** English strings: the dashboard page, its header, grid and edit mode. */
export const DASHBOARD_EN = {
  title: 'Dashboard',
} as const;
