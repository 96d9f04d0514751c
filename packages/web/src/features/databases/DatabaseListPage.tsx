import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';

/** The database list. */
export function DatabaseListPage(): ReactElement {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.databases')} />;
}
