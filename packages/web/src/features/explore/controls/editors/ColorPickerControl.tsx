import { Button, ColorPicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { CATEGORICAL_SCHEMES } from '../../../../viz/colors/colorSchemes';
import { labelId, type ControlEditorProps } from '../controlProps';

/** Superset stores a picked colour as `{r, g, b, a}`. */
export interface RgbaColor {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Superset's default fixed colour, rgba(0,122,135,1). */
const DEFAULT_COLOR: RgbaColor = { r: 0, g: 122, b: 135, a: 1 };

function asRgba(value: unknown): RgbaColor {
  if (typeof value !== 'object' || value === null) return DEFAULT_COLOR;
  const { r, g, b, a } = value as Partial<Record<keyof RgbaColor, unknown>>;
  const channel = (n: unknown, fallback: number) =>
    typeof n === 'number' && Number.isFinite(n) ? n : fallback;
  return { r: channel(r, 0), g: channel(g, 0), b: channel(b, 0), a: channel(a, 1) };
}

export function rgbaText({ r, g, b, a }: RgbaColor): string {
  return `rgba(${r},${g},${b},${a})`;
}

/** Superset offers the first seven colours of the default scheme as presets. */
const PRESET_COLORS = (CATEGORICAL_SCHEMES[0]?.colors ?? []).slice(0, 7);

/** Superset's ColorPickerControl: a colour with alpha, stored as `{r, g, b, a}`. */
export function ColorPickerControl({ id, value, onChange, disabled }: ControlEditorProps) {
  const { t } = useTranslation();
  const color = asRgba(value);
  const text = rgbaText(color);
  return (
    <ColorPicker
      value={text}
      disabled={disabled}
      presets={[{ label: t('explore.colorPicker.presets'), colors: [...PRESET_COLORS], key: 'scheme' }]}
      onChange={(next) => {
        const { r, g, b, a } = next.toRgb();
        onChange({ r, g, b, a });
      }}
    >
      <Button
        id={id}
        aria-labelledby={labelId(id)}
        disabled={disabled}
        style={{ justifyContent: 'flex-start' }}
        icon={
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 16,
              height: 16,
              borderRadius: 3,
              border: '1px solid rgba(0,0,0,0.15)',
              background: text,
            }}
          />
        }
      >
        {text}
      </Button>
    </ColorPicker>
  );
}
