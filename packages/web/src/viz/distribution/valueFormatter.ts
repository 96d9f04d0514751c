import { getNumberFormatter } from '../format/numberFormat';

export type NumberFormatter = (value: number | null | undefined) => string;

function currencySymbol(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).formatToParts(1);
    return parts.find((part) => part.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

/**
 * Superset's getValueFormatter for one metric: the number format, wrapped by the currency symbol
 * (`currency_format: {symbol, symbolPosition}`) before or after the number when one is set.
 */
export function getValueFormatter(numberFormat: unknown, currencyFormat?: unknown): NumberFormatter {
  const format = getNumberFormatter(
    typeof numberFormat === 'string' && numberFormat ? numberFormat : undefined,
  );
  if (typeof currencyFormat !== 'object' || currencyFormat === null) return format;
  const { symbol, symbolPosition } = currencyFormat as { symbol?: unknown; symbolPosition?: unknown };
  if (typeof symbol !== 'string' || !symbol) return format;
  const sign = currencySymbol(symbol);
  return (value) => {
    const text = format(value);
    if (value === null || value === undefined || Number.isNaN(value)) return text;
    return symbolPosition === 'suffix' ? `${text} ${sign}` : `${sign} ${text}`;
  };
}
