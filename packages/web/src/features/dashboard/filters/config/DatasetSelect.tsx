import { Flex, Select, Typography } from 'antd';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { DATASETS_RESOURCE, type DatasetListItem } from '../../../../api/datasets';
import { useGetListQuery, type ListQuery } from '../../../../api/list';
import { useDebouncedValue } from '../../../../components/useDebouncedValue';
import { failureMessage } from '../../../explore/state/useChartRun';

/** How many datasets the select offers at once; typing narrows them on the server. */
const PAGE_SIZE = 100;

type DatasetOption = Pick<DatasetListItem, 'id' | 'table_name' | 'schema'>;

function datasetQuery(search: string): ListQuery {
  const query: ListQuery = {
    columns: ['id', 'table_name', 'schema'],
    order_column: 'table_name',
    order_direction: 'asc',
    page: 0,
    page_size: PAGE_SIZE,
  };
  const text = search.trim();
  // Rison has no `undefined`: an unfiltered query leaves the key out.
  return text ? { ...query, filters: [{ col: 'table_name', opr: 'ct', value: text }] } : query;
}

export interface DatasetSelectProps {
  id: string;
  value: number | undefined;
  /** The chosen dataset's name, known before the list has loaded (the filter's saved dataset). */
  currentName: string | undefined;
  onChange: (datasetId: number) => void;
  invalid: boolean;
}

/**
 * Superset's DatasetSelect: the datasets the user may read (`GET /api/v1/dataset/?q=`), searched by
 * name on the server as the user types.
 */
export function DatasetSelect({
  id,
  value,
  currentName,
  onChange,
  invalid,
}: DatasetSelectProps): ReactElement {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const query = useMemo(() => datasetQuery(debounced), [debounced]);
  const list = useGetListQuery({ resource: DATASETS_RESOURCE, query });
  // The list rows are open records on the wire; these are the columns asked for.
  const rows = (list.data?.result ?? []) as unknown as DatasetOption[];
  const options = rows.map((row) => ({ value: row.id, label: row.table_name, schema: row.schema }));
  if (value !== undefined && !options.some((option) => option.value === value))
    options.unshift({ value, label: currentName ?? String(value), schema: null });
  return (
    <>
      <Select<number>
        id={id}
        showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
        placeholder={t('dashboardFiltersConfig.datasetPlaceholder')}
        value={value}
        onChange={(next) => {
          onChange(next);
          setSearch('');
        }}
        loading={list.isFetching}
        options={options}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid || undefined}
        optionRender={(option) => (
          <Flex justify="space-between" gap="small">
            <span>{option.data.label}</span>
            {option.data.schema && <Typography.Text type="secondary">{option.data.schema}</Typography.Text>}
          </Flex>
        )}
      />
      {list.isError && (
        <div role="alert" className="loupe-filter-error">
          {t('dashboardFiltersConfig.datasetsFailed', { message: failureMessage(list.error) })}
        </div>
      )}
    </>
  );
}
