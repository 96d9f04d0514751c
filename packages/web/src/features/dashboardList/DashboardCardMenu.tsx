import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowActionHandlers } from '../../components/ListView';

/** A dashboard card's ⋯ menu (Superset's DashboardCard): Edit and Delete, for those who may. */
export function DashboardCardMenu({
  name,
  actions,
}: {
  name: string;
  actions: RowActionHandlers;
}): ReactElement {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [];
  if (actions.onEdit) {
    items.push({
      key: 'edit',
      icon: <EditOutlined />,
      label: t('list.edit'),
      disabled: actions.editDisabledReason !== undefined,
      title: actions.editDisabledReason,
    });
  }
  items.push({ key: 'delete', icon: <DeleteOutlined />, label: t('list.delete'), danger: true });
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'edit') actions.onEdit?.();
    else if (key === 'delete') actions.onDelete();
  };
  const label = t('dashboardList.moreActions', { name });
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" size="small" aria-label={label} title={label} icon={<MoreOutlined />} />
    </Dropdown>
  );
}
