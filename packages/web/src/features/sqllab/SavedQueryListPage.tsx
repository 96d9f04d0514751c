import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';

/** The saved query list. */
export function SavedQueryListPage(): ReactElement {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.savedQueries')} />;
}
