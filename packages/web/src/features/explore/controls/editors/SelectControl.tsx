import { controlChoices } from '../../../../viz/sharedControls';
import type { ControlEditorProps } from '../controlProps';
import { ChoiceSelect } from './ChoiceSelect';

/** Superset's SelectControl over the control's choices (computed from the dataset when they depend on it). */
export function SelectControl({ id, config, value, onChange, context, disabled }: ControlEditorProps) {
  return (
    <ChoiceSelect
      id={id}
      config={config}
      choices={controlChoices(config, context)}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
