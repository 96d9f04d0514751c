import { LinkOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SavedQueryListItem } from '../../../api/sqllab';
import { PATHS } from '../../../app/paths';
import type { ListColumn, ListFilterDef } from '../../../components/ListView';
import { SqlPreview } from './SqlPreview';

export function savedQueryUrl(id: number): string {
  return `${PATHS.sqlLab}?savedQueryId=${id}`;
}

function fullName(user: SavedQueryListItem['created_by']): string {
  return user ? `${user.first_name} ${user.last_name}`.trim() : '';
}

/** The saved query list's columns; sortable ones are in Superset's `order_columns` for saved queries. */
export function savedQueryColumns(t: TFunction): ListColumn<SavedQueryListItem>[] {
  return [
    {
      key: 'label',
      title: t('sqllab.savedQueries.columns.name'),
      sortable: true,
      render: (query) => <Link to={savedQueryUrl(query.id)}>{query.label}</Link>,
    },
    {
      key: 'database.database_name',
      title: t('sqllab.savedQueries.columns.database'),
      sortable: true,
      render: (query) => query.database?.database_name ?? '',
    },
    { key: 'schema', title: t('sqllab.savedQueries.columns.schema'), sortable: true },
    {
      key: 'sql',
      title: t('sqllab.savedQueries.columns.sql'),
      render: (query) => <SqlPreview sql={query.sql} />,
    },
    {
      key: 'changed_on_delta_humanized',
      title: t('sqllab.savedQueries.columns.modified'),
      sortable: true,
    },
    {
      key: 'created_by.first_name',
      title: t('sqllab.savedQueries.columns.createdBy'),
      sortable: true,
      render: (query) => fullName(query.created_by),
    },
  ];
}

/** Open in SQL Lab and copy a link: shown in the list's Actions column, before Edit and Delete. */
export function savedQueryActions(
  t: TFunction,
  onCopyLink: (query: SavedQueryListItem) => void,
): (query: SavedQueryListItem) => ReactNode {
  const SavedQueryActions = (query: SavedQueryListItem): ReactNode => (
    <Flex gap={4} align="center">
      <Tooltip title={t('sqllab.savedQueries.openInSqlLab')}>
        <Link to={savedQueryUrl(query.id)} aria-label={t('sqllab.savedQueries.openInSqlLab')}>
          <PlayCircleOutlined />
        </Link>
      </Tooltip>
      <Tooltip title={t('sqllab.savedQueries.copyLink')}>
        <Button
          type="text"
          size="small"
          icon={<LinkOutlined />}
          aria-label={t('sqllab.savedQueries.copyLink')}
          onClick={() => onCopyLink(query)}
        />
      </Tooltip>
    </Flex>
  );
  return SavedQueryActions;
}

export function savedQueryFilters(t: TFunction): ListFilterDef[] {
  return [
    {
      kind: 'search',
      id: 'search',
      column: 'label',
      operator: 'all_text',
      label: t('sqllab.savedQueries.filters.search'),
      placeholder: t('sqllab.savedQueries.filters.searchPlaceholder'),
    },
    {
      kind: 'related',
      id: 'database',
      column: 'database',
      label: t('sqllab.savedQueries.filters.database'),
      operator: 'rel_o_m',
    },
  ];
}
