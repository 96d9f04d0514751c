import { InputNumber, Slider } from 'antd';
import { labelId, type ControlEditorProps } from '../controlProps';

/** Superset's SliderControl: a number between min and max, with the value shown (and typed) beside it. */
export function SliderControl({ id, config, value, onChange, disabled }: ControlEditorProps) {
  const min = config.min ?? 0;
  const max = config.max ?? 100;
  const step = config.step ?? 1;
  const current = typeof value === 'number' ? value : Number(value ?? min);
  const safe = Number.isFinite(current) ? current : min;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Slider
        style={{ flex: 1 }}
        min={min}
        max={max}
        step={step}
        value={safe}
        disabled={disabled}
        ariaLabelledByForHandle={labelId(id)}
        onChange={(next: number) => onChange(next)}
      />
      <InputNumber<number>
        id={id}
        size="small"
        min={min}
        max={max}
        step={step}
        value={safe}
        disabled={disabled}
        style={{ width: 72 }}
        onChange={(next) => {
          if (next !== null) onChange(next);
        }}
      />
    </div>
  );
}
