import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateDashboardMutation } from '../../api/dashboards';
import { errorMessage } from '../../api/errors';
import { useToasts } from '../../components/toasts/useToasts';
import { dashboardEditPath } from './dashboardPaths';

/** The title Superset's /dashboard/new/ gives a new dashboard (stored data, so not translated). */
export const UNTITLED_DASHBOARD_TITLE = '[ untitled dashboard ]';

/**
 * '+ Dashboard' as Superset's /dashboard/new/ does it: creates an untitled draft owned by the user,
 * then opens it in edit mode.
 */
export function useCreateDashboard(): { create: () => Promise<void>; creating: boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { addDangerToast } = useToasts();
  const [createDashboard, state] = useCreateDashboardMutation();
  const create = useCallback(async () => {
    const result = await createDashboard({ dashboard_title: UNTITLED_DASHBOARD_TITLE });
    if (result.error) {
      addDangerToast(t('dashboardList.createIssue', { error: errorMessage(result.error, t) }));
      return;
    }
    await navigate(dashboardEditPath(result.data.id));
  }, [createDashboard, navigate, addDangerToast, t]);
  return { create, creating: state.isLoading };
}
