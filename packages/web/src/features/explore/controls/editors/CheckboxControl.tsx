import { Checkbox } from 'antd';
import type { ControlEditorProps } from '../controlProps';

/** Superset's CheckboxControl: stores true or false. */
export function CheckboxControl({ id, value, onChange, disabled }: ControlEditorProps) {
  return (
    <Checkbox
      id={id}
      checked={value === true}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}
