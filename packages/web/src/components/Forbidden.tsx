import { Result } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown when the server answers 403 for the data a page needs. */
export function Forbidden(): ReactElement {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('errors.forbidden')}
      subTitle={t('errors.forbiddenText')}
      data-testid="forbidden"
    />
  );
}
