import { PlayCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { QueryListItem, QueryStatus } from '../../../api/sqllab';
import { PATHS } from '../../../app/paths';
import type { ListColumn, ListFilterDef } from '../../../components/ListView';
import { QueryStatusTag } from './QueryStatusTag';
import { SqlPreview } from './SqlPreview';

const STATUSES: QueryStatus[] = [
  'success',
  'failed',
  'running',
  'pending',
  'scheduled',
  'stopped',
  'timed_out',
];

/** Superset stores start and end times as epoch milliseconds. */
function formatTime(value: QueryListItem['start_time']): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD HH:mm:ss') : '';
}

export function queryUrl(clientId: string): string {
  return `${PATHS.sqlLab}?queryId=${encodeURIComponent(clientId)}`;
}

export function queryHistoryColumns(t: TFunction): ListColumn<QueryListItem>[] {
  return [
    {
      key: 'start_time',
      title: t('sqllab.history.columns.time'),
      sortable: true,
      render: (query) => formatTime(query.start_time),
    },
    { key: 'tab_name', title: t('sqllab.history.columns.tabName'), sortable: true },
    {
      key: 'database.database_name',
      title: t('sqllab.history.columns.database'),
      sortable: true,
      render: (query) => query.database?.database_name ?? '',
    },
    {
      key: 'user.first_name',
      title: t('sqllab.history.columns.user'),
      sortable: true,
      render: (query) => (query.user ? `${query.user.first_name} ${query.user.last_name}`.trim() : ''),
    },
    {
      key: 'status',
      title: t('sqllab.history.columns.status'),
      render: (query) => <QueryStatusTag status={query.status} />,
    },
    { key: 'rows', title: t('sqllab.history.columns.rows'), sortable: true },
    {
      key: 'sql',
      title: t('sqllab.history.columns.sql'),
      sortable: true,
      render: (query) => <SqlPreview sql={query.executed_sql || query.sql} />,
    },
    {
      key: 'open',
      title: t('sqllab.history.columns.actions'),
      render: (query) => (
        <Tooltip title={t('sqllab.history.openInSqlLab')}>
          <Link to={queryUrl(query.client_id)} aria-label={t('sqllab.history.openInSqlLab')}>
            <PlayCircleOutlined />
          </Link>
        </Tooltip>
      ),
    },
  ];
}

const HOUR_MS = 3_600_000;
const RANGES = [
  ['hour', HOUR_MS],
  ['day', 24 * HOUR_MS],
  ['week', 7 * 24 * HOUR_MS],
  ['month', 30 * 24 * HOUR_MS],
] as const;

/** `now` fixes the time range choices' start instants, sent as ISO timestamps for the datetime column. */
export function queryHistoryFilters(t: TFunction, now: number): ListFilterDef[] {
  return [
    {
      kind: 'search',
      id: 'search',
      column: 'sql',
      label: t('sqllab.history.filters.search'),
      placeholder: t('sqllab.history.filters.searchPlaceholder'),
    },
    {
      kind: 'related',
      id: 'user',
      column: 'user',
      label: t('sqllab.history.filters.user'),
      operator: 'rel_o_m',
    },
    {
      kind: 'related',
      id: 'database',
      column: 'database',
      label: t('sqllab.history.filters.database'),
      operator: 'rel_o_m',
    },
    {
      kind: 'select',
      id: 'status',
      column: 'status',
      label: t('sqllab.history.filters.status'),
      operator: 'eq',
      options: STATUSES.map((status) => ({ label: t(`sqllab.status.${status}`), value: status })),
    },
    {
      kind: 'select',
      id: 'time',
      column: 'start_time',
      label: t('sqllab.history.filters.time'),
      operator: 'gt',
      options: RANGES.map(([key, span]) => ({
        label: t(`sqllab.history.timeRange.${key}`),
        value: new Date(now - span).toISOString(),
      })),
    },
  ];
}
