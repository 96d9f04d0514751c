import { ConsoleSqlOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { DatasetListItem } from '../../../api/datasets';
import { PATHS } from '../../../app/paths';
import { FROM_SMALL, FROM_TABLET, type ListColumn, type ListFilterDef } from '../../../components/ListView';
import { DatasetNameCell } from './DatasetNameCell';
import { OwnerAvatars } from './OwnerAvatars';

/** The dataset list's columns; sortable ones are in Superset's `order_columns` for datasets. */
export function datasetColumns(t: TFunction): ListColumn<DatasetListItem>[] {
  return [
    {
      key: 'table_name',
      title: t('datasets.columns.name'),
      sortable: true,
      render: (dataset) => <DatasetNameCell dataset={dataset} />,
    },
    {
      key: 'kind',
      title: t('datasets.columns.type'),
      responsive: FROM_TABLET,
      render: (dataset) =>
        dataset.kind === 'virtual' ? (
          <Tag color="purple">{t('datasets.kind.virtual')}</Tag>
        ) : (
          <Tag>{t('datasets.kind.physical')}</Tag>
        ),
    },
    {
      key: 'database.database_name',
      title: t('datasets.columns.database'),
      sortable: true,
      responsive: FROM_SMALL,
      render: (dataset) => dataset.database.database_name,
    },
    { key: 'schema', title: t('datasets.columns.schema'), sortable: true, responsive: FROM_TABLET },
    {
      key: 'owners',
      title: t('datasets.columns.owners'),
      responsive: FROM_TABLET,
      render: (dataset) => <OwnerAvatars owners={dataset.owners} />,
    },
    { key: 'changed_on_delta_humanized', title: t('datasets.columns.lastModified'), sortable: true },
  ];
}

/** "Open in SQL Lab" for one dataset: an icon link in the Actions column, for users who may use SQL Lab. */
export function OpenInSqlLabLink({ id, label }: { id: number; label: string }): ReactElement {
  return (
    <Tooltip title={label}>
      <Link to={datasetSqlLabUrl(id)} aria-label={label} style={ICON_LINK_STYLE}>
        <ConsoleSqlOutlined />
      </Link>
    </Tooltip>
  );
}

// The size of the small text buttons beside it (Edit, Delete), so the row's icons line up.
const ICON_LINK_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
} as const;

/** SQL Lab opens a dataset in a new tab from Superset's `datasourceKey`. */
export function datasetSqlLabUrl(id: number): string {
  return `${PATHS.sqlLab}?datasourceKey=${id}__table`;
}

export function datasetFilters(t: TFunction): ListFilterDef[] {
  return [
    {
      kind: 'search',
      id: 'search',
      column: 'table_name',
      label: t('datasets.filters.search'),
      placeholder: t('datasets.filters.searchPlaceholder'),
    },
    {
      kind: 'related',
      id: 'owners',
      column: 'owners',
      label: t('datasets.filters.owner'),
      operator: 'rel_m_m',
    },
    {
      kind: 'related',
      id: 'database',
      column: 'database',
      label: t('datasets.filters.database'),
      operator: 'rel_o_m',
    },
    {
      kind: 'related',
      id: 'schema',
      column: 'schema',
      label: t('datasets.filters.schema'),
      operator: 'eq',
      source: 'distinct',
    },
    {
      kind: 'select',
      id: 'type',
      column: 'sql',
      label: t('datasets.filters.type'),
      // Superset's filter asks "is the SQL empty?": true means physical.
      operator: 'dataset_is_null_or_empty',
      options: [
        { label: t('datasets.kind.physical'), value: true },
        { label: t('datasets.kind.virtual'), value: false },
      ],
    },
    {
      kind: 'select',
      id: 'certified',
      column: 'id',
      label: t('datasets.filters.certified'),
      operator: 'dataset_is_certified',
      options: [
        { label: t('form.yes'), value: true },
        { label: t('form.no'), value: false },
      ],
    },
  ];
}
