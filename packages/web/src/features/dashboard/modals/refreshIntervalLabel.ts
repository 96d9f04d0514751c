import type { TFunction } from 'i18next';

/**
 * An auto-refresh interval in words, in its largest whole unit ('30 minutes', '6 hours', '90 seconds'),
 * so Superset's fixed choices and a custom interval read alike.
 */
export function refreshIntervalLabel(seconds: number, t: TFunction): string {
  if (seconds <= 0) return t('dashboardModals.dontRefresh');
  if (seconds % 3600 === 0) {
    const hours = seconds / 3600;
    return hours === 1 ? t('dashboardModals.oneHour') : t('dashboardModals.nHours', { count: hours });
  }
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return minutes === 1 ? t('dashboardModals.oneMinute') : t('dashboardModals.nMinutes', { count: minutes });
  }
  return seconds === 1 ? t('dashboardModals.oneSecond') : t('dashboardModals.nSeconds', { count: seconds });
}
