/** English strings: the dashboard's dialogs (properties, CSS, overwrite, refresh interval, save as). */
export const DASHBOARD_MODALS_EN = {
  title: 'Dashboard properties',
} as const;
