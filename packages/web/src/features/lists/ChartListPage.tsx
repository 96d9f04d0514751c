import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';

/** The chart list. */
export function ChartListPage(): ReactElement {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.charts')} />;
}
