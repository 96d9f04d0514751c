import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';

/** The welcome page. */
export function HomePage(): ReactElement {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.home')} />;
}
