import { Empty, Flex, theme } from 'antd';
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

const TITLE_TAG: Record<EmptyStateSize, 'h4' | 'h5'> = { small: 'h5', medium: 'h5', big: 'h4' };
const IMAGE_HEIGHT: Record<EmptyStateSize, number> = { small: 40, medium: 64, big: 96 };

/** Spec 001 §2's empty-state panel: optional image, a title, a description and an action. */
export function EmptyState({
  size = 'medium',
  title,
  description,
  action,
  image,
}: EmptyStateProps): ReactElement {
  // Plain headings in antd's heading style: antd's Typography would add its chunk to every page that
  // can be empty (the dashboard among them).
  const { token } = theme.useToken();
  const Title = TITLE_TAG[size];
  return (
    <Flex vertical align="center" gap="small" style={{ padding: size === 'small' ? 8 : 24 }}>
      {image !== null && (
        <div style={{ height: IMAGE_HEIGHT[size] }}>{image ?? Empty.PRESENTED_IMAGE_SIMPLE}</div>
      )}
      <Title
        style={{
          margin: 0,
          fontSize: size === 'big' ? token.fontSizeHeading4 : token.fontSizeHeading5,
          fontWeight: token.fontWeightStrong,
          color: token.colorTextHeading,
          lineHeight: 1.5,
        }}
      >
        {title}
      </Title>
      {description && (
        <span style={{ textAlign: 'center', color: token.colorTextSecondary }}>{description}</span>
      )}
      {action}
    </Flex>
  );
}
