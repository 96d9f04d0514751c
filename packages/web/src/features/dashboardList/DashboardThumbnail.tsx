import { DashboardOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

const HEIGHT = 120;

/**
 * A dashboard card's cover: the server's thumbnail when it has one, otherwise (none yet, or the
 * image failed to load) a neutral panel with the dashboard icon, never a broken image.
 */
export function DashboardThumbnail({ url, name }: { url: string | null; name: string }): ReactElement {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // Remembers which address failed, so a new thumbnail address is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const frame = {
    height: HEIGHT,
    width: '100%',
    background: token.colorFillQuaternary,
    borderRadius: token.borderRadius,
  };
  if (url && url !== failedUrl) {
    return (
      <img
        src={url}
        alt={t('dashboardList.thumbnail', { name })}
        loading="lazy"
        onError={() => setFailedUrl(url)}
        style={{ ...frame, objectFit: 'cover', display: 'block' }}
      />
    );
  }
  return (
    <Flex
      justify="center"
      align="center"
      role="img"
      aria-label={t('dashboardList.noThumbnail', { name })}
      data-testid="dashboard-thumbnail-placeholder"
      style={frame}
    >
      <DashboardOutlined style={{ fontSize: 40, color: token.colorTextQuaternary }} />
    </Flex>
  );
}
