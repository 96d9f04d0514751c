import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Flex, Tooltip, theme } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardListItem } from '../../api/dashboardList';

/** "Certified by X — details" for the badge's tooltip, or undefined when the dashboard is not certified. */
export function certificationText(
  t: TFunction,
  dashboard: Pick<DashboardListItem, 'certified_by' | 'certification_details'>,
): string | undefined {
  if (!dashboard.certified_by) return undefined;
  return [t('dashboardList.certifiedBy', { name: dashboard.certified_by }), dashboard.certification_details]
    .filter(Boolean)
    .join(' — ');
}

/** A dashboard's title linked to its page, after the certified badge (with its tooltip) when certified. */
export function DashboardTitle({
  dashboard,
  strong,
}: {
  dashboard: DashboardListItem;
  /** Bold and cut to one line, as a card's title. */
  strong?: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const certified = certificationText(t, dashboard);
  const title = dashboard.dashboard_title ?? '';
  return (
    <Flex align="center" gap={4} style={{ minWidth: 0, maxWidth: '100%' }}>
      {certified && (
        <Tooltip title={certified}>
          <SafetyCertificateOutlined
            aria-label={certified}
            style={{ color: token.colorPrimary, flexShrink: 0 }}
          />
        </Tooltip>
      )}
      <Link
        to={dashboard.url}
        title={title}
        // A card's title is bold and cut to its line; the table's wraps.
        style={
          strong
            ? {
                fontWeight: token.fontWeightStrong,
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }
            : undefined
        }
      >
        {title}
      </Link>
    </Flex>
  );
}
