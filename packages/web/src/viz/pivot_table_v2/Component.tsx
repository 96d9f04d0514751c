import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateText } from '../i18n';
import type { ChartComponentProps } from '../types';
import { headerCell, type AxisItem } from './pivot';
import type { PivotAttribute, PivotTableProps } from './transformProps';

function headerText(attr: PivotAttribute | undefined, value: unknown): string {
  return attr ? attr.format(value) : String(value);
}

/**
 * Superset's pivot table: nested column headers (one header row per column level, then the row
 * levels' names), nested row headers spanning their groups, subtotal rows and columns, the total
 * column and row. Header cells carry scope (col/colgroup, row/rowgroup) so each value is announced
 * with its row and column.
 */
export default function PivotTableChart({
  props,
  width,
  height,
  title,
}: ChartComponentProps<PivotTableProps>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { rowAttrs, colAttrs, rowItems, colItems, rowTotals, colTotals, cell } = props;
  const text = (english: string) => translateText(t, english);
  const attrLabel = (attr: PivotAttribute) => (attr.isMetric ? text(attr.label) : attr.label);
  const totalLabel = `${text('Total')} (${text(props.aggregateFunction)})`;
  const R = rowAttrs.length;
  const C = colAttrs.length;
  // The column naming each column level sits between the row headers and the values (Superset).
  const axis = C > 0 ? 1 : 0;

  const border = `1px solid ${token.colorBorderSecondary}`;
  const th: CSSProperties = {
    padding: token.paddingXXS,
    border,
    background: token.colorFillQuaternary,
    fontWeight: token.fontWeightStrong,
    textAlign: 'left',
    whiteSpace: 'nowrap',
  };
  const td: CSSProperties = { padding: token.paddingXXS, border, textAlign: 'right', whiteSpace: 'nowrap' };
  const subtotalStyle: CSSProperties = { ...td, fontWeight: token.fontWeightStrong };

  const headerRows: ReactNode[] = colAttrs.map((attr, level) => (
    <tr key={`col-${level}`}>
      {level === 0 && R > 0 && <td colSpan={R} rowSpan={C} style={{ border }} />}
      <th scope="row" style={th}>
        {attrLabel(attr)}
      </th>
      {colItems.map((item, index) => {
        const header = headerCell(colItems, index, level, C);
        if (header.kind === 'covered') return null;
        if (header.kind === 'subtotal') {
          return (
            <th key={index} scope="col" rowSpan={header.crossSpan} style={th}>
              {text('Subtotal')}
            </th>
          );
        }
        return (
          <th
            key={index}
            scope={header.span > 1 || level < C - 1 ? 'colgroup' : 'col'}
            colSpan={header.span}
            style={th}
          >
            {headerText(attr, header.value)}
          </th>
        );
      })}
      {level === 0 && rowTotals && (
        <th scope="col" rowSpan={C + (R > 0 ? 1 : 0)} style={th}>
          {totalLabel}
        </th>
      )}
    </tr>
  ));

  const labelRow =
    R > 0 ? (
      <tr key="row-labels">
        {rowAttrs.map((attr, level) => (
          <th key={attr.key} scope="col" colSpan={level === R - 1 ? 1 + axis : 1} style={th}>
            {attrLabel(attr)}
          </th>
        ))}
        {colItems.length > 0 && <td colSpan={colItems.length} style={{ border }} />}
        {C === 0 && rowTotals && (
          <th scope="col" style={th}>
            {totalLabel}
          </th>
        )}
      </tr>
    ) : null;

  const valueCells = (rowPath: AxisItem['path'], subtotalRow: boolean) => [
    ...colItems.map((colItem, index) => {
      const { text: value, background } = cell(rowPath, colItem.path);
      const style = subtotalRow || colItem.subtotal ? subtotalStyle : td;
      return (
        <td key={index} style={background ? { ...style, background } : style}>
          {value}
        </td>
      );
    }),
    rowTotals ? (
      <td key="total" style={subtotalStyle}>
        {cell(rowPath, []).text}
      </td>
    ) : null,
  ];

  const bodyRows = rowItems.map((item, rowIndex) => (
    <tr key={rowIndex}>
      {rowAttrs.map((attr, level) => {
        const header = headerCell(rowItems, rowIndex, level, R);
        if (header.kind === 'covered') return null;
        if (header.kind === 'subtotal') {
          return (
            <th key={attr.key} scope="row" colSpan={header.crossSpan + axis} style={th}>
              {text('Subtotal')}
            </th>
          );
        }
        const last = level === R - 1;
        return (
          <th
            key={attr.key}
            scope={header.span > 1 || !last ? 'rowgroup' : 'row'}
            rowSpan={header.span}
            colSpan={last ? 1 + axis : 1}
            style={{ ...th, verticalAlign: 'top' }}
          >
            {headerText(attr, header.value)}
          </th>
        );
      })}
      {valueCells(item.path, item.subtotal)}
    </tr>
  ));

  return (
    // A pivot wider or taller than its cell scrolls: keyboard users reach it (tab stop) to scroll it.
    <div
      data-testid="pivot-table"
      role="region"
      aria-label={title}
      tabIndex={0}
      style={{ width, height, overflow: 'auto' }}
    >
      <table style={{ borderCollapse: 'collapse', fontSize: token.fontSizeSM }}>
        {title && <caption style={{ captionSide: 'top', textAlign: 'left' }}>{title}</caption>}
        <thead>
          {headerRows}
          {labelRow}
        </thead>
        <tbody>
          {bodyRows}
          {colTotals && (
            <tr>
              <th scope="row" colSpan={Math.max(1, R + axis)} style={th}>
                {totalLabel}
              </th>
              {valueCells([], true)}
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
