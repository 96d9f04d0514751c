import { Tabs } from 'antd';
import { useEffect, useRef, type ReactElement } from 'react';
import type { SqlLabBootstrap } from '../../../api/sqllab';
import { useOpenFromUrl } from '../state/useOpenFromUrl';
import { useSqlLabTabs } from '../state/useSqlLabTabs';
import { EditorTab } from './EditorTab';

/** The editor tabs, kept on the server; each tab's state loads when it is first shown. */
export function SqlLabTabs({ bootstrap }: { bootstrap: SqlLabBootstrap }): ReactElement {
  const tabs = useSqlLabTabs(bootstrap);
  const { addTab } = tabs;
  const opening = useOpenFromUrl(addTab);

  // There is always a tab to type in: the first visit (or closing the last tab) opens an untitled one.
  const creatingFirst = useRef(false);
  const empty = tabs.tabs.length === 0;
  useEffect(() => {
    if (!empty || opening || creatingFirst.current) return;
    creatingFirst.current = true;
    void addTab().finally(() => {
      creatingFirst.current = false;
    });
  }, [empty, opening, addTab]);

  return (
    <Tabs
      type="editable-card"
      activeKey={tabs.activeId === null ? undefined : String(tabs.activeId)}
      onChange={(key) => tabs.activate(Number(key))}
      onEdit={(key, action) => {
        if (action === 'add') void tabs.addTab();
        else if (typeof key === 'string') void tabs.closeTab(Number(key));
      }}
      items={tabs.tabs.map((tab) => ({
        key: String(tab.id),
        label: tab.label,
        children: (
          <EditorTab
            tabId={tab.id}
            label={tab.label}
            databases={bootstrap.databases}
            onMissing={tabs.forgetTab}
          />
        ),
      }))}
    />
  );
}
