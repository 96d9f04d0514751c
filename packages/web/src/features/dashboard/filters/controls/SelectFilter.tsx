import { FILTER_VALUES_ROW_LIMIT, filterColumn, selectFilterQueryContext } from '@loupe/core';
import { Select } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilterValuesQuery } from '../../../../api/chartData';
import { useDebouncedValue } from '../../../../components/useDebouncedValue';
import { rowsOf } from '../../../../viz/distribution/rows';
import { failureMessage } from '../../../explore/state/useChartRun';
import {
  optionKey,
  valueOfKey,
  withValueOptions,
  type Choice,
} from '../../../explore/controls/editors/selectOptions';
import type { FilterControlProps } from './filterControlProps';

function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === null || value === undefined ? [] : [value];
}

/**
 * Superset's select filter: the column's distinct values (at most 1000, sorted, narrowed by the
 * pre-filter and the parent filters) to pick one or several of. With 'search all filter options' and
 * a full first page, typing asks the server for matching values; 'creatable' takes typed values.
 */
export function SelectFilter({
  id,
  filter,
  value,
  onChange,
  cascaded,
  onFirstValue,
}: FilterControlProps): ReactElement {
  const { t } = useTranslation();
  const controls = filter.controlValues ?? {};
  const multi = controls.multiSelect !== false;
  const column = filterColumn(filter);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const base = useFilterValuesQuery(selectFilterQueryContext(filter, cascaded), { skip: !column });
  const complete = rowsOf(base.data?.[0]).length < FILTER_VALUES_ROW_LIMIT;
  const searchServer = controls.searchAllOptions === true && !complete && debounced !== '';
  const searched = useFilterValuesQuery(selectFilterQueryContext(filter, cascaded, debounced), {
    skip: !column || !searchServer,
  });
  const result = searchServer && searched.data ? searched : base;
  const choices: Choice[] = useMemo(
    () =>
      rowsOf(result.data?.[0]).map((row) => {
        const raw = column ? row[column] : undefined;
        return [raw, raw === null || raw === undefined ? '<NULL>' : String(raw)] as const;
      }),
    [result.data, column],
  );
  const selected = asList(value);
  const options = withValueOptions(
    choices.map(([raw, label]) => ({ value: optionKey(raw), label })),
    selected,
  );

  // 'Select first filter value by default': the first option, once, when nothing is chosen.
  const tookFirst = useRef(false);
  useEffect(() => {
    if (!onFirstValue || tookFirst.current || base.isFetching) return;
    if (!base.isSuccess && !base.isError) return;
    tookFirst.current = true;
    const first = choices[0];
    onFirstValue(first && selected.length === 0 ? [first[0]] : selected.length ? selected : null);
  }, [onFirstValue, base.isFetching, base.isSuccess, base.isError, choices, selected]);

  const pick = (keys: (string | number)[] | string | number | undefined) => {
    const list = keys === undefined ? [] : Array.isArray(keys) ? keys : [keys];
    const values = list.map((key) => valueOfKey(key, choices));
    onChange(values.length ? values : null);
  };

  const placeholder = base.isFetching
    ? t('app.loading')
    : choices.length
      ? t('dashboardFilters.options', { count: choices.length })
      : t('dashboardFilters.noData');

  return (
    <>
      <Select
        id={id}
        mode={multi ? (controls.creatable ? 'tags' : 'multiple') : undefined}
        allowClear
        showSearch
        style={{ width: '100%' }}
        placeholder={placeholder}
        loading={result.isFetching}
        value={multi ? selected.map(optionKey) : selected.length ? optionKey(selected[0]) : undefined}
        options={
          !multi && controls.creatable && search && !options.some((o) => String(o.value) === search)
            ? [...options, { value: search, label: search }]
            : options
        }
        onSearch={setSearch}
        filterOption={searchServer ? false : undefined}
        optionFilterProp="label"
        maxTagCount="responsive"
        onChange={pick}
        status={base.isError ? 'error' : undefined}
        notFoundContent={t('dashboardFilters.noData')}
      />
      {base.isError && (
        <div role="alert" className="loupe-filter-error">
          {t('dashboardFilters.loadFailed', { message: failureMessage(base.error) })}
        </div>
      )}
    </>
  );
}
