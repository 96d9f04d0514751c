import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState/EmptyState';

/** "No dashboards yet" and what to do next: create one (when the user may), or open the example charts. */
export function DashboardListEmptyState({
  canCreate,
  creating,
  onCreate,
}: {
  canCreate: boolean;
  creating: boolean;
  onCreate: () => void;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <EmptyState
      size="big"
      title={t('dashboardList.empty.title')}
      description={t(canCreate ? 'dashboardList.empty.canCreate' : 'dashboardList.empty.cannotCreate')}
      action={
        <Flex gap="small" wrap justify="center">
          {canCreate && (
            <Button type="primary" icon={<PlusOutlined />} loading={creating} onClick={onCreate}>
              {t('dashboardList.add')}
            </Button>
          )}
          <Link to={PATHS.charts}>
            <Button>{t('dashboardList.empty.openCharts')}</Button>
          </Link>
        </Flex>
      }
    />
  );
}
