import { Flex, Table, theme, Typography } from 'antd';
import type { ReactElement } from 'react';

interface CostEstimateProps {
  rows: readonly Record<string, unknown>[];
  loading: boolean;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * An engine's EXPLAIN answer. A plan given as text (DuckDB's box-drawn physical plan, one value per
 * row) keeps its line breaks and alignment in monospace; rows of several columns (PostgreSQL's
 * cost, rows, width) are a table.
 */
export function CostEstimate({ rows, loading }: CostEstimateProps): ReactElement {
  const { token } = theme.useToken();
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  if (!loading && rows.length > 0 && rows.every((row) => Object.keys(row).length === 1)) {
    return (
      <Flex vertical gap="small" data-testid="cost-plan">
        {rows.map((row, index) => {
          const [key, value] = Object.entries(row)[0]!;
          return (
            <figure key={index} style={{ margin: 0 }}>
              <Typography.Text type="secondary" strong>
                <figcaption>{key}</figcaption>
              </Typography.Text>
              <pre
                // Scrollable, so keyboard users can reach a plan wider than the dialog.
                tabIndex={0}
                style={{
                  margin: 0,
                  padding: token.paddingSM,
                  overflow: 'auto',
                  maxHeight: '60vh',
                  whiteSpace: 'pre',
                  fontFamily: token.fontFamilyCode,
                  fontSize: token.fontSizeSM,
                  lineHeight: 1.3,
                  background: token.colorFillQuaternary,
                  borderRadius: token.borderRadius,
                }}
              >
                {text(value)}
              </pre>
            </figure>
          );
        })}
      </Flex>
    );
  }
  return (
    <Table
      size="small"
      loading={loading}
      pagination={false}
      columns={keys.map((key) => ({
        key,
        dataIndex: key,
        title: key,
        render: (value: unknown) => (
          <span style={{ fontFamily: token.fontFamilyCode, whiteSpace: 'pre' }}>{text(value)}</span>
        ),
      }))}
      dataSource={rows.map((row, index) => ({ ...row, key: index }))}
    />
  );
}
