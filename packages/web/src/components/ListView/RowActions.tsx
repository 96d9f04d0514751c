import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

interface RowActionsProps {
  name: string;
  onEdit?: () => void;
  /** When set, Edit is shown disabled with this text as its tooltip. */
  editDisabledReason?: string;
  onDelete: () => void;
  /** False when the caller asks for confirmation itself (the typed-confirmation dialog). */
  confirmDelete?: boolean;
}

/** Edit and delete (with a confirmation) for one row. */
export function RowActions({
  name,
  onEdit,
  editDisabledReason,
  onDelete,
  confirmDelete = true,
}: RowActionsProps): ReactElement {
  const { t } = useTranslation();
  const deleteButton = (
    <Tooltip title={t('list.delete')}>
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('list.delete')}
        onClick={confirmDelete ? undefined : onDelete}
      />
    </Tooltip>
  );
  return (
    <Space size={0}>
      {onEdit && (
        // A disabled button fires no mouse events, so the tooltip hangs on a wrapper around it.
        <Tooltip title={editDisabledReason ?? t('list.edit')}>
          <span>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('list.edit')}
              disabled={editDisabledReason !== undefined}
              onClick={onEdit}
            />
          </span>
        </Tooltip>
      )}
      {confirmDelete ? (
        <Popconfirm
          title={t('list.confirmDelete', { name })}
          okText={t('list.delete')}
          cancelText={t('list.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          {deleteButton}
        </Popconfirm>
      ) : (
        deleteButton
      )}
    </Space>
  );
}
