import type { DashboardLayout, DatasourceData } from '@loupe/core';
import { createContext, useContext } from 'react';
import type { DashboardChart } from '../../api/dashboards';

/** What every component of a dashboard's grid reads: its charts, their datasets, and the layout. */
export interface DashboardContextValue {
  dashboardId: number;
  title: string;
  charts: ReadonlyMap<number, DashboardChart>;
  datasets: ReadonlyMap<number, DatasourceData>;
  layout: DashboardLayout;
  editMode: boolean;
  /** The user may open Explore (chart menu "Edit chart", "View in Explore"). */
  canExplore: boolean;
  /** Every chart loads at once, not when scrolled to (standalone pages, which screenshots read). */
  loadAll: boolean;
  /** Applies a layout change (edit mode): one undo step. */
  changeLayout: (layout: DashboardLayout) => void;
  /** Shows a refused drop or another warning. */
  warn: (message: string) => void;
}

export const DashboardContext = createContext<DashboardContextValue | null>(null);

export function useDashboardContext(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error('useDashboardContext outside a dashboard');
  return value;
}

/** The dataset id of a chart's `datasource` (`"12__table"` → 12). */
export function datasetIdOf(datasource: string | undefined): number | null {
  const id = Number.parseInt(String(datasource ?? '').split('__')[0] ?? '', 10);
  return Number.isFinite(id) ? id : null;
}
