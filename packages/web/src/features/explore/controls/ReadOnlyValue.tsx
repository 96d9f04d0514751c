import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ControlEditorProps } from './controlProps';

/** A control type with no editor yet keeps its saved value: shown as JSON, never lost or changed. */
export function ReadOnlyValue({ id, value }: Pick<ControlEditorProps, 'id' | 'value'>) {
  const { t } = useTranslation();
  if (value === undefined || value === null)
    return (
      <Typography.Text id={id} type="secondary" style={{ fontSize: 12 }}>
        {t('explore.control.noValue')}
      </Typography.Text>
    );
  const text = JSON.stringify(value, null, 2);
  return (
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('explore.control.readOnly')}
      </Typography.Text>
      <pre
        id={id}
        tabIndex={0}
        style={{ margin: 0, maxHeight: 160, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap' }}
      >
        {text}
      </pre>
    </div>
  );
}
