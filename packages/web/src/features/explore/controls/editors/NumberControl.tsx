import { InputNumber } from 'antd';
import type { ControlEditorProps } from '../controlProps';

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

/** Superset's NumberControl: a number within the control's min and max, stepped by its step; empty is null. */
export function NumberControl({ id, config, value, onChange, disabled }: ControlEditorProps) {
  return (
    <InputNumber<number>
      id={id}
      value={asNumber(value)}
      min={config.min}
      max={config.max}
      step={config.step ?? 1}
      disabled={disabled}
      style={{ width: '100%' }}
      onChange={(next) => onChange(next)}
    />
  );
}
