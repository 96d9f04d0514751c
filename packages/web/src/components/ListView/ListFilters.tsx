import { Flex, Grid, Input, Select, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterValue } from '../../api/list';
import { RelatedSelect } from './RelatedSelect';
import type { FilterValues, ListFilterDef, SearchFilterDef } from './types';

interface ListFiltersProps {
  resource: string;
  filters: readonly ListFilterDef[];
  values: FilterValues;
  onChange: (id: string, value: FilterValue | undefined) => void;
}

const CONTROL_WIDTH = 180;
// On a phone two filters share a line (the bar's gap is 16 px), so the list is not pushed off screen.
const PHONE_FILTER_WIDTH = 'calc(50% - 8px)';

function SearchFilter({
  filter,
  onChange,
}: {
  filter: SearchFilterDef;
  onChange: ListFiltersProps['onChange'];
}): ReactElement {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <Input.Search
      aria-label={filter.label}
      placeholder={filter.placeholder ?? t('list.search')}
      value={text}
      allowClear
      style={{ width: '100%' }}
      onChange={(event) => setText(event.target.value)}
      onSearch={(value) => onChange(filter.id, value.trim() === '' ? undefined : value)}
    />
  );
}

function FilterControl({
  resource,
  filter,
  value,
  onChange,
}: {
  resource: string;
  filter: ListFilterDef;
  value: FilterValue | undefined;
  onChange: ListFiltersProps['onChange'];
}): ReactElement {
  const { t } = useTranslation();
  switch (filter.kind) {
    case 'search':
      return <SearchFilter filter={filter} onChange={onChange} />;
    case 'select':
      // antd options cannot hold booleans, so each choice is keyed by its text form.
      return (
        <Select<string>
          aria-label={filter.label}
          placeholder={t('list.all')}
          allowClear
          style={{ width: '100%' }}
          value={value === undefined ? undefined : String(value)}
          options={filter.options.map((option) => ({ label: option.label, value: String(option.value) }))}
          onChange={(next) =>
            onChange(filter.id, filter.options.find((option) => String(option.value) === next)?.value)
          }
        />
      );
    case 'related':
      return (
        <RelatedSelect
          resource={resource}
          column={filter.column}
          source={filter.source}
          ariaLabel={filter.label}
          placeholder={t('list.all')}
          style={{ width: '100%' }}
          value={typeof value === 'boolean' ? undefined : value}
          onChange={(next) => onChange(filter.id, next)}
        />
      );
  }
}

/** The filter bar above a list: one labelled control per filter definition. */
export function ListFilters({ resource, filters, values, onChange }: ListFiltersProps): ReactElement | null {
  const { t } = useTranslation();
  const phone = Grid.useBreakpoint().sm === false;
  if (filters.length === 0) return null;
  return (
    <Flex wrap gap="middle" align="flex-end" role="search" aria-label={t('list.filters')}>
      {filters.map((filter) => (
        <Flex key={filter.id} vertical gap={4} style={{ width: phone ? PHONE_FILTER_WIDTH : CONTROL_WIDTH }}>
          <Typography.Text type="secondary">{filter.label}</Typography.Text>
          <FilterControl resource={resource} filter={filter} value={values[filter.id]} onChange={onChange} />
        </Flex>
      ))}
    </Flex>
  );
}
