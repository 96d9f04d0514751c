import { DownloadOutlined, EllipsisOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Typography, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type HeaderAction =
  | 'editProperties'
  | 'changeDataset'
  | 'viewQuery'
  | 'viewAsTable'
  | 'copyPermalink'
  | 'exportCsv'
  | 'exportXlsx'
  | 'downloadPng'
  | 'downloadJpeg';

export interface ExploreHeaderProps {
  sliceName: string;
  onRename: (name: string) => void;
  onSave: () => void;
  canSave: boolean;
  /** The favourite star, when the chart is saved (and so can be starred). */
  star?: ReactNode;
  onAction: (action: HeaderAction) => void;
  /** Which actions have something to act on now (e.g. no query to show before the first run). */
  enabled: Partial<Record<HeaderAction, boolean>>;
}

/** The chart area's header (Superset's ExploreChartHeader): editable name, star, Save, the ⋯ menu. */
export function ExploreHeader({
  sliceName,
  onRename,
  onSave,
  canSave,
  star,
  onAction,
  enabled,
}: ExploreHeaderProps) {
  const { t } = useTranslation();
  const on = (action: HeaderAction) => enabled[action] !== false;
  const items: MenuProps['items'] = [
    ...(on('editProperties') ? [{ key: 'editProperties', label: t('charts.properties.edit') }] : []),
    ...(on('changeDataset') ? [{ key: 'changeDataset', label: t('explorePage.swapDataset') }] : []),
    { key: 'viewQuery', label: t('explorePage.viewQuery'), disabled: !on('viewQuery') },
    { key: 'viewAsTable', label: t('explorePage.viewAsTable'), disabled: !on('viewAsTable') },
    {
      key: 'share',
      icon: <ShareAltOutlined />,
      label: t('explorePage.share'),
      children: [{ key: 'copyPermalink', label: t('explorePage.copyPermalink') }],
    },
    {
      key: 'download',
      icon: <DownloadOutlined />,
      label: t('explorePage.download'),
      children: [
        { key: 'exportCsv', label: t('explorePage.exportCsv'), disabled: !on('exportCsv') },
        { key: 'exportXlsx', label: t('explorePage.exportXlsx'), disabled: !on('exportXlsx') },
        { key: 'downloadPng', label: t('explorePage.downloadPng'), disabled: !on('downloadPng') },
        { key: 'downloadJpeg', label: t('explorePage.downloadJpeg'), disabled: !on('downloadJpeg') },
      ],
    },
  ];
  return (
    <header style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <Typography.Title
        level={4}
        style={{ margin: 0, flex: '1 1 200px', minWidth: 0 }}
        editable={{
          onChange: (value) => onRename(value.trim() || sliceName),
          triggerType: ['icon', 'text'],
          text: sliceName,
          tooltip: t('explorePage.editName'),
        }}
      >
        {sliceName || t('explorePage.untitled')}
      </Typography.Title>
      <Space>
        {star}
        <Button type="primary" onClick={onSave} disabled={!canSave}>
          {t('explorePage.save')}
        </Button>
        <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onAction(key as HeaderAction) }}>
          <Button icon={<EllipsisOutlined />} aria-label={t('explorePage.moreActions')} />
        </Dropdown>
      </Space>
    </header>
  );
}
