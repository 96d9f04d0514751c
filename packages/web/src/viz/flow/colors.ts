/** The `{r, g, b, a}` value Superset's ColorPickerControl stores. */
export interface RgbaColor {
  r: number;
  g: number;
  b: number;
  a?: number;
}

function channel(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.max(0, Math.min(255, Math.round(value)))
    : undefined;
}

/** A stored picker colour as `#rrggbb` (Superset's rgbToHex), the fallback when the value is not one. */
export function rgbHexOf(value: unknown, fallback: RgbaColor): string {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const r = channel(source.r);
  const g = channel(source.g);
  const b = channel(source.b);
  const color = r === undefined || g === undefined || b === undefined ? fallback : { r, g, b };
  return `#${[color.r, color.g, color.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
