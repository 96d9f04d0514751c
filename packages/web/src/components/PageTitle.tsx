import { Typography } from 'antd';
import type { ReactElement } from 'react';

interface PageTitleProps {
  title: string;
}

/** The page heading. A page is never only this: one with nothing behind it yet shows an EmptyState too. */
export function PageTitle({ title }: PageTitleProps): ReactElement {
  return (
    <Typography.Title level={2} style={{ marginTop: 0 }}>
      {title}
    </Typography.Title>
  );
}
