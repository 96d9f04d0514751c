import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelId, type ControlEditorProps } from '../../controlProps';
import { readNumberBounds, type NumberBounds } from './boundsValue';

/** Superset's BoundsControl: a "Min" and a "Max" number, each cleared to null (the data's own extent). */
export function BoundsEditor({ id, value, onChange, disabled }: ControlEditorProps) {
  const { t } = useTranslation();
  const [min, max] = readNumberBounds(value);
  const write = (next: NumberBounds) => onChange(next);
  return (
    <div id={id} role="group" aria-labelledby={labelId(id)} style={{ display: 'flex', gap: 8 }}>
      <InputNumber<number>
        id={`${id}-min`}
        aria-label={t('explore.more.bounds.min')}
        placeholder={t('explore.more.bounds.min')}
        value={min}
        disabled={disabled}
        style={{ flex: 1, minWidth: 0 }}
        onChange={(next) => write([next ?? null, max])}
      />
      <InputNumber<number>
        id={`${id}-max`}
        aria-label={t('explore.more.bounds.max')}
        placeholder={t('explore.more.bounds.max')}
        value={max}
        disabled={disabled}
        style={{ flex: 1, minWidth: 0 }}
        onChange={(next) => write([min, next ?? null])}
      />
    </div>
  );
}
