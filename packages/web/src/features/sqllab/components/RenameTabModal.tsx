import { Form, Input, Modal } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

interface RenameTabModalProps {
  /** The title being changed; null when closed. */
  label: string | null;
  onCancel: () => void;
  onRename: (label: string) => void;
}

/** Asks for a tab's new title (Superset asks with a prompt). */
export function RenameTabModal({ label, onCancel, onRename }: RenameTabModalProps): ReactElement {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ label: string }>();
  const submit = async (): Promise<void> => {
    const values = await form.validateFields();
    onRename(values.label.trim());
  };
  return (
    <Modal
      open={label !== null}
      title={t('sqllab.tabMenu.rename')}
      onCancel={onCancel}
      onOk={() => void submit().catch(() => undefined)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ label }} onFinish={() => void submit()}>
        <Form.Item
          name="label"
          label={t('sqllab.tabMenu.renamePrompt')}
          rules={[{ required: true, whitespace: true, message: t('sqllab.tabMenu.renameRequired') }]}
        >
          <Input autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
