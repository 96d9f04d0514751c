import { Card, Flex } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { StartHereEmptyState } from './StartHereEmptyState';

/** The dashboard list: no dashboard can be made yet, so it says so and what the user can do instead. */
export function DashboardListPage(): ReactElement {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="middle">
      <PageTitle title={t('pages.dashboards')} />
      <Card>
        <StartHereEmptyState title={t('start.dashboards.title')} />
      </Card>
    </Flex>
  );
}
