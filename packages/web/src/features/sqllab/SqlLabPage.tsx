import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';

/** The SQL editor. */
export function SqlLabPage(): ReactElement {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.sqlLab')} />;
}
