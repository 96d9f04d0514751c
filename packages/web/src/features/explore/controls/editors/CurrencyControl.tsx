import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelId, type ControlEditorProps } from '../controlProps';

/** Superset's default CURRENCIES setting: the ISO 4217 codes its currency control offers. */
export const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'INR', 'MXN', 'JPY', 'CNY'] as const;

/** Superset's currency value: an ISO code and where its symbol goes. */
export interface CurrencyValue {
  symbol?: string;
  symbolPosition?: string;
}

function asCurrency(value: unknown): CurrencyValue {
  if (typeof value !== 'object' || value === null) return {};
  const { symbol, symbolPosition } = value as Record<string, unknown>;
  return {
    symbol: typeof symbol === 'string' && symbol ? symbol : undefined,
    symbolPosition: typeof symbolPosition === 'string' && symbolPosition ? symbolPosition : undefined,
  };
}

/** "$ (USD)": the code's symbol as the browser writes it, then the code. */
export function currencyLabel(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).formatToParts(1);
    const symbol = parts.find((part) => part.type === 'currency')?.value;
    return symbol && symbol !== code ? `${symbol} (${code})` : code;
  } catch {
    return code;
  }
}

/** Superset's CurrencyControl: `{symbol, symbolPosition}`, each part chosen (or cleared) on its own. */
export function CurrencyControl({ id, value, onChange, disabled }: ControlEditorProps) {
  const { t } = useTranslation();
  const current = asCurrency(value);
  const codes: string[] = [...CURRENCY_CODES];
  if (current.symbol && !codes.includes(current.symbol)) codes.push(current.symbol);
  const update = (change: CurrencyValue) => onChange({ ...current, ...change });
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Select
        id={`${id}-position`}
        aria-label={t('explore.currency.position')}
        value={current.symbolPosition}
        options={[
          { value: 'prefix', label: t('explore.currency.prefix') },
          { value: 'suffix', label: t('explore.currency.suffix') },
        ]}
        placeholder={t('explore.currency.positionPlaceholder')}
        allowClear
        disabled={disabled}
        style={{ flex: 1, minWidth: 0 }}
        onChange={(next?: string) => update({ symbolPosition: next })}
      />
      <Select
        id={id}
        aria-labelledby={`${labelId(id)}`}
        value={current.symbol}
        options={codes.map((code) => ({ value: code, label: currencyLabel(code) }))}
        placeholder={t('explore.currency.symbolPlaceholder')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        disabled={disabled}
        style={{ flex: 1, minWidth: 0 }}
        onChange={(next?: string) => update({ symbol: next })}
      />
    </div>
  );
}
