import { serializeLayout, UNTITLED_DASHBOARD } from '@loupe/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useFetchStoredDashboardMutation,
  useUpdateDashboardMutation,
  type Dashboard,
  type DashboardUpdateBody,
} from '../../../api/dashboards';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useToasts } from '../../../components/toasts/useToasts';
import { failureMessage } from '../../explore/state/useChartRun';
import { overwriteDiffs, type OverwriteDiff, type StoredDashboard } from '../overwriteDiff';
import { dashboardActions } from './dashboardSlice';

function storedOf(dashboard: Dashboard): StoredDashboard {
  return {
    dashboard_title: dashboard.dashboard_title ?? '',
    slug: dashboard.slug,
    css: dashboard.css,
    json_metadata: dashboard.json_metadata ?? '{}',
    position_json: dashboard.position_json ?? '{}',
    owners: dashboard.owners.map((owner) => owner.id),
    certified_by: dashboard.certified_by,
    certification_details: dashboard.certification_details,
  };
}

const statusOf = (error: unknown): unknown => (error as { status?: unknown } | undefined)?.status;

/**
 * Saving a dashboard (spec 000 §4–§8): the full body (`PUT /api/v1/dashboard/<id>`, an empty title
 * saved as '[ untitled dashboard ]'); when the stored dashboard changed since this page loaded it
 * (its `changed_on` moved), the differences are shown first and the user confirms the overwrite.
 */
export function useSaveDashboard(dashboard: Dashboard | undefined) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.dashboard);
  const [fetchStored] = useFetchStoredDashboardMutation();
  const [update, { isLoading: saving }] = useUpdateDashboardMutation();
  const [pending, setPending] = useState<{ diffs: OverwriteDiff[]; body: DashboardUpdateBody } | null>(null);

  const bodyOf = (): DashboardUpdateBody | null => {
    if (!dashboard || !state.history) return null;
    return {
      dashboard_title: state.title.trim() || UNTITLED_DASHBOARD,
      slug: state.properties.slug,
      owners: state.properties.owners,
      roles: state.properties.roles,
      css: state.css,
      json_metadata: JSON.stringify(state.metadata),
      position_json: serializeLayout(state.history.present),
      certified_by: state.properties.certified_by,
      certification_details: state.properties.certification_details,
    };
  };

  const put = async (body: DashboardUpdateBody) => {
    if (!dashboard) return;
    try {
      await update({ id: dashboard.id, body }).unwrap();
      const stored = await fetchStored(dashboard.id).unwrap();
      dispatch(dashboardActions.titleChanged(body.dashboard_title ?? ''));
      dispatch(dashboardActions.saved({ changedOn: stored.changed_on }));
      toasts.addSuccessToast(t('dashboard.save.saved'));
    } catch (error) {
      if (statusOf(error) === 403) toasts.addDangerToast(t('dashboard.save.forbidden'));
      else toasts.addDangerToast(t('dashboard.save.failed', { message: failureMessage(error) }));
    }
  };

  const save = async () => {
    const body = bodyOf();
    if (!dashboard || !body) return;
    let stored: Dashboard;
    try {
      stored = await fetchStored(dashboard.id).unwrap();
    } catch (error) {
      toasts.addDangerToast(t('dashboard.save.failed', { message: failureMessage(error) }));
      return;
    }
    if (stored.changed_on !== state.changedOn) {
      const mine: StoredDashboard = {
        ...storedOf(stored),
        dashboard_title: body.dashboard_title ?? '',
        slug: body.slug ?? null,
        css: body.css ?? null,
        json_metadata: body.json_metadata ?? '{}',
        position_json: body.position_json ?? '{}',
        owners: body.owners ?? [],
        certified_by: body.certified_by ?? null,
        certification_details: body.certification_details ?? null,
      };
      const diffs = overwriteDiffs(storedOf(stored), mine);
      if (diffs.length > 0) {
        setPending({ diffs, body });
        return;
      }
    }
    await put(body);
  };

  /** Saves now (the properties dialog outside edit mode): the state already holds the new values. */
  const saveNow = async () => {
    const body = bodyOf();
    if (body) await put(body);
  };

  return {
    save,
    saveNow,
    saving,
    overwrite: pending && {
      diffs: pending.diffs,
      confirm: () => {
        const { body } = pending;
        setPending(null);
        void put(body);
      },
      cancel: () => setPending(null),
    },
  };
}
