import { Input, Pagination, theme } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cellBar } from '../tabular/cellBars';
import { cellBackgroundColor } from '../tabular/conditionalFormatting';
import { translateText } from '../i18n';
import type { ChartComponentProps } from '../types';
import {
  moveColumn,
  nextSort,
  orderColumns,
  pageRows,
  pageSizeChoices,
  searchRows,
  sortRows,
  type SortState,
} from './rowView';
import type { TableColumn, TableProps, TableRow } from './transformProps';

type Selection = { key: string; value: unknown } | null;

function ariaSort(sort: SortState | null, key: string): 'ascending' | 'descending' | 'none' {
  if (sort?.key !== key) return 'none';
  return sort.desc ? 'descending' : 'ascending';
}

function sortMark(sort: SortState | null, key: string): string {
  if (sort?.key !== key) return '↕';
  return sort.desc ? '↓' : '↑';
}

/**
 * Superset's Table chart: sortable headers, optional search box and client pagination, cell bars,
 * conditional formatting colours, per-column width/alignment/format, and a summary row. Group-by
 * cells of an aggregate table emit a cross-filter when the host listens.
 */
export default function TableChart({ props, width, height, hooks, title }: ChartComponentProps<TableProps>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { rows, totals, includeSearch, colorFormatters } = props;
  // allow_rearrange_columns: the viewer's own order (by key), not saved, as Superset.
  const [order, setOrder] = useState<string[] | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const columns = useMemo(() => orderColumns(props.columns, order), [props.columns, order]);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);
  const [pageSize, setPageSize] = useState(props.pageLength);
  const [pageIndex, setPageIndex] = useState(0);
  const [selection, setSelection] = useState<Selection>(null);
  const serverPaged = props.serverRowCount !== null;

  const visibleRows = useMemo(
    () => sortRows(searchRows(rows, columns, search), sort),
    [rows, columns, search, sort],
  );
  // Server pagination: the answer already is one page; the client does not page it again.
  const shownRows = serverPaged ? visibleRows : pageRows(visibleRows, pageIndex, pageSize);
  const crossFilter = props.emitCrossFilters && hooks?.setDataMask ? hooks.setDataMask : undefined;

  const toggleFilter = (column: TableColumn, value: unknown) => {
    if (!crossFilter) return;
    const same = selection?.key === column.key && selection.value === value;
    setSelection(same ? null : { key: column.key, value });
    crossFilter(
      same
        ? { extraFormData: { filters: [] }, filterState: { value: null, filters: null } }
        : {
            extraFormData: { filters: [{ col: column.key, op: 'IN', val: [value] }] },
            filterState: { value: [[value]], filters: { [column.key]: [value] } },
          },
    );
  };

  const text = (english: string) => translateText(t, english);
  const showPager = !serverPaged && pageSize > 0 && visibleRows.length > pageSize;
  const showPageSize = !serverPaged && props.pageLength > 0;

  return (
    <div
      data-testid="table-chart"
      style={{ width, height, display: 'flex', flexDirection: 'column', gap: token.paddingXS }}
    >
      {(includeSearch || showPageSize) && (
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: token.padding }}>
          {showPageSize ? (
            <label>
              {text('Show')}{' '}
              <select
                value={pageSize}
                onChange={(event) => {
                  setPageSize(Number(event.target.value));
                  setPageIndex(0);
                }}
              >
                <option value={0}>{text('All')}</option>
                {pageSizeChoices(props.pageLength).map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>{' '}
              {text('entries')}
            </label>
          ) : (
            <span />
          )}
          {includeSearch && (
            <Input.Search
              allowClear
              aria-label={text('Search')}
              placeholder={`${visibleRows.length} ${text('records...')}`}
              style={{ maxWidth: 240 }}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPageIndex(0);
              }}
            />
          )}
        </div>
      )}
      <div style={{ flex: 1, overflow: 'auto', minHeight: 0 }}>
        <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: token.fontSizeSM }}>
          {title && <caption style={{ captionSide: 'top', textAlign: 'left' }}>{title}</caption>}
          <thead style={{ position: 'sticky', top: 0, background: token.colorBgContainer }}>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={ariaSort(sort, column.key)}
                  draggable={props.allowRearrangeColumns}
                  onDragStart={props.allowRearrangeColumns ? () => setDragged(column.key) : undefined}
                  onDragOver={props.allowRearrangeColumns ? (event) => event.preventDefault() : undefined}
                  onDrop={
                    props.allowRearrangeColumns
                      ? () => {
                          if (dragged) setOrder(moveColumn(columns, dragged, column.key));
                          setDragged(null);
                        }
                      : undefined
                  }
                  style={{
                    textAlign: column.align,
                    width: column.config.columnWidth,
                    minWidth: column.config.columnWidth,
                    padding: token.paddingXXS,
                    borderBottom: `1px solid ${token.colorBorder}`,
                    whiteSpace: 'nowrap',
                  }}
                >
                  <button
                    type="button"
                    onClick={() => {
                      setSort(nextSort(sort, column));
                      setPageIndex(0);
                    }}
                    style={{
                      all: 'unset',
                      cursor: 'pointer',
                      fontWeight: token.fontWeightStrong,
                    }}
                  >
                    {column.label}{' '}
                    <span aria-hidden="true" style={{ color: token.colorTextTertiary }}>
                      {sortMark(sort, column.key)}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shownRows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {columns.map((column) => (
                  <Cell
                    key={column.key}
                    column={column}
                    row={row}
                    background={cellBackgroundColor(colorFormatters, column.key, row[column.key])}
                    selected={selection?.key === column.key && selection.value === row[column.key]}
                    onSelect={crossFilter && column.isGroupby ? toggleFilter : undefined}
                    padding={token.paddingXXS}
                    border={token.colorBorderSecondary}
                  />
                ))}
              </tr>
            ))}
            {shownRows.length === 0 && (
              <tr>
                <td colSpan={Math.max(columns.length, 1)} style={{ textAlign: 'center' }}>
                  {text('No records found')}
                </td>
              </tr>
            )}
          </tbody>
          {totals && (
            <tfoot>
              <tr style={{ fontWeight: token.fontWeightStrong }}>
                {columns.map((column, index) => {
                  const hasTotal = column.isMetric || column.isPercentMetric;
                  const cellStyle: CSSProperties = {
                    textAlign: column.align,
                    padding: token.paddingXXS,
                    borderTop: `1px solid ${token.colorBorder}`,
                  };
                  if (index === 0 && !hasTotal) {
                    return (
                      <th key={column.key} scope="row" style={cellStyle}>
                        {text('Summary')}
                      </th>
                    );
                  }
                  return (
                    <td key={column.key} style={cellStyle}>
                      {hasTotal ? column.format(totals[column.key]) : ''}
                    </td>
                  );
                })}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {showPager && (
        <Pagination
          size="small"
          align="end"
          current={pageIndex + 1}
          pageSize={pageSize}
          total={visibleRows.length}
          showSizeChanger={false}
          onChange={(page) => setPageIndex(page - 1)}
        />
      )}
    </div>
  );
}

interface CellProps {
  column: TableColumn;
  row: TableRow;
  background: string | undefined;
  selected: boolean;
  onSelect: ((column: TableColumn, value: unknown) => void) | undefined;
  padding: number;
  border: string;
}

function Cell({ column, row, background, selected, onSelect, padding, border }: CellProps) {
  const value = row[column.key];
  const bar =
    column.barRange && typeof value === 'number'
      ? cellBar(value, column.barRange, column.alignPositiveNegative, column.colorPositiveNegative)
      : null;
  const style: CSSProperties = {
    position: 'relative',
    textAlign: column.align,
    padding,
    borderBottom: `1px solid ${border}`,
    background: selected ? 'rgba(32,167,201,0.2)' : background,
    whiteSpace: column.config.truncateLongCells ? 'nowrap' : undefined,
    overflow: column.config.truncateLongCells ? 'hidden' : undefined,
    textOverflow: column.config.truncateLongCells ? 'ellipsis' : undefined,
    maxWidth: column.config.truncateLongCells ? column.config.columnWidth : undefined,
  };
  const select = onSelect ? () => onSelect(column, value) : undefined;
  const text = column.format(value);
  return (
    <td style={style}>
      {bar && (
        <div
          data-testid="cell-bar"
          aria-hidden="true"
          style={{
            position: 'absolute',
            top: 1,
            bottom: 1,
            left: `${bar.offset}%`,
            width: `${bar.width}%`,
            background: bar.background,
          }}
        />
      )}
      {select ? (
        // A button inside the cell keeps the table's semantics and is reachable by keyboard.
        <button
          type="button"
          aria-pressed={selected}
          onClick={select}
          style={{ all: 'unset', position: 'relative', cursor: 'pointer' }}
        >
          {text}
        </button>
      ) : (
        <span style={{ position: 'relative' }}>{text}</span>
      )}
    </td>
  );
}
