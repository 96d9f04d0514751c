import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';

/** The dashboard list. */
export function DashboardListPage(): ReactElement {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.dashboards')} />;
}
