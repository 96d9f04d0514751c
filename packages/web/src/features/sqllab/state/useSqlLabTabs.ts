import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useActivateTabStateMutation,
  useCreateTabStateMutation,
  useDeleteTabStateMutation,
  type NewTabState,
  type SqlLabBootstrap,
} from '../../../api/sqllab';
import { useToasts } from '../../../components/toasts/useToasts';
import { nextUntitledName } from './tabNames';

/** New tabs' row limit when the server does not say otherwise (Superset's DEFAULT_SQLLAB_LIMIT). */
export const DEFAULT_QUERY_LIMIT = 1000;
/** Superset's placeholder for a new tab's SQL. */
export const DEFAULT_SQL = 'SELECT ...';

export interface TabEntry {
  id: number;
  label: string;
}

export type NewTabOptions = Partial<Omit<NewTabState, 'name'>> & { name?: string };

/** What an open editor holds right now. */
export type TabSnapshot = Pick<NewTabState, 'sql' | 'dbId' | 'schema' | 'queryLimit'>;

export interface SqlLabTabs {
  tabs: TabEntry[];
  activeId: number | null;
  creating: boolean;
  activate: (id: number) => void;
  addTab: (options?: NewTabOptions) => Promise<void>;
  closeTab: (id: number) => Promise<void>;
  /** The server no longer has this tab (404): it leaves the list without a DELETE. */
  forgetTab: (id: number) => void;
}

function firstDatabaseId(bootstrap: SqlLabBootstrap): number | null {
  const databases = Object.values(bootstrap.databases);
  return databases.length > 0 ? databases[0]!.id : null;
}

/** The editor's tabs as the server keeps them in `/tabstateview/`. */
export function useSqlLabTabs(bootstrap: SqlLabBootstrap): SqlLabTabs {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [tabs, setTabs] = useState<TabEntry[]>(() =>
    bootstrap.tab_state_ids.map(([id, label]) => ({ id, label })),
  );
  const [activeId, setActiveId] = useState<number | null>(
    () => bootstrap.active_tab?.id ?? bootstrap.tab_state_ids[0]?.[0] ?? null,
  );
  const [createTabState, { isLoading: creating }] = useCreateTabStateMutation();
  const [deleteTabState] = useDeleteTabStateMutation();
  const [activateTabState] = useActivateTabStateMutation();
  const tabsRef = useRef(tabs);
  useEffect(() => {
    tabsRef.current = tabs;
  }, [tabs]);

  const activate = useCallback(
    (id: number) => {
      setActiveId(id);
      void activateTabState(id).then((result) => {
        if ('error' in result) toasts.addDangerToast(t('sqllab.errors.activateTab'));
      });
    },
    [activateTabState, t, toasts],
  );

  const addTab = useCallback(
    async (options: NewTabOptions = {}) => {
      const name =
        options.name ??
        nextUntitledName(
          tabsRef.current.map((tab) => tab.label),
          (number) => t('sqllab.editor.untitled', { number: String(number) }),
        );
      const result = await createTabState({
        name,
        dbId: options.dbId ?? firstDatabaseId(bootstrap),
        schema: options.schema ?? null,
        sql: options.sql ?? DEFAULT_SQL,
        queryLimit: options.queryLimit ?? DEFAULT_QUERY_LIMIT,
      });
      if ('error' in result) {
        toasts.addDangerToast(t('sqllab.errors.addTab'));
        return;
      }
      const id = result.data.id;
      setTabs((current) => [...current, { id, label: name }]);
      activate(id);
    },
    [activate, bootstrap, createTabState, t, toasts],
  );

  const forgetTab = useCallback((id: number) => {
    const remaining = tabsRef.current.filter((tab) => tab.id !== id);
    setTabs(remaining);
    setActiveId((current) => (current === id ? (remaining.at(-1)?.id ?? null) : current));
  }, []);

  const closeTab = useCallback(
    async (id: number) => {
      const result = await deleteTabState(id);
      if ('error' in result) {
        toasts.addDangerToast(t('sqllab.errors.removeTab'));
        return;
      }
      const wasActive = activeId === id;
      const remaining = tabsRef.current.filter((tab) => tab.id !== id);
      setTabs(remaining);
      const next = remaining.at(-1);
      if (wasActive && next) activate(next.id);
      else if (wasActive) setActiveId(null);
    },
    [activate, activeId, deleteTabState, t, toasts],
  );

  return { tabs, activeId, creating, activate, addTab, closeTab, forgetTab };
}
