import { Typography } from 'antd';
import type { ReactElement } from 'react';

interface PageTitleProps {
  title: string;
}

/** The page heading; also the whole content of pages whose feature is not built yet. */
export function PageTitle({ title }: PageTitleProps): ReactElement {
  return (
    <Typography.Title level={2} style={{ marginTop: 0 }}>
      {title}
    </Typography.Title>
  );
}
