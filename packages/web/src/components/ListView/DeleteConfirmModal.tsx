import { Flex, Input, Modal, Typography } from 'antd';
import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

interface DeleteConfirmModalProps {
  title: string;
  description: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Superset's delete dialog for things whose loss breaks other things (databases, datasets): the Delete
 * button only works once the user has typed the confirmation word.
 */
export function DeleteConfirmModal({
  title,
  description,
  onConfirm,
  onCancel,
}: DeleteConfirmModalProps): ReactElement {
  const { t } = useTranslation();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const word = t('list.deleteWord');
  // Superset compares case-insensitively: "delete" is as deliberate as "DELETE".
  const confirmed = typed.trim().toUpperCase() === word.toUpperCase();
  return (
    <Modal
      open
      title={title}
      okText={t('list.delete')}
      cancelText={t('list.cancel')}
      okButtonProps={{ danger: true, disabled: !confirmed }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ marginBottom: 0 }}>{description}</Typography.Paragraph>
        <Flex vertical gap={4}>
          <label htmlFor={inputId}>{t('list.typeToConfirm', { word })}</label>
          <Input
            id={inputId}
            autoComplete="off"
            value={typed}
            data-testid="delete-modal-input"
            onChange={(event) => setTyped(event.target.value)}
            onPressEnter={() => {
              if (confirmed) onConfirm();
            }}
          />
        </Flex>
      </Flex>
    </Modal>
  );
}
