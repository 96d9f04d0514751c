import { useTranslation } from 'react-i18next';
import { temporalColumnChoices } from '../../../../viz/sharedControls';
import type { ControlEditorProps } from '../controlProps';
import { ChoiceSelect } from './ChoiceSelect';

/** One of the dataset's temporal columns (Superset's granularity_sqla select). */
export function TemporalColumnControl({
  id,
  config,
  value,
  onChange,
  context,
  disabled,
}: ControlEditorProps) {
  const { t } = useTranslation();
  return (
    <ChoiceSelect
      id={id}
      config={config}
      choices={temporalColumnChoices(context)}
      value={value}
      onChange={onChange}
      disabled={disabled}
      emptyText={t('explore.temporalColumn.none')}
    />
  );
}
