import { Empty, Flex, Typography } from 'antd';
import type { ReactElement, ReactNode } from 'react';

export type EmptyStateSize = 'small' | 'medium' | 'big';

interface EmptyStateProps {
  size?: EmptyStateSize;
  title: string;
  description?: ReactNode;
  /** A button or link that gets the user out of the empty state. */
  action?: ReactNode;
  /** Defaults to antd's simple empty picture; `null` shows none. */
  image?: ReactNode;
}

const TITLE_LEVEL: Record<EmptyStateSize, 4 | 5> = { small: 5, medium: 5, big: 4 };
const IMAGE_HEIGHT: Record<EmptyStateSize, number> = { small: 40, medium: 64, big: 96 };

/** Spec 001 §2's empty-state panel: optional image, a title, a description and an action. */
export function EmptyState({
  size = 'medium',
  title,
  description,
  action,
  image,
}: EmptyStateProps): ReactElement {
  return (
    <Flex vertical align="center" gap="small" style={{ padding: size === 'small' ? 8 : 24 }}>
      {image !== null && (
        <div style={{ height: IMAGE_HEIGHT[size] }}>{image ?? Empty.PRESENTED_IMAGE_SIMPLE}</div>
      )}
      <Typography.Title level={TITLE_LEVEL[size]} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {description && (
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {description}
        </Typography.Text>
      )}
      {action}
    </Flex>
  );
}
