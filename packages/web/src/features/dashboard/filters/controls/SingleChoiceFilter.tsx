import { Select } from 'antd';
import type { ReactElement } from 'react';

/**
 * One of a list of names, stored as Superset stores a time grain or time column filter's value: a
 * one-item list, or null when cleared.
 */
export function SingleChoiceFilter({
  id,
  value,
  onChange,
  options,
  placeholder,
}: {
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  options: { value: string; label: string }[];
  placeholder: string;
}): ReactElement {
  const current = Array.isArray(value) ? value[0] : value;
  return (
    <Select
      id={id}
      allowClear
      style={{ width: '100%' }}
      placeholder={placeholder}
      value={typeof current === 'string' ? current : undefined}
      options={options}
      onChange={(next: string | undefined) => onChange(next ? [next] : null)}
    />
  );
}
