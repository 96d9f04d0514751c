import type { LayoutItem } from '@loupe/core';
import { Tabs } from 'antd';
import { Suspense, type ReactElement } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDashboardContext } from '../DashboardContext';
import { LazyTabTitle } from '../edit/lazyEdit';
import { dashboardActions } from '../state/dashboardSlice';
import { LayoutNode, type GridGeometry } from './LayoutNode';

/** A TABS component: one TAB shown at a time; the others are not mounted, so their charts load when opened. */
export function TabsNode({ item, geometry }: { item: LayoutItem; geometry: GridGeometry }): ReactElement {
  const { layout, editMode } = useDashboardContext();
  const dispatch = useAppDispatch();
  const active = useAppSelector((root) => root.dashboard.activeTabs[item.id]);
  const tabs = item.children.map((id) => layout[id]).filter((tab): tab is LayoutItem => tab !== undefined);
  const activeKey = active && item.children.includes(active) ? active : tabs[0]?.id;
  return (
    <Tabs
      className="loupe-layout-tabs"
      activeKey={activeKey}
      destroyOnHidden
      onChange={(tabId) => dispatch(dashboardActions.activeTabSet({ tabsId: item.id, tabId }))}
      items={tabs.map((tab) => ({
        key: tab.id,
        label: editMode ? (
          <Suspense fallback={tab.meta.text || tab.meta.defaultText || ''}>
            <LazyTabTitle tab={tab} />
          </Suspense>
        ) : (
          tab.meta.text || tab.meta.defaultText || ''
        ),
        children: <LayoutNode item={tab} geometry={geometry} parentType="TABS" />,
      }))}
    />
  );
}
