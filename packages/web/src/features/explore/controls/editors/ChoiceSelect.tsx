import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../../../viz/i18n';
import type { ControlConfig } from '../../../../viz/types';
import { labelId } from '../controlProps';
import { keyedOptions, optionKey, valueOfKey, withValueOptions, type Choice } from './selectOptions';

export interface ChoiceSelectProps {
  id: string;
  config: ControlConfig;
  choices: readonly Choice[];
  value: unknown;
  onChange: (value: unknown) => void;
  disabled?: boolean;
  /** Shown in the open list when there is nothing to pick. */
  emptyText?: string;
}

function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === null || value === undefined ? [] : [value];
}

/**
 * Superset's SelectControl: one or many of the choices; `freeForm` also takes typed values (tags
 * when several, the typed text offered as an option when one), `clearable` lets the value be removed.
 */
export function ChoiceSelect({
  id,
  config,
  choices,
  value,
  onChange,
  disabled,
  emptyText,
}: ChoiceSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const multi = config.multi === true;
  const freeForm = config.freeForm === true;

  const options = useMemo(() => {
    const translated = keyedOptions(choices).map((option) => ({
      ...option,
      label: translateText(t, option.label),
    }));
    const withValues = withValueOptions(translated, asList(value));
    const typed = search.trim();
    if (!multi && freeForm && typed && !withValues.some((option) => String(option.value) === typed))
      return [...withValues, { value: typed, label: t('explore.select.typed', { value: typed }) }];
    return withValues;
  }, [choices, value, search, multi, freeForm, t]);

  const hasNullChoice = choices.some(([choice]) => choice === null);
  const placeholder = config.placeholder
    ? translateText(t, config.placeholder)
    : t(freeForm ? 'explore.select.freeFormPlaceholder' : 'explore.select.placeholder');
  const common = {
    id,
    'aria-labelledby': labelId(id),
    options,
    disabled,
    placeholder,
    allowClear: config.clearable === true,
    notFoundContent: emptyText ?? t('explore.select.noChoices'),
    style: { width: '100%' },
  };

  if (multi) {
    return (
      <Select<(string | number)[]>
        {...common}
        mode={freeForm ? 'tags' : 'multiple'}
        showSearch={{ optionFilterProp: 'label' }}
        value={asList(value).map(optionKey)}
        onChange={(keys) => onChange(keys.map((key) => valueOfKey(key, choices)))}
      />
    );
  }
  const current = value === undefined || (value === null && !hasNullChoice) ? undefined : optionKey(value);
  return (
    <Select<string | number>
      {...common}
      showSearch={{ optionFilterProp: 'label', onSearch: freeForm ? setSearch : undefined }}
      value={current}
      onChange={(key) => {
        setSearch('');
        onChange(key === undefined ? null : valueOfKey(key, choices));
      }}
    />
  );
}
