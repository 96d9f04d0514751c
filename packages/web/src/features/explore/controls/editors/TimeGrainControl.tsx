import { useTranslation } from 'react-i18next';
import { timeGrainChoices } from '../../../../viz/sharedControls';
import type { ControlEditorProps } from '../controlProps';
import { ChoiceSelect } from './ChoiceSelect';

/** The time grains the dataset's database offers (its `time_grain_sqla` pairs). */
export function TimeGrainControl({ id, config, value, onChange, context, disabled }: ControlEditorProps) {
  const { t } = useTranslation();
  return (
    <ChoiceSelect
      id={id}
      config={config}
      choices={timeGrainChoices(context)}
      value={value}
      onChange={onChange}
      disabled={disabled}
      emptyText={t('explore.timeGrain.none')}
    />
  );
}
