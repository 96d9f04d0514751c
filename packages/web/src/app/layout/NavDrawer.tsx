import { Drawer, Menu, type MenuProps } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** The navigation in a drawer, for narrow screens; loaded the first time it opens. */
export function NavDrawer({
  open,
  onClose,
  items,
  selectedKeys,
}: {
  open: boolean;
  onClose: () => void;
  items: MenuProps['items'];
  selectedKeys: string[];
}): ReactElement {
  const { t } = useTranslation();
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      title={t('app.name')}
      size={280}
      styles={{ body: { padding: 0 } }}
    >
      <Menu
        mode="inline"
        aria-label={t('nav.mainMenu')}
        items={items}
        selectedKeys={selectedKeys}
        onClick={onClose}
        style={{ borderInlineEnd: 'none' }}
      />
    </Drawer>
  );
}
