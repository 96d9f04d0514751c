/** One column's settings in `column_config` (Superset's keys; radar uses its own min/max keys). */
export type ColumnSettings = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `column_config` object, keeping only per-column objects. */
export function readColumnSettings(value: unknown): Record<string, ColumnSettings> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, ColumnSettings] => isRecord(entry[1])),
  );
}

/**
 * `column_config` with one setting of one column changed; a cleared setting (undefined or null) is
 * removed, and so is a column left with no settings, so the saved form data holds only what was set.
 */
export function withColumnSetting(
  config: Record<string, ColumnSettings>,
  column: string,
  key: string,
  value: unknown,
): Record<string, ColumnSettings> {
  const settings: ColumnSettings = { ...config[column] };
  if (value === undefined || value === null || value === '') delete settings[key];
  else settings[key] = value;
  const next = { ...config };
  if (Object.keys(settings).length === 0) delete next[column];
  else next[column] = settings;
  return next;
}
