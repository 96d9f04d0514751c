import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../components/Loading';

/** Shown while a page's code chunk loads on first navigation: the app's spinner, centred on the page. */
export function PageLoading(): ReactElement {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Loading label={t('app.loading')} />
    </div>
  );
}
