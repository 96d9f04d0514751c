import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';

/** The query history. */
export function QueryHistoryPage(): ReactElement {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.queryHistory')} />;
}
