import { CopyOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tabs, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SqlLabBootstrap } from '../../../api/sqllab';
import { useSqlLabPageShortcuts } from '../shortcuts/useSqlLabPageShortcuts';
import { TabActionsContext } from '../state/tabActions';
import { useOpenFromUrl } from '../state/useOpenFromUrl';
import { useSqlLabTabs, type TabEntry, type TabSnapshot } from '../state/useSqlLabTabs';
import { EditorTab } from './EditorTab';
import { prunePaneSizes } from './paneSizes';
import { RenameTabModal } from './RenameTabModal';
import { TabActionsButton, TabTitle, type TabMenuProps } from './TabMenu';

/** Room kept at the tab bar's right end for the buttons drawn over it (three 32 px buttons). */
const TAB_BAR_BUTTONS_WIDTH = 112;
/** antd's card tab bar height. */
const TAB_BAR_HEIGHT = 40;

/** The editor tabs, kept on the server; each tab's state loads when it is first shown. */
export function SqlLabTabs({ bootstrap }: { bootstrap: SqlLabBootstrap }): ReactElement {
  const { t } = useTranslation();
  const tabs = useSqlLabTabs(bootstrap);
  const { addTab, renameTab } = tabs;
  const opening = useOpenFromUrl(addTab);
  const [renaming, setRenaming] = useState<TabEntry | null>(null);
  // Each rename starts a fresh dialog, so its field starts from that tab's title.
  const [renameCount, setRenameCount] = useState(0);
  const startRename = (tab: TabEntry): void => {
    setRenaming(tab);
    setRenameCount((count) => count + 1);
  };
  const snapshots = useRef(new Map<number, () => TabSnapshot>());
  const registerSnapshot = useCallback((tabId: number, snapshot: (() => TabSnapshot) | null) => {
    if (snapshot) snapshots.current.set(tabId, snapshot);
    else snapshots.current.delete(tabId);
  }, []);

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

  // Closed tabs (here or in another window) leave no pane sizes behind in the browser.
  const openIds = tabs.tabs.map((tab) => tab.id).join(',');
  useEffect(() => {
    if (openIds !== '') prunePaneSizes(localStorage, openIds.split(',').map(Number));
  }, [openIds]);

  useSqlLabPageShortcuts({
    newTab: () => {
      if (!tabs.creating) void addTab();
    },
    previousTab: () => tabs.switchTab(-1),
    nextTab: () => tabs.switchTab(1),
  });

  const active = tabs.tabs.find((tab) => tab.id === tabs.activeId);
  // A tab whose state is still loading has nothing to copy yet.
  const duplicate = (tab: TabEntry | undefined): void => {
    const current = tab ? snapshots.current.get(tab.id) : undefined;
    if (tab && current) void addTab({ ...current(), name: t('sqllab.editor.copyOf', { name: tab.label }) });
  };
  const tabActions = useMemo(() => ({ addTab, renameTab }), [addTab, renameTab]);
  const menuProps = (tab: TabEntry): TabMenuProps => ({
    tabId: tab.id,
    hasOthers: tabs.tabs.length > 1,
    canDuplicate: !tabs.creating,
    onClose: () => void tabs.closeTab(tab.id),
    onRename: () => startRename(tab),
    onLeftBarHidden: (hidden) => void tabs.setLeftBarHidden(tab.id, hidden),
    onCloseOthers: () => void tabs.closeOthers(tab.id),
    onDuplicate: () => duplicate(tab),
  });

  return (
    <TabActionsContext.Provider value={tabActions}>
      {/*
        A tab list may hold tabs only (WAI-ARIA; axe's aria-required-children): the add, actions and
        duplicate buttons sit over the tab bar's right end without being inside it, and a tab closes
        from its menu (or its title's x, for the mouse).
      */}
      <div style={{ position: 'relative' }}>
        <Tabs
          type="card"
          tabBarStyle={{ paddingRight: TAB_BAR_BUTTONS_WIDTH }}
          activeKey={tabs.activeId === null ? undefined : String(tabs.activeId)}
          onChange={(key) => tabs.activate(Number(key))}
          items={tabs.tabs.map((tab) => ({
            key: String(tab.id),
            label: <TabTitle {...menuProps(tab)} label={tab.label} />,
            children: (
              <EditorTab
                tabId={tab.id}
                label={tab.label}
                databases={bootstrap.databases}
                onMissing={tabs.forgetTab}
                registerSnapshot={registerSnapshot}
              />
            ),
          }))}
        />
        <Flex
          align="center"
          gap={4}
          style={{ position: 'absolute', top: 0, right: 0, height: TAB_BAR_HEIGHT }}
          data-testid="tab-bar-buttons"
        >
          <Tooltip title={t('sqllab.editor.addTab')}>
            <Button
              type="text"
              icon={<PlusOutlined />}
              aria-label={t('sqllab.editor.addTab')}
              disabled={tabs.creating}
              onClick={() => void tabs.addTab()}
            />
          </Tooltip>
          {active && <TabActionsButton {...menuProps(active)} />}
          <Tooltip title={t('sqllab.editor.duplicateTab')}>
            <Button
              type="text"
              icon={<CopyOutlined />}
              aria-label={t('sqllab.editor.duplicateTab')}
              disabled={!active || tabs.creating}
              onClick={() => duplicate(active)}
            />
          </Tooltip>
        </Flex>
      </div>
      <RenameTabModal
        key={renameCount}
        label={renaming?.label ?? null}
        onCancel={() => setRenaming(null)}
        onRename={(label) => {
          if (renaming) void tabs.renameTab(renaming.id, label);
          setRenaming(null);
        }}
      />
    </TabActionsContext.Provider>
  );
}
