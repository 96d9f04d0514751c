import { Button, Flex } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { canVisit } from '../../app/routeAccess';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { usePermissions } from '../auth/usePermissions';

/**
 * "No charts yet" and what this user can do about it: create a dataset, open SQL Lab, or (when they
 * may do neither) ask for access. Only actions the user holds the permission for are offered.
 */
export function StartHereEmptyState({ title }: { title: string }): ReactElement {
  const { t } = useTranslation();
  const can = usePermissions();
  const canCreateDataset = canVisit(can, PATHS.datasetAdd);
  const canQuery = canVisit(can, PATHS.sqlLab);
  const description = canCreateDataset
    ? t(canQuery ? 'start.canBuild' : 'start.canBuildNoSql')
    : canQuery
      ? t('start.canQuery')
      : t('start.askForAccess');
  const actions = (
    <Flex gap="small" wrap justify="center">
      {canCreateDataset && (
        <Link to={PATHS.datasetAdd}>
          <Button type="primary">{t('start.createDataset')}</Button>
        </Link>
      )}
      {canQuery && (
        <Link to={PATHS.sqlLab}>
          <Button>{t('start.openSqlLab')}</Button>
        </Link>
      )}
    </Flex>
  );
  return (
    <EmptyState
      size="big"
      title={title}
      description={description}
      action={canCreateDataset || canQuery ? actions : undefined}
    />
  );
}
