import { Empty, Table } from 'antd';
import { useEffect, useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors';
import { useGetListQuery, type ListQuery } from '../../../api/list';
import { useGetMeQuery } from '../../../api/me';
import { QUERIES_RESOURCE, type QueryListItem } from '../../../api/sqllab';
import { QueryStatusTag } from '../lists/QueryStatusTag';
import { queryHistoryColumns } from '../lists/queryHistoryColumns';
import { SqlPreview } from '../lists/SqlPreview';

const HISTORY_SIZE = 25;

interface EditorHistoryProps {
  tabId: number;
  /** Changes after each run so the list shows it. */
  lastRunId: string | null;
}

/** This editor tab's latest runs by the current user, newest first. */
export function EditorHistory({ tabId, lastRunId }: EditorHistoryProps): ReactElement {
  const { t } = useTranslation();
  const me = useGetMeQuery();
  const userId = me.data?.id;
  const query = useMemo<ListQuery>(
    () => ({
      // An admin's query list holds everyone's runs: the user filter keeps it to this user's own.
      filters: [
        { col: 'sql_editor_id', opr: 'eq', value: String(tabId) },
        { col: 'user', opr: 'rel_o_m', value: userId ?? 0 },
      ],
      order_column: 'start_time',
      order_direction: 'desc',
      page: 0,
      page_size: HISTORY_SIZE,
    }),
    [tabId, userId],
  );
  const list = useGetListQuery({ resource: QUERIES_RESOURCE, query }, { skip: userId === undefined });
  const { refetch } = list;
  useEffect(() => {
    if (lastRunId !== null && userId !== undefined) void refetch();
  }, [lastRunId, refetch, userId]);

  const rows = (list.data?.result ?? []) as unknown as QueryListItem[];
  const columns = useMemo(() => {
    const byKey = new Map(queryHistoryColumns(t).map((column) => [column.key, column]));
    return ['start_time', 'database.database_name', 'status', 'rows', 'sql', 'open'].map((key) => {
      const column = byKey.get(key)!;
      return {
        key,
        title: column.title,
        dataIndex: key,
        render: (_value: unknown, row: QueryListItem) =>
          key === 'status' ? (
            <QueryStatusTag status={row.status} />
          ) : key === 'sql' ? (
            <SqlPreview sql={row.sql} />
          ) : column.render ? (
            column.render(row)
          ) : (
            String(row.rows ?? '')
          ),
      };
    });
  }, [t]);

  const empty = list.error ? errorMessage(list.error, t) : t('sqllab.editor.noHistory');
  return (
    <Table<QueryListItem>
      rowKey="id"
      size="small"
      loading={list.isFetching}
      columns={columns}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
    />
  );
}
