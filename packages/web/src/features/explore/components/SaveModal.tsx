import type { QueryContext, QueryFormData } from '@loupe/core';
import { Alert, Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateChartMutation, useUpdateChartMutation } from '../../../api/charts';
import { errorMessage } from '../../../api/errors';
import { useToasts } from '../../../components/toasts/useToasts';

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

/**
 * Superset's "Save chart" dialog: overwrite the chart (its owners only) or save it as a new one under
 * the name typed. Adding the chart to a dashboard comes with the dashboards API.
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

  const save = async () => {
    const chartName = name.trim();
    if (!chartName) return;
    setSaving(true);
    setError(null);
    try {
      const context = await buildQueryContext();
      const body = {
        slice_name: chartName,
        viz_type: formData.viz_type,
        params: JSON.stringify(formData),
        query_context: context ? JSON.stringify(context) : null,
        query_context_generation: true,
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
      onSaved({ id, sliceName: chartName }, action);
      onClose();
    } catch (thrown) {
      setError(errorMessage(thrown as Parameters<typeof errorMessage>[0], t));
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
      </Form>
    </Modal>
  );
}
