import {
  ConsoleSqlOutlined,
  DatabaseOutlined,
  HistoryOutlined,
  SaveOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetMyRolesQuery } from '../../api/me';
import { PATHS } from '../../app/paths';
import { canVisit, type AppPath } from '../../app/routeAccess';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { usePermissions } from '../auth/usePermissions';

interface Destination {
  path: AppPath;
  icon: ReactNode;
  title: string;
  description: string;
}

/** The welcome page: the places this user may go, each with what it is for. */
export function HomePage(): ReactElement {
  const { t } = useTranslation();
  const can = usePermissions();
  const { data: me } = useGetMyRolesQuery();
  const name = me?.first_name || me?.username;
  const destinations: Destination[] = [
    {
      path: PATHS.sqlLab,
      icon: <ConsoleSqlOutlined />,
      title: t('nav.sqlLab'),
      description: t('home.cards.sqlLab'),
    },
    {
      path: PATHS.datasets,
      icon: <TableOutlined />,
      title: t('nav.datasets'),
      description: t('home.cards.datasets'),
    },
    {
      path: PATHS.savedQueries,
      icon: <SaveOutlined />,
      title: t('nav.savedQueries'),
      description: t('home.cards.savedQueries'),
    },
    {
      path: PATHS.queryHistory,
      icon: <HistoryOutlined />,
      title: t('nav.queryHistory'),
      description: t('home.cards.queryHistory'),
    },
    {
      path: PATHS.databases,
      icon: <DatabaseOutlined />,
      title: t('nav.databases'),
      description: t('home.cards.databases'),
    },
  ].filter((destination) => canVisit(can, destination.path));

  return (
    <Flex vertical gap="middle">
      <PageTitle title={name ? t('home.welcome', { name }) : t('home.welcomeAnonymous')} />
      {destinations.length === 0 ? (
        <Card>
          <EmptyState
            size="big"
            title={t('home.nothing.title')}
            description={t('home.nothing.description')}
          />
        </Card>
      ) : (
        <>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('home.intro')}
          </Typography.Paragraph>
          <Row gutter={[16, 16]}>
            {destinations.map((destination) => (
              <Col key={destination.path} xs={24} sm={12} xl={8}>
                <Card size="small" style={{ height: '100%' }}>
                  <Flex vertical gap={4}>
                    <Link to={destination.path} style={{ fontSize: 16, fontWeight: 600 }}>
                      <Flex gap="small" align="center">
                        {destination.icon}
                        {destination.title}
                      </Flex>
                    </Link>
                    <Typography.Text type="secondary">{destination.description}</Typography.Text>
                  </Flex>
                </Card>
              </Col>
            ))}
          </Row>
        </>
      )}
    </Flex>
  );
}
