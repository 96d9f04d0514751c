import {
  BorderOutlined,
  ColumnWidthOutlined,
  FileMarkdownOutlined,
  FolderOutlined,
  FontSizeOutlined,
  HolderOutlined,
  LineOutlined,
} from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import { chartIdsInLayout, type LayoutComponentType } from '@loupe/core';
import { Checkbox, Empty, Input, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetChartListQuery } from '../../../api/charts';
import { useGetMyRolesQuery } from '../../../api/me';
import { Loading } from '../../../components/Loading';
import { vizMetadata } from '../../../viz/registry';
import { useDashboardContext } from '../DashboardContext';
import type { DragSource } from './dragIds';

/** A row of the pane that can be dragged onto the layout (keyboard: focus, Space, arrows, Space). */
function PaneItem({
  id,
  source,
  icon,
  label,
  extra,
  disabled,
}: {
  id: string;
  source: DragSource;
  icon: ReactNode;
  label: string;
  extra?: ReactNode;
  disabled?: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, data: source, disabled });
  return (
    <div
      ref={setNodeRef}
      className={`loupe-pane-item${isDragging ? ' loupe-pane-item-dragging' : ''}${disabled ? ' loupe-pane-item-disabled' : ''}`}
      {...attributes}
      {...listeners}
      aria-label={t('dashboard.edit.dragToAdd', { name: label })}
    >
      <HolderOutlined aria-hidden />
      {icon}
      <span className="loupe-pane-item-label">{label}</span>
      {extra}
    </div>
  );
}

const LAYOUT_ELEMENTS: { type: LayoutComponentType; icon: ReactNode; key: string }[] = [
  { type: 'TABS', icon: <FolderOutlined />, key: 'tabs' },
  { type: 'ROW', icon: <BorderOutlined />, key: 'row' },
  { type: 'COLUMN', icon: <ColumnWidthOutlined />, key: 'column' },
  { type: 'HEADER', icon: <FontSizeOutlined />, key: 'header' },
  { type: 'MARKDOWN', icon: <FileMarkdownOutlined />, key: 'markdown' },
  { type: 'DIVIDER', icon: <LineOutlined />, key: 'divider' },
];

/** The charts a dashboard editor may add: not filter boxes, newest first, 200 at most (Superset's query). */
function ChartsTab(): ReactElement {
  const { t } = useTranslation();
  const { layout } = useDashboardContext();
  const { data: me } = useGetMyRolesQuery();
  const [search, setSearch] = useState('');
  const [mine, setMine] = useState(false);
  const filters = [
    { col: 'viz_type', opr: 'neq' as const, value: 'filter_box' },
    ...(search ? [{ col: 'slice_name', opr: 'ct' as const, value: search }] : []),
    ...(mine && me ? [{ col: 'owners', opr: 'rel_m_m' as const, value: me.id }] : []),
  ];
  const { data, isFetching, isError } = useGetChartListQuery({
    filters,
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc',
    page: 0,
    page_size: 200,
  });
  const added = useMemo(() => new Set(chartIdsInLayout(layout)), [layout]);
  return (
    <div className="loupe-pane-tab">
      <Input.Search
        allowClear
        placeholder={t('dashboard.edit.filterCharts')}
        aria-label={t('dashboard.edit.filterCharts')}
        onSearch={setSearch}
        onChange={(event) => {
          if (!event.target.value) setSearch('');
        }}
      />
      <Checkbox checked={mine} onChange={(event) => setMine(event.target.checked)}>
        {t('dashboard.edit.onlyMine')}
      </Checkbox>
      {isError ? (
        <Typography.Text type="danger">{t('dashboard.edit.chartsFailed')}</Typography.Text>
      ) : isFetching && !data ? (
        <Loading label={t('dashboard.edit.loadingCharts')} />
      ) : data?.result.length ? (
        <div className="loupe-pane-list">
          {data.result.map((chart) => (
            <PaneItem
              key={chart.id}
              id={`chart|${chart.id}`}
              source={{ kind: 'chart', chartId: chart.id, sliceName: chart.slice_name }}
              icon={null}
              label={chart.slice_name}
              disabled={added.has(chart.id)}
              extra={
                <span className="loupe-pane-item-meta">
                  {added.has(chart.id) ? (
                    <Tag color="blue">{t('dashboard.edit.added')}</Tag>
                  ) : (
                    <Typography.Text type="secondary">
                      {vizMetadata(chart.viz_type)?.name ?? chart.viz_type}
                    </Typography.Text>
                  )}
                </span>
              }
            />
          ))}
        </div>
      ) : (
        <Empty description={t('dashboard.edit.noCharts')} />
      )}
    </div>
  );
}

/** Edit mode's side pane: charts and layout elements to drag onto the dashboard. */
export function BuilderPane(): ReactElement {
  const { t } = useTranslation();
  return (
    <aside className="loupe-builder-pane" aria-label={t('dashboard.edit.pane')}>
      <Tabs
        items={[
          { key: 'charts', label: t('dashboard.edit.charts'), children: <ChartsTab /> },
          {
            key: 'layout',
            label: t('dashboard.edit.layoutElements'),
            children: (
              <div className="loupe-pane-list">
                {LAYOUT_ELEMENTS.map((element) => (
                  <PaneItem
                    key={element.type}
                    id={`new|${element.type}`}
                    source={{ kind: 'new', type: element.type }}
                    icon={element.icon}
                    label={t(`dashboard.edit.elements.${element.key}` as 'dashboard.edit.elements.tabs')}
                  />
                ))}
              </div>
            ),
          },
        ]}
      />
    </aside>
  );
}
