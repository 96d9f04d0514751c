import {
  BACKGROUND_WHITE,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  type LayoutItem,
} from '@loupe/core';
import { lazy, Suspense, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { Loading } from '../../../components/Loading';
import { DashboardChartHolder } from '../chart/DashboardChartHolder';
import { useDashboardContext } from '../DashboardContext';
import { LazyDropSlots, LazyEditableNode } from '../edit/lazyEdit';
import { heightPx, widthPx } from './gridSizing';
import { HeaderNode } from './HeaderNode';
import { MarkdownNode } from './MarkdownNode';

// antd's Tabs load only for a dashboard that has tabs.
const LazyTabsNode = lazy(() => import('./TabsNode').then((m) => ({ default: m.TabsNode })));

/** The measured grid: its width in pixels and whether the page stacks components (phone). */
export interface GridGeometry {
  width: number;
  stacked: boolean;
}

function backgroundStyle(item: LayoutItem): CSSProperties | undefined {
  return item.meta.background === BACKGROUND_WHITE ? { background: 'var(--loupe-surface, #fff)' } : undefined;
}

/** The children of a container, with drop slots between them while a component is dragged. */
function Children({
  item,
  geometry,
  direction,
}: {
  item: LayoutItem;
  geometry: GridGeometry;
  direction: 'row' | 'column';
}): ReactElement {
  const { layout, editMode } = useDashboardContext();
  const nodes = item.children
    .map((id) => layout[id])
    .filter((child): child is LayoutItem => child !== undefined)
    .map((child) => <LayoutNode key={child.id} item={child} geometry={geometry} parentType={item.type} />);
  return editMode ? (
    <Suspense fallback={nodes}>
      <LazyDropSlots parentId={item.id} direction={direction}>
        {nodes}
      </LazyDropSlots>
    </Suspense>
  ) : (
    <>{nodes}</>
  );
}

/**
 * One component of a dashboard's `position_json`, drawn as Superset draws it: GRID and COLUMN stack
 * their children, ROW lines them up, TABS show one TAB at a time (the others are not mounted, so their
 * charts load when their tab opens), CHART/MARKDOWN take `width` of the 12 columns and `height` grid
 * units, HEADER and DIVIDER span their container.
 */
export function LayoutNode({
  item,
  geometry,
  parentType,
}: {
  item: LayoutItem;
  geometry: GridGeometry;
  parentType: LayoutItem['type'];
}): ReactElement | null {
  const { editMode } = useDashboardContext();
  const sized = (width: number | undefined): CSSProperties =>
    geometry.stacked || parentType !== 'ROW'
      ? { width: '100%' }
      : { width: widthPx(width ?? GRID_DEFAULT_CHART_WIDTH, geometry.width), flex: 'none' };
  const wrap = (content: ReactNode, style?: CSSProperties) =>
    editMode ? (
      <Suspense fallback={<div style={style}>{content}</div>}>
        <LazyEditableNode item={item} style={style}>
          {content}
        </LazyEditableNode>
      </Suspense>
    ) : (
      <div className={`loupe-layout-${item.type.toLowerCase()}`} style={style}>
        {content}
      </div>
    );

  switch (item.type) {
    case 'GRID':
    case 'TAB':
      return (
        <div className="loupe-layout-stack" data-layout-id={item.id} data-layout-type={item.type}>
          <Children item={item} geometry={geometry} direction="column" />
        </div>
      );
    case 'ROW':
      return wrap(
        <div
          className={geometry.stacked ? 'loupe-layout-stack' : 'loupe-layout-row'}
          style={backgroundStyle(item)}
        >
          <Children item={item} geometry={geometry} direction={geometry.stacked ? 'column' : 'row'} />
        </div>,
      );
    case 'COLUMN':
      return wrap(
        <div className="loupe-layout-stack loupe-layout-column-body" style={backgroundStyle(item)}>
          <Children item={item} geometry={geometry} direction="column" />
        </div>,
        sized(item.meta.width),
      );
    case 'CHART':
      return wrap(
        <DashboardChartHolder
          chartId={Number(item.meta.chartId)}
          layoutId={item.id}
          heightPx={heightPx(item.meta.height ?? GRID_DEFAULT_CHART_HEIGHT)}
          sliceNameOverride={item.meta.sliceNameOverride}
        />,
        sized(item.meta.width),
      );
    case 'MARKDOWN':
      return wrap(<MarkdownNode item={item} />, sized(item.meta.width));
    case 'HEADER':
      return wrap(<HeaderNode item={item} />, { width: '100%' });
    case 'DIVIDER':
      return wrap(<hr className="loupe-layout-divider-line" />, { width: '100%' });
    case 'TABS':
      return wrap(
        <Suspense
          fallback={
            <div data-loupe-busy>
              <Loading label={item.meta.text || item.id} />
            </div>
          }
        >
          <LazyTabsNode item={item} geometry={geometry} />
        </Suspense>,
        { width: '100%' },
      );
    default:
      return null;
  }
}
