import { BulbOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGOUT_URL } from '../../api/auth';
import { useThemeMode } from '../theme/themeMode';

interface UserMenuProps {
  username: string;
  /** Leaving the app is a full navigation; injectable so tests can observe it. */
  onLogout?: () => void;
}

function navigateToLogout(): void {
  window.location.assign(LOGOUT_URL);
}

/** Username, theme switch and logout. */
export function UserMenu({ username, onLogout = navigateToLogout }: UserMenuProps): ReactElement {
  const { t } = useTranslation();
  const { mode, onToggle } = useThemeMode();
  const items: MenuProps['items'] = [
    { key: 'user', type: 'group', label: username },
    {
      key: 'theme',
      icon: <BulbOutlined />,
      label: mode === 'dark' ? t('nav.lightTheme') : t('nav.darkTheme'),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('nav.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'theme') onToggle();
    if (key === 'logout') onLogout();
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" icon={<UserOutlined />} aria-label={t('nav.userMenu')} data-testid="user-menu">
        {username}
      </Button>
    </Dropdown>
  );
}
