import { Checkbox, Form, Input, Modal } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** What `POST /api/v1/dashboard/{id}/copy/` needs from the user. */
export interface SaveAsValues {
  dashboard_title: string;
  duplicate_slices: boolean;
}

export interface SaveAsModalProps {
  open: boolean;
  dashboardTitle: string;
  onHide: () => void;
  onSave: (values: SaveAsValues) => void;
}

/**
 * Superset's 'Save as' of a dashboard: a copy under a new title (the current one followed by
 * '[copy]'), optionally with copies of its charts rather than the same charts. Saving is the
 * caller's; this only asks.
 */
export function SaveAsModal({ open, dashboardTitle, onHide, onSave }: SaveAsModalProps): ReactElement {
  const { t } = useTranslation();
  const [form] = Form.useForm<SaveAsValues>();
  const submit = async (): Promise<void> => {
    const values = await form.validateFields();
    onSave({ dashboard_title: values.dashboard_title.trim(), duplicate_slices: values.duplicate_slices });
  };
  return (
    <Modal
      open={open}
      title={t('dashboardModals.saveAsTitle')}
      okText={t('dashboardModals.save')}
      cancelText={t('dashboardModals.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onHide}
      destroyOnHidden
    >
      <Form<SaveAsValues>
        form={form}
        layout="vertical"
        name="dashboard-save-as"
        initialValues={{
          dashboard_title: `${dashboardTitle} ${t('dashboardModals.copySuffix')}`,
          duplicate_slices: false,
        }}
        onFinish={() => void submit().catch(() => undefined)}
      >
        <Form.Item
          name="dashboard_title"
          label={t('dashboardModals.saveAsLabel')}
          rules={[{ required: true, whitespace: true, message: t('dashboardModals.nameRequired') }]}
        >
          <Input placeholder={t('dashboardModals.saveAsPlaceholder')} autoFocus />
        </Form.Item>
        <Form.Item name="duplicate_slices" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>{t('dashboardModals.duplicateSlices')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
