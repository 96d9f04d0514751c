import { Collapse, Flex, Modal, Typography } from 'antd';
import type { CSSProperties, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverwriteDiff } from '../overwriteDiff';

export interface OverwriteConfirmModalProps {
  open: boolean;
  diffs: readonly OverwriteDiff[];
  onConfirm: () => void;
  onCancel: () => void;
}

const VALUE_STYLE: CSSProperties = {
  fontFamily: 'monospace',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  margin: 0,
  maxHeight: 320,
  overflow: 'auto',
};

function DiffSide({ title, value }: { title: string; value: string }): ReactElement {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
      <Typography.Text strong>{title}</Typography.Text>
      {/* Focusable: a long value scrolls, and keyboard users must reach it (WCAG scrollable-region-focusable). */}
      <pre style={VALUE_STYLE} tabIndex={0} aria-label={title}>
        {value === '' ? (
          <Typography.Text type="secondary">{t('dashboardModals.overwriteEmpty')}</Typography.Text>
        ) : (
          value
        )}
      </pre>
    </Flex>
  );
}

/**
 * Superset's overwrite confirmation (CONFIRM_DASHBOARD_DIFF): when the stored dashboard differs from
 * the one being saved, each differing value is shown before and after, and nothing is written until
 * the user confirms.
 */
export function OverwriteConfirmModal({
  open,
  diffs,
  onConfirm,
  onCancel,
}: OverwriteConfirmModalProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('dashboardModals.overwriteTitle')}
      okText={t('dashboardModals.overwrite')}
      cancelText={t('dashboardModals.cancel')}
      okButtonProps={{ danger: true }}
      onOk={onConfirm}
      onCancel={onCancel}
      width={960}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('dashboardModals.overwritePrompt')}</Typography.Paragraph>
      <Collapse
        size="small"
        // Open when there are a few; a long list starts folded so the paths can be scanned first.
        defaultActiveKey={diffs.length <= 3 ? diffs.map((diff) => diff.path) : []}
        items={diffs.map((diff) => ({
          key: diff.path,
          label: <Typography.Text code>{diff.path}</Typography.Text>,
          children: (
            <Flex gap="middle" wrap>
              <DiffSide title={t('dashboardModals.overwriteBefore')} value={diff.before} />
              <DiffSide title={t('dashboardModals.overwriteAfter')} value={diff.after} />
            </Flex>
          ),
        }))}
      />
    </Modal>
  );
}
