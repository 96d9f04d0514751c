import { Button, Flex, Popconfirm, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

interface BulkActionsProps {
  active: boolean;
  selectedCount: number;
  deleting: boolean;
  onToggle: () => void;
  onDeselectAll: () => void;
  onDelete: () => void;
  /** False when the list opens its own confirmation dialog. */
  confirmDelete?: boolean;
}

/** Bulk select mode: pick rows across pages, then delete them in one request. */
export function BulkActions({
  active,
  selectedCount,
  deleting,
  onToggle,
  onDeselectAll,
  onDelete,
  confirmDelete = true,
}: BulkActionsProps): ReactElement {
  const { t } = useTranslation();
  if (!active) {
    return <Button onClick={onToggle}>{t('list.bulkSelect')}</Button>;
  }
  return (
    <Flex gap="small" align="center" wrap data-testid="bulk-actions">
      <Typography.Text>{t('list.selected', { count: selectedCount })}</Typography.Text>
      <Button type="link" disabled={selectedCount === 0} onClick={onDeselectAll}>
        {t('list.deselectAll')}
      </Button>
      {confirmDelete ? (
        <Popconfirm
          title={t('list.confirmBulkDelete', { count: selectedCount })}
          okText={t('list.delete')}
          cancelText={t('list.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
          disabled={selectedCount === 0}
        >
          <Button danger disabled={selectedCount === 0} loading={deleting}>
            {t('list.delete')}
          </Button>
        </Popconfirm>
      ) : (
        <Button danger disabled={selectedCount === 0} loading={deleting} onClick={onDelete}>
          {t('list.delete')}
        </Button>
      )}
      <Button onClick={onToggle}>{t('list.exitBulkSelect')}</Button>
    </Flex>
  );
}
