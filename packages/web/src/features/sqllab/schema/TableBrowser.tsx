import { Divider, Flex, Select, Typography } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTablesQuery } from '../../../api/databases';
import {
  useAddTableSchemaMutation,
  useDeleteTableSchemaMutation,
  useSetTableSchemaExpandedMutation,
  type TableSchemaState,
} from '../../../api/sqllab';
import { useToasts } from '../../../components/toasts/useToasts';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { TableCard } from './TableCard';

interface TableBrowserProps {
  tabId: number;
  databaseId: number | null;
  schema: string | null;
  /** The cards the tab was saved with. */
  initialTables: TableSchemaState[];
  onSelectStar: (sql: string) => void;
  onPreview: (sql: string) => void;
  /** The cards shown now (added or removed), e.g. for the editor to complete their columns. */
  onTablesChange?: (tables: TableSchemaState[]) => void;
}

/** The left bar: pick a table of the chosen schema to keep its card (columns, keys) with the tab. */
export function TableBrowser(props: TableBrowserProps): ReactElement {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { tabId, databaseId, schema } = props;
  const [cards, setCards] = useState(props.initialTables);
  const { onTablesChange } = props;
  useEffect(() => onTablesChange?.(cards), [cards, onTablesChange]);
  // The server searches and pages the schema's tables (a schema may hold thousands): only the first
  // page of matches is listed, and typing asks again once it pauses.
  const [search, setSearch] = useState('');
  const filter = useDebouncedValue(search.trim());
  const tables = useGetTablesQuery(
    { databaseId: databaseId ?? 0, schema: schema ?? '', filter },
    { skip: databaseId === null || schema === null },
  );
  const shown = tables.data?.result.length ?? 0;
  const total = tables.data?.count ?? 0;
  const [addTableSchema, adding] = useAddTableSchemaMutation();
  const [deleteTableSchema] = useDeleteTableSchemaMutation();
  const [setExpanded] = useSetTableSchemaExpandedMutation();

  const add = async (name: string): Promise<void> => {
    if (databaseId === null) return;
    const result = await addTableSchema({
      queryEditorId: tabId,
      dbId: databaseId,
      schema,
      name,
      expanded: true,
    });
    if ('error' in result || !result.data) {
      toasts.addDangerToast(t('sqllab.tables.addFailed'));
      return;
    }
    const id = result.data.id;
    // The server replaces an existing card for the same table, so the list keeps one card per id.
    setCards((current) => [
      ...current.filter((card) => card.id !== id),
      {
        id,
        tab_state_id: tabId,
        database_id: databaseId,
        catalog: null,
        schema,
        table: name,
        description: null,
        expanded: true,
      },
    ]);
  };

  const remove = async (id: number): Promise<void> => {
    const result = await deleteTableSchema(id);
    if ('error' in result) toasts.addDangerToast(t('sqllab.tables.removeFailed'));
    else setCards((current) => current.filter((card) => card.id !== id));
  };

  const toggle = async (id: number, expanded: boolean): Promise<void> => {
    setCards((current) => current.map((card) => (card.id === id ? { ...card, expanded } : card)));
    const result = await setExpanded({ id, expanded });
    if ('error' in result) toasts.addDangerToast(t('sqllab.tables.expandFailed'));
  };

  return (
    <Flex vertical gap="small" style={{ width: 280, flexShrink: 0 }}>
      <Select<string>
        showSearch={{ filterOption: false, searchValue: search, onSearch: setSearch }}
        aria-label={t('sqllab.tables.add')}
        placeholder={schema === null ? t('sqllab.tables.pickSchema') : t('sqllab.tables.add')}
        disabled={schema === null || adding.isLoading}
        loading={tables.isFetching}
        value={null}
        options={(tables.data?.result ?? []).map((table) => ({ value: table.value, label: table.value }))}
        notFoundContent={tables.isFetching ? null : t('sqllab.tables.noneFound')}
        popupRender={(menu) => (
          <>
            {menu}
            {total > shown && (
              <>
                <Divider style={{ margin: '4px 0' }} />
                <Typography.Text type="secondary" style={{ padding: '0 12px', fontSize: 12 }}>
                  {t('sqllab.tables.moreOnServer', { shown: String(shown), total: String(total) })}
                </Typography.Text>
              </>
            )}
          </>
        )}
        onChange={(name) => {
          setSearch('');
          void add(name);
        }}
      />
      {tables.error && <Typography.Text type="danger">{t('sqllab.tables.loadFailed')}</Typography.Text>}
      {cards.map(
        (card) =>
          card.table !== null && (
            <TableCard
              key={card.id}
              table={card}
              name={card.table}
              onToggle={(expanded) => void toggle(card.id, expanded)}
              onRemove={() => void remove(card.id)}
              onSelectStar={props.onSelectStar}
              onPreview={props.onPreview}
            />
          ),
      )}
    </Flex>
  );
}
