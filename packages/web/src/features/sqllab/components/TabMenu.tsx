import { CloseOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { ReactElement, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { sqlLabApi } from '../../../api/sqllab';

/** What a tab's menu can do to that tab (Superset's SqlEditorTabHeader). */
export interface TabMenuProps {
  tabId: number;
  hasOthers: boolean;
  canDuplicate: boolean;
  onClose: () => void;
  onRename: () => void;
  onLeftBarHidden: (hidden: boolean) => void;
  onCloseOthers: () => void;
  onDuplicate: () => void;
}

/** Whether a tab's schema browser is hidden, from its loaded state (never fetching it); undefined until loaded. */
function useLeftBarHidden(tabId: number): boolean | undefined {
  return useAppSelector((state) => {
    const data = sqlLabApi.endpoints.getTabState.select(tabId)(state).data;
    return data ? data.hide_left_bar === true : undefined;
  });
}

function useTabMenuItems(props: TabMenuProps): MenuProps['items'] {
  const { t } = useTranslation();
  const leftBarHidden = useLeftBarHidden(props.tabId);
  const loaded = leftBarHidden !== undefined;
  return [
    { key: 'close', label: t('sqllab.tabMenu.close'), onClick: props.onClose },
    { key: 'rename', label: t('sqllab.tabMenu.rename'), onClick: props.onRename },
    {
      key: 'toggleLeftBar',
      label: leftBarHidden ? t('sqllab.tabMenu.showSchema') : t('sqllab.tabMenu.hideSchema'),
      disabled: !loaded,
      onClick: () => props.onLeftBarHidden(!leftBarHidden),
    },
    {
      key: 'closeOthers',
      label: t('sqllab.tabMenu.closeOthers'),
      disabled: !props.hasOthers,
      onClick: props.onCloseOthers,
    },
    {
      key: 'duplicate',
      label: t('sqllab.tabMenu.duplicate'),
      disabled: !loaded || !props.canDuplicate,
      onClick: props.onDuplicate,
    },
  ];
}

// The menu renders in a portal, yet React bubbles its events through the tab: a click on an item must
// not also select the tab it was opened on.
function keepPortalEventsInside(event: SyntheticEvent): void {
  if (!event.currentTarget.contains(event.target as Node)) event.stopPropagation();
}

/**
 * A tab's title: right-click opens its menu, double-click renames it, its x closes it. The x is for
 * the mouse only (hidden from assistive technology: a tab may not hold a button); the keyboard closes
 * a tab from the tab actions menu.
 */
export function TabTitle(props: TabMenuProps & { label: string }): ReactElement {
  const { t } = useTranslation();
  const items = useTabMenuItems(props);
  return (
    <span onClick={keepPortalEventsInside} onKeyDown={keepPortalEventsInside}>
      <Dropdown menu={{ items }} trigger={['contextMenu']}>
        <span onDoubleClick={props.onRename}>{props.label}</span>
      </Dropdown>
      <CloseOutlined
        aria-hidden
        title={t('sqllab.editor.closeTab')}
        data-testid="close-tab"
        style={{ marginInlineStart: 8, fontSize: 12 }}
        onClick={(event) => {
          // Closing must not also select the tab.
          event.stopPropagation();
          props.onClose();
        }}
      />
    </span>
  );
}

/** The active tab's menu as a button beside the tabs, reachable by keyboard. */
export function TabActionsButton(props: TabMenuProps): ReactElement {
  const { t } = useTranslation();
  const items = useTabMenuItems(props);
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="text" icon={<MoreOutlined />} aria-label={t('sqllab.tabMenu.actions')} />
    </Dropdown>
  );
}
