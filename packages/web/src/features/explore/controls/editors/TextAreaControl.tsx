import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../../../viz/i18n';
import type { ControlEditorProps } from '../controlProps';

/** Superset's TextAreaControl: several lines of text (templates, markdown, JSON). */
export function TextAreaControl({ id, config, value, onChange, disabled }: ControlEditorProps) {
  const { t } = useTranslation();
  return (
    <Input.TextArea
      id={id}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      autoSize={{ minRows: 3, maxRows: 12 }}
      placeholder={config.placeholder ? translateText(t, config.placeholder) : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
