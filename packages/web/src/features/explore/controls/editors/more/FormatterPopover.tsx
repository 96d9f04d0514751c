import { Button, InputNumber, Select, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPARATOR,
  type ConditionalFormattingConfig,
} from '../../../../../viz/tabular/conditionalFormatting';
import { cleanRule, FORMATTER_COLORS, isRuleComplete, OPERATORS, RANGE_OPERATORS } from './formatterRules';
import type { ResultColumn } from './resultColumns';

export interface FormatterPopoverProps {
  /** The rule being edited; undefined for a new one. */
  rule: ConditionalFormattingConfig | undefined;
  columns: readonly ResultColumn[];
  onApply: (rule: ConditionalFormattingConfig) => void;
}

function Field({
  id,
  label,
  children,
  error,
}: {
  id: string;
  label: string;
  children: ReactNode;
  error?: string;
}) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0, flex: 1 }}>
      <label htmlFor={id} style={{ fontWeight: 500 }}>
        {label}
      </label>
      {children}
      {error && (
        <Typography.Text id={`${id}-error`} type="danger" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}

/** The colour's swatch and its name (the name carries the meaning; the swatch only shows it). */
export function ColorName({ color, name }: { color: string; name: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span aria-hidden style={{ width: 12, height: 12, borderRadius: 2, background: color, flex: 'none' }} />
      {name}
    </span>
  );
}

/**
 * Superset's formatting popover: the column, the colour, the operator and the value(s) it compares
 * against; "Apply" saves the rule once it is complete (a range needs its left value below its right).
 */
export function FormatterPopover({ rule, columns, onApply }: FormatterPopoverProps) {
  const { t } = useTranslation();
  const base = `formatter${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [draft, setDraft] = useState<ConditionalFormattingConfig>(() => ({
    operator: COMPARATOR.None,
    colorScheme: FORMATTER_COLORS[0].value,
    column: columns.length === 1 ? columns[0]?.key : undefined,
    ...rule,
  }));
  const update = (change: Partial<ConditionalFormattingConfig>) =>
    setDraft((current) => ({ ...current, ...change }));
  const operator = draft.operator ?? COMPARATOR.None;
  const isRange = RANGE_OPERATORS.has(operator);
  const { targetValueLeft: left, targetValueRight: right } = draft;
  const rangeWrong = isRange && left !== undefined && right !== undefined && left >= right;

  const columnOptions = columns.map((column) => ({ value: column.key, label: column.label }));
  // A saved rule on a column the chart no longer has stays editable under its own name.
  if (draft.column && !columns.some((column) => column.key === draft.column))
    columnOptions.push({ value: draft.column, label: draft.column });
  // Plain-text labels name the options for screen readers; the swatches are drawn around them.
  const colorOptions: { value: string; label: string }[] = FORMATTER_COLORS.map((color) => ({
    value: color.value,
    label: t(`explore.more.formatting.colors.${color.name}`),
  }));
  if (draft.colorScheme && !FORMATTER_COLORS.some((color) => color.value === draft.colorScheme))
    colorOptions.push({ value: draft.colorScheme, label: draft.colorScheme });
  const swatch = (option: { value?: unknown; label?: ReactNode }) => (
    <ColorName color={String(option.value)} name={String(option.label)} />
  );
  const numberInput = (
    key: 'targetValue' | 'targetValueLeft' | 'targetValueRight',
    label: string,
    error?: string,
  ) => (
    <Field id={`${base}-${key}`} label={label} error={error}>
      <InputNumber<number>
        id={`${base}-${key}`}
        value={draft[key] ?? null}
        status={error ? 'error' : undefined}
        aria-describedby={error ? `${base}-${key}-error` : undefined}
        style={{ width: '100%' }}
        onChange={(next) => update({ [key]: next ?? undefined })}
      />
    </Field>
  );

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, width: 320 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Field id={`${base}-column`} label={t('explore.more.formatting.column')}>
          <Select<string>
            id={`${base}-column`}
            // Keyboard users land in the popover (it is rendered away from its button).
            autoFocus
            value={draft.column}
            options={columnOptions}
            placeholder={t('explore.more.formatting.columnPlaceholder')}
            notFoundContent={t('explore.more.formatting.noColumns')}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(column) => update({ column })}
          />
        </Field>
        <Field id={`${base}-color`} label={t('explore.more.formatting.colorScheme')}>
          <Select<string>
            id={`${base}-color`}
            value={draft.colorScheme}
            options={colorOptions}
            optionRender={swatch}
            labelRender={swatch}
            onChange={(colorScheme) => update({ colorScheme })}
          />
        </Field>
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        <Field id={`${base}-operator`} label={t('explore.more.formatting.operator')}>
          <Select<string>
            id={`${base}-operator`}
            value={operator}
            options={OPERATORS.map((value) => ({ value, label: value }))}
            onChange={(next) => update({ operator: next })}
          />
        </Field>
        {isRange && (
          <>
            {numberInput(
              'targetValueLeft',
              t('explore.more.formatting.leftValue'),
              rangeWrong ? t('explore.more.formatting.leftTooBig') : undefined,
            )}
            {numberInput(
              'targetValueRight',
              t('explore.more.formatting.rightValue'),
              rangeWrong ? t('explore.more.formatting.rightTooSmall') : undefined,
            )}
          </>
        )}
        {!isRange &&
          operator !== COMPARATOR.None &&
          numberInput('targetValue', t('explore.more.formatting.targetValue'))}
      </div>
      <Button type="primary" disabled={!isRuleComplete(draft)} onClick={() => onApply(cleanRule(draft))}>
        {t('explore.more.formatting.apply')}
      </Button>
    </div>
  );
}
