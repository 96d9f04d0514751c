import { Flex, Skeleton } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, httpStatus } from '../../api/errors';
import { useGetSqlLabBootstrapQuery } from '../../api/sqllab';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Forbidden } from '../../components/Forbidden';
import { PageTitle } from '../../components/PageTitle';
import { SqlLabTabs } from './components/SqlLabTabs';

/** SQL Lab: the user's editor tabs, as the server keeps them. */
export function SqlLabPage(): ReactElement {
  const { t } = useTranslation();
  const bootstrap = useGetSqlLabBootstrapQuery(undefined, { refetchOnMountOrArgChange: true });
  let body: ReactElement;
  if (httpStatus(bootstrap.error) === 403) body = <Forbidden />;
  else if (bootstrap.error) body = <ErrorPanel subtitle={errorMessage(bootstrap.error, t)} />;
  else if (!bootstrap.data || bootstrap.isFetching) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else body = <SqlLabTabs bootstrap={bootstrap.data} />;
  return (
    <Flex vertical gap="middle">
      <PageTitle title={t('pages.sqlLab')} />
      {body}
    </Flex>
  );
}
