import { Space, Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { User } from '../../../api/users';
import { FROM_SMALL, FROM_TABLET, type ListColumn, type ListFilterDef } from '../../../components/ListView';

const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

function formatDateTime(value: string | null | undefined, t: TFunction): string {
  return value ? dayjs(value).format(DATE_TIME_FORMAT) : t('security.users.never');
}

export function userColumns(t: TFunction): ListColumn<User>[] {
  return [
    { key: 'first_name', title: t('security.users.firstName'), sortable: true, responsive: FROM_TABLET },
    { key: 'last_name', title: t('security.users.lastName'), sortable: true, responsive: FROM_TABLET },
    { key: 'username', title: t('security.users.username'), sortable: true },
    { key: 'email', title: t('security.users.email'), sortable: true, responsive: FROM_SMALL },
    {
      key: 'active',
      title: t('security.users.active'),
      sortable: true,
      render: (user) =>
        user.active ? <Tag color="green">{t('form.yes')}</Tag> : <Tag color="default">{t('form.no')}</Tag>,
    },
    {
      key: 'roles',
      title: t('security.users.roles'),
      render: (user) => (
        <Space size={[0, 4]} wrap>
          {user.roles.map((role) => (
            <Tag key={role.id}>{role.name}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'created_on',
      title: t('security.users.createdOn'),
      responsive: FROM_TABLET,
      sortable: true,
      render: (user) => formatDateTime(user.created_on, t),
    },
    {
      key: 'last_login',
      title: t('security.users.lastLogin'),
      responsive: FROM_TABLET,
      sortable: true,
      render: (user) => formatDateTime(user.last_login, t),
    },
  ];
}

export function userFilters(t: TFunction): ListFilterDef[] {
  return [
    {
      kind: 'search',
      id: 'username',
      column: 'username',
      label: t('security.users.searchLabel'),
      placeholder: t('security.users.searchPlaceholder'),
    },
    { kind: 'related', id: 'roles', column: 'roles', label: t('security.users.roles'), operator: 'rel_m_m' },
    {
      kind: 'select',
      id: 'active',
      column: 'active',
      label: t('security.users.active'),
      operator: 'eq',
      options: [
        { label: t('form.yes'), value: true },
        { label: t('form.no'), value: false },
      ],
    },
  ];
}
