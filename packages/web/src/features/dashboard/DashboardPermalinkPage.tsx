import { Alert } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useGetDashboardPermalinkQuery } from '../../api/dashboards';
import { Loading } from '../../components/Loading';
import { failureMessage } from '../explore/state/useChartRun';
import { dashboardPath } from './dashboardPaths';

/**
 * A shared dashboard link (`/superset/dashboard/p/<key>/`): reads the permalink's state and opens
 * the dashboard with it (active tabs and data mask restored there; `anchor` scrolls to a component).
 */
export function DashboardPermalinkPage(): ReactElement {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const { data, error } = useGetDashboardPermalinkQuery(key);
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('dashboard.permalinkFailed', { message: failureMessage(error) })}
      />
    );
  if (!data) return <Loading label={t('dashboard.loading')} />;
  const anchor = data.state.anchor ? `#${encodeURIComponent(data.state.anchor)}` : '';
  return (
    <Navigate
      replace
      to={`${dashboardPath(data.dashboardId)}${anchor}`}
      state={{ permalinkState: data.state }}
    />
  );
}
