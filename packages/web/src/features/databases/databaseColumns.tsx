import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import type { DatabaseListItem } from '../../api/databases';
import { FROM_SMALL, FROM_TABLET, type ListColumn, type ListFilterDef } from '../../components/ListView';

function BooleanCell({ value, t }: { value: boolean; t: TFunction }): ReactElement {
  return value ? (
    <CheckOutlined aria-label={t('form.yes')} />
  ) : (
    <CloseOutlined aria-label={t('form.no')} style={{ opacity: 0.45 }} />
  );
}

function fullName(user: DatabaseListItem['created_by']): string {
  return user ? `${user.first_name} ${user.last_name}`.trim() : '';
}

/** The database list's columns; sortable ones are in Superset's `order_columns` for databases. */
export function databaseColumns(t: TFunction): ListColumn<DatabaseListItem>[] {
  const flag = (
    key: keyof DatabaseListItem,
    title: string,
    sortable = true,
  ): ListColumn<DatabaseListItem> => ({
    key,
    title,
    sortable,
    responsive: FROM_TABLET,
    render: (database) => <BooleanCell value={database[key] === true} t={t} />,
  });
  return [
    { key: 'database_name', title: t('databases.columns.database'), sortable: true },
    { key: 'backend', title: t('databases.columns.backend'), responsive: FROM_SMALL },
    flag('allow_run_async', t('databases.columns.aqe')),
    flag('allow_dml', t('databases.columns.dml')),
    flag('allow_file_upload', t('databases.columns.csvUpload')),
    flag('expose_in_sqllab', t('databases.columns.exposeInSqlLab')),
    {
      key: 'created_by',
      title: t('databases.columns.createdBy'),
      responsive: FROM_TABLET,
      render: (database) => fullName(database.created_by),
    },
    {
      key: 'changed_on_delta_humanized',
      title: t('databases.columns.lastModified'),
      sortable: true,
    },
  ];
}

export function databaseFilters(t: TFunction): ListFilterDef[] {
  const yesNo = [
    { label: t('form.yes'), value: true },
    { label: t('form.no'), value: false },
  ];
  return [
    {
      kind: 'search',
      id: 'search',
      column: 'database_name',
      label: t('databases.filters.search'),
      placeholder: t('databases.filters.searchPlaceholder'),
    },
    {
      kind: 'select',
      id: 'expose_in_sqllab',
      column: 'expose_in_sqllab',
      label: t('databases.columns.exposeInSqlLab'),
      operator: 'eq',
      options: yesNo,
    },
    {
      kind: 'select',
      id: 'allow_file_upload',
      column: 'allow_file_upload',
      label: t('databases.columns.csvUpload'),
      operator: 'upload_is_enabled',
      options: yesNo,
    },
  ];
}
