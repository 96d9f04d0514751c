import { Button, Flex, Space, Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isFeatureEnabled } from '../../../app/featureFlags';

interface EditorFooterProps {
  editUrl: string;
  saving: boolean;
  hasErrors: boolean;
  managedExternally: boolean;
  loaded: boolean;
  onCancel: () => void;
  onSave: () => void;
}

/** Legacy editor (behind its flag), Cancel and Save with every reason Save is disabled (spec 001 §4). */
export function EditorFooter(props: EditorFooterProps): ReactElement {
  const { editUrl, saving, hasErrors, managedExternally, loaded, onCancel, onSave } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showLegacy = !isFeatureEnabled('DISABLE_LEGACY_DATASOURCE_EDITOR');
  const disabled = !loaded || saving || hasErrors || managedExternally;
  return (
    <Flex justify="space-between" align="center" gap="small">
      <div>
        {showLegacy && (
          <Button type="link" onClick={() => void navigate(editUrl)}>
            {t('datasets.editor.legacy')}
          </Button>
        )}
      </div>
      <Space>
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
        <Tooltip title={managedExternally ? t('datasets.editor.managedExternally') : undefined}>
          {/* A disabled button fires no hover events; the wrapper keeps the tooltip working. */}
          <span>
            <Button type="primary" disabled={disabled} loading={saving} onClick={onSave}>
              {t('form.save')}
            </Button>
          </span>
        </Tooltip>
      </Space>
    </Flex>
  );
}
