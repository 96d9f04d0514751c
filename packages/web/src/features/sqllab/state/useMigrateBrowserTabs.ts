import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyGetListQuery } from '../../../api/list';
import { LocalTabStore } from '../../../api/localTabStore';
import {
  QUERIES_RESOURCE,
  useAddTableSchemaMutation,
  useCreateTabStateMutation,
  useMigrateQueryMutation,
  type SqlLabBootstrap,
} from '../../../api/sqllab';
import { tabsKeptInBrowser } from '../../../api/tabStateTransport';
import { useGetMeQuery } from '../../../api/me';
import { useToasts } from '../../../components/toasts/useToasts';
import { migrateBrowserTabs } from './migrateBrowserTabs';

/** Runs of one local tab are few; a page this size takes them all. */
const RUNS_PAGE_SIZE = 1000;

/**
 * With tabs on the server again (SQLLAB_BACKEND_PERSISTENCE on), moves the tabs this browser kept
 * meanwhile to the server once per visit, warns about what could not move, and reloads the bootstrap
 * so the moved tabs show. True while that is under way: the editor waits, or it would open an
 * untitled tab of its own first.
 */
export function useMigrateBrowserTabs(bootstrap: SqlLabBootstrap | undefined, reload: () => void): boolean {
  const { t } = useTranslation();
  const toasts = useToasts();
  const me = useGetMeQuery();
  const [createTab] = useCreateTabStateMutation();
  const [addTableSchema] = useAddTableSchemaMutation();
  const [migrateQuery] = useMigrateQueryMutation();
  const [listQueries] = useLazyGetListQuery();
  const started = useRef(false);
  const [done, setDone] = useState(false);
  const userId = me.data?.id;

  useEffect(() => {
    if (!bootstrap || userId === undefined || tabsKeptInBrowser() || started.current) return;
    const store = new LocalTabStore(window.localStorage);
    if (store.tabs().length === 0) {
      setDone(true);
      return;
    }
    started.current = true;
    void migrateBrowserTabs(store, {
      createTab: async (tab) => (await createTab(tab).unwrap()).id,
      addTableSchema: async (table) => void (await addTableSchema(table).unwrap()),
      runsOf: async (sqlEditorId) => {
        const list = await listQueries({
          resource: QUERIES_RESOURCE,
          query: {
            filters: [
              { col: 'sql_editor_id', opr: 'eq', value: sqlEditorId },
              { col: 'user', opr: 'rel_o_m', value: userId },
            ],
            page: 0,
            page_size: RUNS_PAGE_SIZE,
          },
        }).unwrap();
        return list.result.map((row) => String((row as { client_id?: unknown }).client_id));
      },
      migrateRun: async (tabId, clientId) => void (await migrateQuery({ tabId, clientId }).unwrap()),
    })
      .then((report) => {
        for (const warning of report.warnings) toasts.addWarningToast(t(`sqllab.errors.migrate.${warning}`));
        if (report.migrated > 0) reload();
      })
      .finally(() => setDone(true));
  }, [addTableSchema, bootstrap, createTab, listQueries, migrateQuery, reload, t, toasts, userId]);

  return bootstrap !== undefined && !tabsKeptInBrowser() && !done;
}
