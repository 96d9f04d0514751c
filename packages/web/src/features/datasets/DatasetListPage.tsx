import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';

/** The dataset list. */
export function DatasetListPage(): ReactElement {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.datasets')} />;
}
