import type { QueryContext, QueryFormData } from '@loupe/core';
import { Alert, Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateChartMutation, useLazyGetChartQuery, useUpdateChartMutation } from '../../../api/charts';
import { useCreateDashboardMutation } from '../../../api/dashboards';
import { errorMessage } from '../../../api/errors';
import { useToasts } from '../../../components/toasts/useToasts';
import { DashboardPicker, type DashboardChoice } from './DashboardPicker';

export interface SavedChart {
  id: number;
  sliceName: string;
}

export type SaveAction = 'overwrite' | 'saveas';

export interface SaveModalProps {
  open: boolean;
  onClose: () => void;
  formData: QueryFormData;
  /** The query context the chart's form data builds (saved with it, as Superset does). */
  buildQueryContext: () => Promise<QueryContext | null>;
  sliceName: string;
  /** The saved chart Explore shows, when it is one. */
  slice: { id: number; owners: number[] } | null;
  userId: number | null;
  onSaved: (chart: SavedChart, action: SaveAction) => void;
}

/** `datasource` form data is `<id>__<type>`, as Superset writes it. */
function datasourceOf(formData: QueryFormData): { id: number; type: 'table' } {
  const [id] = formData.datasource.split('__');
  return { id: Number(id), type: 'table' };
}

type ApiFailure = Parameters<typeof errorMessage>[0];

/** The dashboard the chart goes onto once it is known to exist, and whether this save created it. */
interface TargetDashboard {
  id: number;
  title: string;
  created: boolean;
}

/**
 * Superset's "Save chart" dialog: overwrite the chart (its owners only) or save it as a new one under
 * the name typed, optionally onto one of the user's dashboards or a new one created on save.
 */
export function SaveModal({
  open,
  onClose,
  formData,
  buildQueryContext,
  sliceName,
  slice,
  userId,
  onSaved,
}: SaveModalProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const canOverwrite = !!slice && userId !== null && slice.owners.includes(userId);
  const [action, setAction] = useState<SaveAction>(canOverwrite ? 'overwrite' : 'saveas');
  const [name, setName] = useState(sliceName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [createChart] = useCreateChartMutation();
  const [updateChart] = useUpdateChartMutation();

  const [createDashboard] = useCreateDashboardMutation();
  const [fetchChart] = useLazyGetChartQuery();
  const [dashboard, setDashboard] = useState<DashboardChoice | null>(null);

  /** The chosen dashboard, created first when it is a new one (Superset creates it before the chart). */
  const targetDashboard = async (): Promise<TargetDashboard | null> => {
    if (!dashboard) return null;
    if (dashboard.kind === 'existing') return { id: dashboard.id, title: dashboard.title, created: false };
    try {
      const created = await createDashboard({ dashboard_title: dashboard.title }).unwrap();
      // A retry after a failed chart save must reuse it, not create a second one.
      setDashboard({ kind: 'existing', id: created.id, title: dashboard.title });
      return { id: created.id, title: dashboard.title, created: true };
    } catch (thrown) {
      throw new Error(
        t('explorePage.saveModal.dashboardFailed', { error: errorMessage(thrown as ApiFailure, t) }),
      );
    }
  };

  /** An overwrite keeps the chart's other dashboards: the PUT replaces the whole list. */
  const dashboardsAfterSave = async (target: TargetDashboard | null): Promise<number[] | undefined> => {
    if (!target) return undefined;
    if (action !== 'overwrite' || !slice) return [target.id];
    const current = await fetchChart(slice.id).unwrap();
    return [...new Set([...current.dashboards.map((d) => d.id), target.id])];
  };

  const save = async () => {
    const chartName = name.trim();
    if (!chartName) return;
    setSaving(true);
    setError(null);
    let target: TargetDashboard | null = null;
    try {
      target = await targetDashboard();
      const context = await buildQueryContext();
      const dashboards = await dashboardsAfterSave(target);
      const body = {
        slice_name: chartName,
        viz_type: formData.viz_type,
        params: JSON.stringify(formData),
        query_context: context ? JSON.stringify(context) : null,
        query_context_generation: true,
        ...(dashboards ? { dashboards } : {}),
      };
      let id: number;
      if (action === 'overwrite' && slice) {
        await updateChart({ id: slice.id, body }).unwrap();
        id = slice.id;
      } else {
        const datasource = datasourceOf(formData);
        const created = await createChart({
          ...body,
          datasource_id: datasource.id,
          datasource_type: datasource.type,
        }).unwrap();
        id = created.id;
      }
      toasts.addSuccessToast(
        action === 'overwrite'
          ? t('explorePage.saveModal.overwritten', { chart: chartName })
          : t('explorePage.saveModal.saved', { chart: chartName }),
      );
      if (target)
        toasts.addSuccessToast(
          target.created
            ? t('explorePage.saveModal.dashboardCreated', { dashboard: target.title, chart: chartName })
            : t('explorePage.saveModal.addedToDashboard', { dashboard: target.title, chart: chartName }),
        );
      onSaved({ id, sliceName: chartName }, action);
      onClose();
    } catch (thrown) {
      const message = thrown instanceof Error ? thrown.message : errorMessage(thrown as ApiFailure, t);
      // Nothing half-saved silently: a dashboard this save created is there even though the chart is not.
      setError(
        target?.created
          ? t('explorePage.saveModal.chartFailedAfterDashboard', { dashboard: target.title, error: message })
          : message,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('explorePage.saveModal.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('explorePage.saveModal.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={saving}
          disabled={!name.trim()}
          onClick={() => void save()}
        >
          {t('explorePage.save')}
        </Button>,
      ]}
    >
      <Form layout="vertical" onFinish={() => void save()}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <Form.Item>
          <Radio.Group value={action} onChange={(event) => setAction(event.target.value as SaveAction)}>
            <Radio value="overwrite" disabled={!canOverwrite}>
              {t('explorePage.saveModal.overwrite')}
            </Radio>
            <Radio value="saveas">{t('explorePage.saveModal.saveAs')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('explorePage.saveModal.chartName')} required htmlFor="save-chart-name">
          <Input id="save-chart-name" value={name} onChange={(event) => setName(event.target.value)} />
        </Form.Item>
        {userId !== null && (
          <Form.Item label={t('explorePage.saveModal.addToDashboard')} htmlFor="save-chart-dashboard">
            <DashboardPicker
              id="save-chart-dashboard"
              userId={userId}
              value={dashboard}
              onChange={setDashboard}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
