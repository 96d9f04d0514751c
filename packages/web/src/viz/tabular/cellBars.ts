/** The range a column's bars are drawn against: [0, max |v|] when aligned at zero, else [min, max]. */
export function cellBarRange(
  values: readonly unknown[],
  alignPositiveNegative: boolean,
): [number, number] | null {
  const numbers = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (numbers.length === 0) return null;
  if (alignPositiveNegative) return [0, Math.max(...numbers.map(Math.abs))];
  return [Math.min(...numbers), Math.max(...numbers)];
}

export interface CellBar {
  /** Percent of the cell width. */
  width: number;
  /** Percent from the cell's left edge. */
  offset: number;
  background: string;
}

/**
 * A value's bar as Superset's table draws it: aligned at zero, the bar is |v| / max; otherwise the
 * cell spans the negative and positive extents and the bar starts at zero's position.
 */
export function cellBar(
  value: number,
  range: readonly [number, number],
  alignPositiveNegative: boolean,
  colorPositiveNegative: boolean,
): CellBar {
  const [min, max] = range;
  const red = colorPositiveNegative && value < 0 ? 150 : 0;
  const background = `rgba(${red},0,0,0.2)`;
  if (alignPositiveNegative) {
    const width = max === 0 ? 0 : Math.abs(Math.round((value / max) * 100));
    return { width, offset: 0, background };
  }
  const positive = Math.abs(Math.max(max, 0));
  const negative = Math.abs(Math.min(min, 0));
  const total = positive + negative;
  if (total === 0) return { width: 0, offset: 0, background };
  return {
    width: Math.round((Math.abs(value) / total) * 100),
    offset: Math.round((Math.min(negative + value, negative) / total) * 100),
    background,
  };
}
