import { Button } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { EmptyState, type EmptyStateSize } from '../../../components/EmptyState/EmptyState';

/** Datasets come from a database's tables, so with none connected the way forward is Databases. */
export function NoDatabasesEmptyState({ size = 'medium' }: { size?: EmptyStateSize }): ReactElement {
  const { t } = useTranslation();
  return (
    <EmptyState
      size={size}
      title={t('datasets.noDatabases.title')}
      description={t('datasets.noDatabases.description')}
      action={
        <Link to={PATHS.databases}>
          <Button type="primary">{t('datasets.noDatabases.action')}</Button>
        </Link>
      }
    />
  );
}
