import { Spin } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code chunk loads on first navigation. */
export function PageLoading(): ReactElement {
  const { t } = useTranslation();
  return <Spin fullscreen description={t('app.loading')} />;
}
