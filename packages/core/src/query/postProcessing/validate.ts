import { InvalidPostProcessingError, REFERENCED_COLUMNS_MISSING } from './errors.js';
import { hasTopLevel, type DataTable } from './table.js';

/**
 * Superset's `validate_column_args`: every name an option lists (a string, a list, or a mapping's keys)
 * must be a column, or for tuple columns a first-level value.
 */
export function validateColumnArgs(
  table: DataTable,
  options: Record<string, unknown>,
  names: string[],
): void {
  for (const name of names) {
    const value = options[name];
    if (value === undefined || value === null) continue;
    const listed =
      typeof value === 'string' ? [value] : Array.isArray(value) ? value : Object.keys(value as object);
    if (!listed.every((column) => hasTopLevel(table, column))) {
      throw new InvalidPostProcessingError(REFERENCED_COLUMNS_MISSING);
    }
  }
}
