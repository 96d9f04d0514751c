/** Superset's per-column settings of the table (`column_config[<column label>]`). */
export interface ColumnConfig {
  d3NumberFormat?: string;
  d3SmallNumberFormat?: string;
  d3TimeFormat?: string;
  columnWidth?: number;
  horizontalAlign?: 'left' | 'right' | 'center';
  showCellBars?: boolean;
  alignPositiveNegative?: boolean;
  colorPositiveNegative?: boolean;
  truncateLongCells?: boolean;
  currencyFormat?: { symbol?: string; symbolPosition?: 'prefix' | 'suffix' };
  visible?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads `column_config` from form data, keeping only well-formed entries. */
export function readColumnConfig(value: unknown): Record<string, ColumnConfig> {
  if (!isRecord(value)) return {};
  const result: Record<string, ColumnConfig> = {};
  for (const [key, config] of Object.entries(value)) {
    // Form data is JSON; each entry is a plain object of the keys above (unknown keys are ignored).
    if (isRecord(config)) result[key] = config as ColumnConfig;
  }
  return result;
}
