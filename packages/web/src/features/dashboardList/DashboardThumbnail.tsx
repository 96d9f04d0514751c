import { DashboardOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useThumbnail } from './useThumbnail';

const HEIGHT = 120;

/**
 * A dashboard card's cover: the server's thumbnail once it has drawn it, otherwise (none, still
 * being drawn, or it failed) a neutral panel with the dashboard icon, never a broken image.
 */
export function DashboardThumbnail({ url, name }: { url: string | null; name: string }): ReactElement {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const src = useThumbnail(url);
  // Remembers which picture failed to decode, so a new one is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = {
    height: HEIGHT,
    width: '100%',
    background: token.colorFillQuaternary,
    borderRadius: token.borderRadius,
  };
  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt={t('dashboardList.thumbnail', { name })}
        onError={() => setFailedSrc(src)}
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
