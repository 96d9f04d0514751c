import { Tag } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryStatus } from '../../../api/sqllab';

const STATUS_COLOURS: Record<QueryStatus, string> = {
  success: 'green',
  failed: 'red',
  running: 'blue',
  pending: 'gold',
  scheduled: 'gold',
  fetching: 'blue',
  stopped: 'default',
  timed_out: 'orange',
};

/** A query's state as a coloured tag, as in Superset's query history. */
export function QueryStatusTag({ status }: { status: QueryStatus }): ReactElement {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOURS[status] ?? 'default'}>{t(`sqllab.status.${status}`)}</Tag>;
}
