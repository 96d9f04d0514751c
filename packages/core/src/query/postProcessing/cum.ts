import { transformColumns } from './appendColumns.js';
import { InvalidPostProcessingError } from './errors.js';
import { toNumber, type DataTable } from './table.js';
import { validateColumnArgs } from './validate.js';
import { ownValue } from '../../ownValue.js';

export interface CumOptions {
  operator?: string;
  columns?: Record<string, string> | null;
}

const STEPS: Record<string, (running: number, value: number) => number> = {
  cumsum: (running, value) => running + value,
  cumprod: (running, value) => running * value,
  cummax: (running, value) => Math.max(running, value),
  cummin: (running, value) => Math.min(running, value),
};

/**
 * Superset's `cum`: a running sum, product, max or min down each mapped column. Superset's operator is
 * `sum`, `prod`, `max` or `min` (it prefixes 'cum'); the full names (`cumsum`, ...) are read too. A
 * missing value stays missing and the running value carries over it, as pandas skips NaN.
 */
export function cumOperation(table: DataTable, options: CumOptions): DataTable {
  validateColumnArgs(table, options as Record<string, unknown>, ['columns']);
  const operator = options.operator ?? '';
  const name = operator.startsWith('cum') ? operator : `cum${operator}`;
  const step = ownValue(STEPS, name);
  if (!step) throw new InvalidPostProcessingError(`Invalid cumulative operator: ${operator}`);
  return transformColumns(table, options.columns ?? {}, (values) => {
    let running = Number.NaN;
    return values.map((value) => {
      const number = toNumber(value);
      if (Number.isNaN(number)) return null;
      running = Number.isNaN(running) ? number : step(running, number);
      return running;
    });
  });
}
