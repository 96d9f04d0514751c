import { createContext, useContext } from 'react';
import type { NewTabOptions } from './useSqlLabTabs';

/** What any part of an editor may ask of the tab bar, without passing callbacks down every level. */
export interface TabActions {
  /** Opens (and shows) a new tab, e.g. 'Query in a new tab' on a created table. */
  addTab: (options?: NewTabOptions) => Promise<void>;
  /** Retitles a tab and keeps the title on the server (a query saved under a name takes it, as in Superset). */
  renameTab: (id: number, label: string) => Promise<void>;
}

export const TabActionsContext = createContext<TabActions | null>(null);

/** The tab bar's actions; null outside SQL Lab's tabs (a results pane shown alone). */
export function useTabActions(): TabActions | null {
  return useContext(TabActionsContext);
}
