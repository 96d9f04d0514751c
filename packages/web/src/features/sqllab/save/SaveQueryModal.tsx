import { Button, Form, Input, Modal } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export interface SaveQueryValues {
  label: string;
  description: string;
}

interface SaveQueryModalProps {
  open: boolean;
  initial: SaveQueryValues;
  /** The tab already belongs to a saved query: offer Update beside Save as new. */
  canUpdate: boolean;
  onSave: (values: SaveQueryValues, asNew: boolean) => Promise<boolean>;
  onCancel: () => void;
}

/** Name and description of the query being saved; closes only when the save went through. */
export function SaveQueryModal({
  open,
  initial,
  canUpdate,
  onSave,
  onCancel,
}: SaveQueryModalProps): ReactElement {
  const { t } = useTranslation();
  const [form] = Form.useForm<SaveQueryValues>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue(initial);
  }, [open, initial, form]);

  const submit = async (asNew: boolean): Promise<void> => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    const saved = await onSave({ label: values.label.trim(), description: values.description ?? '' }, asNew);
    setSaving(false);
    if (saved) onCancel();
  };

  const footer = [
    <Button key="cancel" onClick={onCancel}>
      {t('sqllab.save.cancel')}
    </Button>,
    <Button
      key="new"
      type={canUpdate ? 'default' : 'primary'}
      loading={saving}
      onClick={() => void submit(true)}
    >
      {canUpdate ? t('sqllab.save.saveAsNew') : t('sqllab.save.save')}
    </Button>,
  ];
  if (canUpdate) {
    footer.push(
      <Button key="update" type="primary" loading={saving} onClick={() => void submit(false)}>
        {t('sqllab.save.update')}
      </Button>,
    );
  }

  return (
    <Modal open={open} title={t('sqllab.save.title')} onCancel={onCancel} footer={footer} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item
          name="label"
          label={t('sqllab.save.name')}
          rules={[{ required: true, whitespace: true, message: t('sqllab.save.nameRequired') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('sqllab.save.description')}>
          <Input.TextArea rows={4} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
