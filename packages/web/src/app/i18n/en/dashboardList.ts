/** English strings: the Dashboards list. */
export const DASHBOARD_LIST_EN = {
  title: 'Dashboards',
} as const;
