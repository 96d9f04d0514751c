import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { theme } from 'antd';
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { cellText, nextSort, sortedRowIndexes, type ColumnSort } from '../state/sortRows';

interface ResultsGridProps {
  columns: readonly string[];
  rows: readonly Record<string, unknown>[];
  height: number;
}

const ROW_HEIGHT = 28;
const COLUMN_WIDTH = 160;
const OVERSCAN = 10;

/** A virtualized results table: only the visible rows are in the DOM, so 100,000 rows scroll smoothly. */
export function ResultsGrid({ columns, rows, height }: ResultsGridProps): ReactElement {
  const { token } = theme.useToken();
  const scroller = useRef<HTMLDivElement>(null);
  const [sort, setSort] = useState<ColumnSort | null>(null);
  const order = useMemo(() => sortedRowIndexes(rows, sort), [rows, sort]);
  const virtualizer = useVirtualizer({
    count: order.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: columns.length * COLUMN_WIDTH, height },
  });
  const width = columns.length * COLUMN_WIDTH;
  const cell = {
    width: COLUMN_WIDTH,
    padding: '0 8px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  } as const;

  return (
    <div
      ref={scroller}
      role="table"
      aria-rowcount={rows.length + 1}
      style={{ height, overflow: 'auto', position: 'relative', fontSize: token.fontSizeSM }}
    >
      <div
        role="row"
        style={{
          display: 'flex',
          position: 'sticky',
          top: 0,
          zIndex: 1,
          width,
          height: ROW_HEIGHT,
          lineHeight: `${ROW_HEIGHT}px`,
          background: token.colorFillAlter,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          fontWeight: 600,
        }}
      >
        {columns.map((column) => {
          const direction = sort?.column === column ? sort.direction : undefined;
          return (
            <div
              key={column}
              role="columnheader"
              aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
              tabIndex={0}
              style={{ ...cell, cursor: 'pointer', whiteSpace: 'nowrap', flex: 'none' }}
              onClick={() => setSort((current) => nextSort(current, column))}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setSort((current) => nextSort(current, column));
              }}
            >
              {column} {direction === 'asc' && <ArrowUpOutlined />}
              {direction === 'desc' && <ArrowDownOutlined />}
            </div>
          );
        })}
      </div>
      <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[order[item.index]!]!;
          return (
            <div
              key={item.key}
              role="row"
              style={{
                display: 'flex',
                position: 'absolute',
                top: 0,
                left: 0,
                width,
                height: ROW_HEIGHT,
                lineHeight: `${ROW_HEIGHT}px`,
                transform: `translateY(${item.start}px)`,
                borderBottom: `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              {columns.map((column) => (
                <div key={column} role="cell" style={{ ...cell, whiteSpace: 'nowrap', flex: 'none' }}>
                  {cellText(row[column])}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
