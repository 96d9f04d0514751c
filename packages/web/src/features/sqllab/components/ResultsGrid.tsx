import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { theme } from 'antd';
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { cellText, nextSort, sortedRowIndexes, type ColumnSort } from '../state/sortRows';

interface ResultsGridProps {
  columns: readonly string[];
  rows: readonly Record<string, unknown>[];
  /** A fixed height; without one the grid fills the height its flex parent gives it. */
  height?: number;
  /** Columns shown right-aligned, as numbers are. */
  numericColumns?: ReadonlySet<string>;
}

/** Before the grid is measured (and where nothing is laid out), it counts on this height. */
const ASSUMED_HEIGHT = 360;

const ROW_HEIGHT = 28;
const COLUMN_WIDTH = 160;
const OVERSCAN = 10;

/**
 * How many row elements the grid cycles through: the most rows a `height`-tall view shows (one more
 * when rows are cut at both edges) plus the overscan on each side, or more if more are shown.
 */
export function slotCount(height: number, shown: number): number {
  return Math.max(shown, Math.ceil(height / ROW_HEIGHT) + 1 + 2 * OVERSCAN);
}

/**
 * The React key of the element showing row `index`. Keyed by slot rather than by row, an element
 * that scrolls out is handed to a row that scrolls in: a jump of thousands of rows (dragging the
 * scroll bar) rewrites the cells' text instead of removing and creating every row and its styled
 * cells. Consecutive rows, up to `slots` of them, always get distinct keys. The slot count stays the
 * same while scrolling (the number of rows shown changes by one as rows are cut at the edges), so
 * keys do not all change at once.
 */
export function rowSlot(index: number, slots: number): number {
  return index % slots;
}

/** A virtualized results table: only the visible rows are in the DOM, so 100,000 rows scroll smoothly. */
export function ResultsGrid({ columns, rows, height, numericColumns }: ResultsGridProps): ReactElement {
  const { token } = theme.useToken();
  const scroller = useRef<HTMLDivElement>(null);
  const [sort, setSort] = useState<ColumnSort | null>(null);
  // Unsorted rows are shown in their own order: no index array of 100,000 entries to build.
  const order = useMemo(() => (sort ? sortedRowIndexes(rows, sort) : null), [rows, sort]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: columns.length * COLUMN_WIDTH, height: height ?? ASSUMED_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const slots = slotCount(height ?? (virtualizer.scrollRect?.height || ASSUMED_HEIGHT), items.length);
  // Columns share the pane's width when they fit in it, and scroll sideways when they do not.
  const width = columns.length * COLUMN_WIDTH;
  const cell = {
    flex: '1 0 0',
    minWidth: COLUMN_WIDTH,
    padding: '0 8px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  } as const;
  const align = (column: string): 'right' | 'left' => (numericColumns?.has(column) ? 'right' : 'left');

  return (
    <div
      ref={scroller}
      role="table"
      aria-rowcount={rows.length + 1}
      data-testid="results-grid"
      style={{
        ...(height === undefined ? { flex: '1 1 0', minHeight: 120 } : { height }),
        overflow: 'auto',
        position: 'relative',
        fontSize: token.fontSizeSM,
      }}
    >
      <div
        role="row"
        aria-rowindex={1}
        style={{
          display: 'flex',
          position: 'sticky',
          top: 0,
          zIndex: 1,
          width,
          minWidth: '100%',
          height: ROW_HEIGHT,
          lineHeight: `${ROW_HEIGHT}px`,
          // The fill is translucent: over an opaque base, rows scrolling under the header stay hidden.
          backgroundColor: token.colorBgLayout,
          backgroundImage: `linear-gradient(${token.colorFillAlter}, ${token.colorFillAlter})`,
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
              style={{ ...cell, cursor: 'pointer', textAlign: align(column) }}
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
      <div style={{ height: virtualizer.getTotalSize(), width, minWidth: '100%', position: 'relative' }}>
        {items.map((item) => {
          const row = rows[order ? order[item.index]! : item.index]!;
          return (
            <div
              key={rowSlot(item.index, slots)}
              role="row"
              aria-rowindex={item.index + 2}
              style={{
                display: 'flex',
                position: 'absolute',
                top: 0,
                left: 0,
                width,
                minWidth: '100%',
                height: ROW_HEIGHT,
                lineHeight: `${ROW_HEIGHT}px`,
                transform: `translateY(${item.start}px)`,
                borderBottom: `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              {columns.map((column) => (
                <div key={column} role="cell" style={{ ...cell, textAlign: align(column) }}>
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
