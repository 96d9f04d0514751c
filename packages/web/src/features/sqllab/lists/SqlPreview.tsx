import { Popover, Typography } from 'antd';
import type { ReactElement } from 'react';

const PREVIEW_CHARS = 80;

/** The first line(s) of a query, with the whole text in a popover so long SQL stays readable. */
export function SqlPreview({ sql }: { sql: string | null | undefined }): ReactElement | null {
  if (!sql) return null;
  const flat = sql.replace(/\s+/g, ' ').trim();
  const short = flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS)}…` : flat;
  return (
    <Popover
      content={
        <pre style={{ maxWidth: 600, maxHeight: 400, overflow: 'auto', margin: 0, whiteSpace: 'pre-wrap' }}>
          {sql}
        </pre>
      }
    >
      <Typography.Text code style={{ cursor: 'pointer' }} data-testid="sql-preview">
        {short}
      </Typography.Text>
    </Popover>
  );
}
