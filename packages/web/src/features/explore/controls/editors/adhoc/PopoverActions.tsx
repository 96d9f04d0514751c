import { Button, Space } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Close and Save at the foot of the metric, column and filter popovers: Save hands the edited value
 * (when there is a valid one) to `onSave` and closes, and is disabled until something changed.
 */
export function PopoverActions<V>({
  result,
  changed,
  onSave,
  onClose,
}: {
  result: V | undefined;
  changed: boolean;
  onSave: (value: V) => void;
  onClose: () => void;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
      <Button size="small" onClick={onClose}>
        {t('exploreEditors.close')}
      </Button>
      <Button
        size="small"
        type="primary"
        disabled={!changed}
        onClick={() => {
          if (result === undefined) return;
          onSave(result);
          onClose();
        }}
      >
        {t('exploreEditors.save')}
      </Button>
    </Space>
  );
}
