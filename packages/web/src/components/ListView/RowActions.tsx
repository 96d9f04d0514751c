import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

interface RowActionsProps {
  name: string;
  onEdit?: () => void;
  onDelete: () => void;
}

/** Edit and delete (with a confirmation) for one row. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      {onEdit && (
        <Tooltip title={t('list.edit')}>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('list.edit')}
            onClick={onEdit}
          />
        </Tooltip>
      )}
      <Popconfirm
        title={t('list.confirmDelete', { name })}
        okText={t('list.delete')}
        cancelText={t('list.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={onDelete}
      >
        <Tooltip title={t('list.delete')}>
          <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('list.delete')} />
        </Tooltip>
      </Popconfirm>
    </Space>
  );
}
