import { Alert, Flex, Skeleton } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, httpStatus } from '../../api/errors';
import { useGetSqlLabBootstrapQuery } from '../../api/sqllab';
import { tabsKeptInBrowser } from '../../api/tabStateTransport';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Forbidden } from '../../components/Forbidden';
import { PageTitle } from '../../components/PageTitle';
import { SqlLabTabs } from './components/SqlLabTabs';
import { useMigrateBrowserTabs } from './state/useMigrateBrowserTabs';

/** SQL Lab: the user's editor tabs, kept on the server (or in the browser when persistence is off). */
export function SqlLabPage(): ReactElement {
  const { t } = useTranslation();
  const bootstrap = useGetSqlLabBootstrapQuery(undefined, { refetchOnMountOrArgChange: true });
  const migrating = useMigrateBrowserTabs(bootstrap.data, bootstrap.refetch);
  let body: ReactElement;
  if (httpStatus(bootstrap.error) === 403) body = <Forbidden />;
  else if (bootstrap.error) body = <ErrorPanel subtitle={errorMessage(bootstrap.error, t)} />;
  else if (!bootstrap.data || bootstrap.isFetching || migrating)
    body = <Skeleton active paragraph={{ rows: 10 }} />;
  else body = <SqlLabTabs bootstrap={bootstrap.data} />;
  return (
    <Flex vertical gap="middle">
      <PageTitle title={t('pages.sqlLab')} />
      {bootstrap.data && !bootstrap.isFetching && tabsKeptInBrowser() && (
        <Alert type="info" showIcon title={t('sqllab.editor.tabsInBrowser')} data-testid="tabs-in-browser" />
      )}
      {body}
    </Flex>
  );
}
