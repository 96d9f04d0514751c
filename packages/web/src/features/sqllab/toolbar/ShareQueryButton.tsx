import { LinkOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateSqlLabPermalinkMutation, type SqlLabPermalinkState } from '../../../api/keyValue';
import { useToasts } from '../../../components/toasts/useToasts';
import { copyText } from '../lists/copyText';

interface ShareQueryButtonProps {
  /** What the editor holds now; null while there is nothing to share (no database). */
  state: () => SqlLabPermalinkState | null;
  disabled: boolean;
}

/**
 * Superset's 'Copy link': the editor's query is stored as a SQL Lab permalink and its address
 * (`/sqllab/p/<key>`, which opens the query in a new tab) goes to the clipboard.
 */
export function ShareQueryButton({ state, disabled }: ShareQueryButtonProps): ReactElement {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [createPermalink, creating] = useCreateSqlLabPermalinkMutation();
  const share = async (): Promise<void> => {
    const current = state();
    if (!current) return;
    const result = await createPermalink(current);
    if ('error' in result || !result.data) {
      toasts.addDangerToast(t('sqllab.share.failed'));
      return;
    }
    const copied = await copyText(new URL(result.data.url, window.location.origin).toString());
    if (copied) toasts.addSuccessToast(t('sqllab.share.copied'));
    else toasts.addDangerToast(t('sqllab.share.copyUnsupported'));
  };
  return (
    <Tooltip title={t('sqllab.share.tooltip')}>
      <Button
        icon={<LinkOutlined />}
        disabled={disabled}
        loading={creating.isLoading}
        onClick={() => void share()}
      >
        {t('sqllab.share.button')}
      </Button>
    </Tooltip>
  );
}
