import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../../../viz/i18n';
import type { ControlEditorProps } from '../controlProps';

/** Superset's TextControl: free text (numbers saved by Superset show as their text). */
export function TextControl({ id, config, value, onChange, disabled }: ControlEditorProps) {
  const { t } = useTranslation();
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return (
    <Input
      id={id}
      value={text}
      disabled={disabled}
      placeholder={config.placeholder ? translateText(t, config.placeholder) : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
