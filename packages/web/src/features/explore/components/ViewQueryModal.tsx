import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../components/toasts/useToasts';

/** The SQL each query of the chart ran (from the chart data answer's `query`), with Copy. */
export function ViewQueryModal({
  queries,
  open,
  onClose,
}: {
  queries: string[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const text = queries.join('\n\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toasts.addSuccessToast(t('explorePage.copied'));
    } catch {
      toasts.addDangerToast(t('explorePage.copyFailed'));
    }
  };
  return (
    <Modal
      open={open}
      title={t('explorePage.viewQuery')}
      onCancel={onClose}
      width={720}
      footer={[
        <Button key="copy" onClick={() => void copy()}>
          {t('explorePage.copy')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('explorePage.close')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        <pre style={{ maxHeight: 420, overflow: 'auto', whiteSpace: 'pre-wrap' }} data-testid="view-query">
          {text}
        </pre>
      </Typography.Paragraph>
    </Modal>
  );
}
