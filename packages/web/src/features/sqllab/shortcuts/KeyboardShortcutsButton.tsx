import { Button, Modal, Space, Table, Typography } from 'antd';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPlatform, keyLabels, sqlLabShortcuts, type SqlLabShortcut } from './sqlLabShortcuts';

/** 'Keyboard shortcuts' beside the run controls: lists the same table the bindings come from. */
export function KeyboardShortcutsButton(): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const shortcuts = useMemo(() => sqlLabShortcuts(currentPlatform()), []);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('sqllab.shortcuts.button')}</Button>
      <Modal open={open} title={t('sqllab.shortcuts.title')} footer={null} onCancel={() => setOpen(false)}>
        <Table<SqlLabShortcut>
          data-testid="keyboard-shortcuts"
          size="small"
          pagination={false}
          rowKey="command"
          dataSource={shortcuts}
          columns={[
            {
              key: 'action',
              title: t('sqllab.shortcuts.action'),
              render: (_, shortcut) => t(`sqllab.shortcuts.commands.${shortcut.command}`),
            },
            {
              key: 'keys',
              title: t('sqllab.shortcuts.keys'),
              render: (_, shortcut) => (
                <Space size="small" wrap>
                  {shortcut.keys.map((keys) => (
                    <Typography.Text key={keys} data-keys={keys}>
                      {keyLabels(keys).map((label) => (
                        <Typography.Text keyboard key={label}>
                          {label}
                        </Typography.Text>
                      ))}
                    </Typography.Text>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </Modal>
    </>
  );
}
