import { Select } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetListQuery } from '../../../api/list';
import { useGetMeQuery } from '../../../api/me';

interface OwnedDatasetPickerProps {
  value: number | null;
  onChange: (id: number) => void;
}

const PAGE_SIZE = 50;

/** Datasets the signed-in user owns, searched by name on the server (spec 001 §6: only owned ones). */
export function OwnedDatasetPicker({ value, onChange }: OwnedDatasetPickerProps): ReactElement {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const me = useGetMeQuery();
  const userId = me.data?.id;
  const list = useGetListQuery(
    {
      resource: 'dataset',
      query: {
        filters: [
          { col: 'table_name', opr: 'ct', value: search },
          { col: 'owners', opr: 'rel_m_m', value: userId ?? 0 },
        ],
        order_column: 'table_name',
        order_direction: 'asc',
        page: 0,
        page_size: PAGE_SIZE,
      },
    },
    { skip: userId === undefined },
  );
  const options = (list.data?.result ?? []).map((row) => ({
    value: Number(row.id),
    label: String(row.table_name),
  }));
  return (
    <Select<number>
      aria-label={t('sqllab.dataset.existing')}
      placeholder={t('sqllab.dataset.pickExisting')}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      loading={list.isFetching}
      value={value ?? undefined}
      options={options}
      onChange={onChange}
      style={{ width: '100%' }}
    />
  );
}
