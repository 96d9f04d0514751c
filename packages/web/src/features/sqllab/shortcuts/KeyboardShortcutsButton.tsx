import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Table, Tooltip, Typography } from 'antd';
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
      {/* An icon beside the toolbar's labelled buttons, named by its label and tooltip. */}
      <Tooltip title={t('sqllab.shortcuts.button')}>
        <Button
          icon={<QuestionCircleOutlined />}
          aria-label={t('sqllab.shortcuts.button')}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
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
