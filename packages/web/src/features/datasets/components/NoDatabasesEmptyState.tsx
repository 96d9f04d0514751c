import { Button } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { usePermissions } from '../../auth/usePermissions';
import { EmptyState, type EmptyStateSize } from '../../../components/EmptyState/EmptyState';

/**
 * Datasets come from a database's tables, so with none connected the way forward is Databases; a user
 * who may not connect one (Gamma) is told to ask an administrator instead.
 */
export function NoDatabasesEmptyState({ size = 'medium' }: { size?: EmptyStateSize }): ReactElement {
  const { t } = useTranslation();
  const can = usePermissions();
  const canConnect = can('can_write', 'Database');
  return (
    <EmptyState
      size={size}
      title={t('datasets.noDatabases.title')}
      description={t(canConnect ? 'datasets.noDatabases.description' : 'datasets.noDatabases.askAdmin')}
      action={
        canConnect ? (
          <Link to={PATHS.databases}>
            <Button type="primary">{t('datasets.noDatabases.action')}</Button>
          </Link>
        ) : undefined
      }
    />
  );
}
