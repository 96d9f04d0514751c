import { Button, Result } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from './paths';

export function NotFoundPage(): ReactElement {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.subTitle')}
      extra={
        <Link to={PATHS.home}>
          <Button type="primary">{t('notFound.backHome')}</Button>
        </Link>
      }
    />
  );
}
