import { D3_FORMAT_OPTIONS } from '../../../../viz/sharedControls';
import type { ControlEditorProps } from '../controlProps';
import { ChoiceSelect } from './ChoiceSelect';

/** A d3-format specifier: one of Superset's D3_FORMAT_OPTIONS, or any specifier typed in. */
export function NumberFormatControl({ id, config, value, onChange, disabled }: ControlEditorProps) {
  return (
    <ChoiceSelect
      id={id}
      config={{ ...config, freeForm: true, multi: false }}
      choices={D3_FORMAT_OPTIONS}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
