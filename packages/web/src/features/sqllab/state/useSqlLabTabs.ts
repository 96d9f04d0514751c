import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import {
  sqlLabApi,
  useActivateTabStateMutation,
  useCreateTabStateMutation,
  useDeleteTabStateMutation,
  useUpdateTabStateMutation,
  type NewTabState,
  type SqlLabBootstrap,
} from '../../../api/sqllab';
import { meApi } from '../../../api/me';
import { useToasts } from '../../../components/toasts/useToasts';
import { sqlLabLimits } from './sqlLabLimits';
import { nextUntitledName } from './tabNames';

export { DEFAULT_QUERY_LIMIT } from './sqlLabLimits';
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
  renameTab: (id: number, label: string) => Promise<void>;
  /** Closes every tab but this one (each is deleted on the server), as Superset's 'Close all other tabs'. */
  closeOthers: (id: number) => Promise<void>;
  /** Shows or hides a loaded tab's schema browser; kept on the server as hide_left_bar. */
  setLeftBarHidden: (id: number, hidden: boolean) => Promise<void>;
  /** Activates the previous (-1) or next (+1) tab, wrapping around at the ends. */
  switchTab: (step: -1 | 1) => void;
}

/** A new tab's database: the user's own `<username>_connection` database if there is one, else the first. */
export function defaultDatabaseId(bootstrap: SqlLabBootstrap, username: string | undefined): number | null {
  const databases = Object.values(bootstrap.databases).sort((a, b) => a.id - b.id);
  const own = username === undefined ? undefined : `${username}_connection`;
  return (databases.find((db) => db.database_name === own) ?? databases[0])?.id ?? null;
}

/** The bootstrap's `[id, label]` pairs (a tab without a label shows an empty one). */
export function tabEntries(bootstrap: Pick<SqlLabBootstrap, 'tab_state_ids'>): TabEntry[] {
  return bootstrap.tab_state_ids.flatMap(([id, label]) =>
    typeof id === 'number' ? [{ id, label: typeof label === 'string' ? label : '' }] : [],
  );
}

/** The editor's tabs as the server keeps them in `/tabstateview/`. */
export function useSqlLabTabs(bootstrap: SqlLabBootstrap): SqlLabTabs {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [tabs, setTabs] = useState<TabEntry[]>(() => tabEntries(bootstrap));
  const [activeId, setActiveId] = useState<number | null>(
    () => bootstrap.active_tab?.id ?? tabEntries(bootstrap)[0]?.id ?? null,
  );
  // A first visit opens a tab at once, maybe before the shell's /me answer: ask (or read the cache) then.
  const [getMe] = meApi.endpoints.getMe.useLazyQuery();
  const [createTabState, { isLoading: creating }] = useCreateTabStateMutation();
  const [deleteTabState] = useDeleteTabStateMutation();
  const [activateTabState] = useActivateTabStateMutation();
  const [updateTabState] = useUpdateTabStateMutation();
  const dispatch = useAppDispatch();
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
      const username = options.dbId == null ? (await getMe(undefined, true)).data?.username : undefined;
      const result = await createTabState({
        name,
        dbId: options.dbId ?? defaultDatabaseId(bootstrap, username),
        schema: options.schema ?? null,
        sql: options.sql ?? DEFAULT_SQL,
        queryLimit: options.queryLimit ?? sqlLabLimits(bootstrap).defaultLimit,
        ...(options.autorun ? { autorun: true } : {}),
      });
      if ('error' in result) {
        toasts.addDangerToast(t('sqllab.errors.addTab'));
        return;
      }
      const id = result.data.id;
      setTabs((current) => [...current, { id, label: name }]);
      activate(id);
    },
    [activate, bootstrap, createTabState, getMe, t, toasts],
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

  const renameTab = useCallback(
    async (id: number, label: string) => {
      const before = tabsRef.current.find((tab) => tab.id === id)?.label;
      // The new title shows at once; a refused rename puts the old one back.
      setTabs((current) => current.map((tab) => (tab.id === id ? { ...tab, label } : tab)));
      const result = await updateTabState({ id, fields: { label } });
      if (!('error' in result)) return;
      toasts.addDangerToast(t('sqllab.errors.setTabName'));
      if (before !== undefined)
        setTabs((current) => current.map((tab) => (tab.id === id ? { ...tab, label: before } : tab)));
    },
    [t, toasts, updateTabState],
  );

  const closeOthers = useCallback(
    async (id: number) => {
      const others = tabsRef.current.filter((tab) => tab.id !== id).map((tab) => tab.id);
      const results = await Promise.all(others.map((other) => deleteTabState(other)));
      const failed = new Set(others.filter((_, index) => 'error' in results[index]!));
      if (failed.size > 0) toasts.addDangerToast(t('sqllab.errors.removeTab'));
      setTabs((current) => current.filter((tab) => tab.id === id || failed.has(tab.id)));
      if (activeId !== id) activate(id);
    },
    [activate, activeId, deleteTabState, t, toasts],
  );

  const setLeftBarHidden = useCallback(
    async (id: number, hidden: boolean) => {
      // The loaded tab state is what the editor reads, so the bar hides before the server answers.
      const patch = dispatch(
        sqlLabApi.util.updateQueryData('getTabState', id, (draft) => {
          draft.hide_left_bar = hidden;
        }),
      );
      const result = await updateTabState({ id, fields: { hide_left_bar: hidden } });
      if (!('error' in result)) return;
      patch.undo();
      toasts.addDangerToast(t('sqllab.errors.hideLeftBar'));
    },
    [dispatch, t, toasts, updateTabState],
  );

  const switchTab = useCallback(
    (step: -1 | 1) => {
      const list = tabsRef.current;
      const index = list.findIndex((tab) => tab.id === activeId);
      if (list.length < 2 || index < 0) return;
      activate(list[(index + step + list.length) % list.length]!.id);
    },
    [activate, activeId],
  );

  return {
    tabs,
    activeId,
    creating,
    activate,
    addTab,
    closeTab,
    forgetTab,
    renameTab,
    closeOthers,
    setLeftBarHidden,
    switchTab,
  };
}
