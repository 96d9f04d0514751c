import { GRID_ID, ROOT_ID } from '@loupe/core';
import { Button } from 'antd';
import { useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { useElementSize } from '../../explore/components/useElementSize';
import { useDashboardContext } from '../DashboardContext';
import { useDashboardReady } from '../state/useDashboardReady';
import { STACKED_BELOW_PX } from './gridSizing';
import { LayoutNode } from './LayoutNode';

/**
 * The dashboard's grid at the width it is given: the layout's top component (GRID, or top-level
 * TABS), stacked full width on a phone. An empty dashboard says what to do next. It reports when
 * every chart has painted (`onReady`), which the page shows to the server's screenshots.
 */
export function DashboardGrid({
  empty,
  canEdit,
  onEdit,
  onReady,
}: {
  empty: boolean;
  canEdit: boolean;
  onEdit: () => void;
  onReady: (ready: boolean) => void;
}): ReactElement {
  const { t } = useTranslation();
  const { layout, editMode } = useDashboardContext();
  const ref = useRef<HTMLDivElement>(null);
  const { width } = useElementSize(ref);
  useDashboardReady(ref, width > 0, onReady);
  const root = layout[ROOT_ID];
  const top = root?.children[0] ? layout[root.children[0]] : layout[GRID_ID];
  const geometry = { width, stacked: width > 0 && width < STACKED_BELOW_PX };
  return (
    <div
      ref={ref}
      className={`loupe-dashboard-grid${geometry.stacked ? ' loupe-dashboard-stacked' : ''}`}
      data-loupe-grid
    >
      {empty && !editMode ? (
        <EmptyState
          size="big"
          title={t('dashboard.empty.title')}
          description={canEdit ? t('dashboard.empty.editorHint') : t('dashboard.empty.viewerHint')}
          action={
            canEdit ? (
              <Button type="primary" onClick={onEdit}>
                {t('dashboard.empty.editAction')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        top && width > 0 && <LayoutNode item={top} geometry={geometry} parentType="ROOT" />
      )}
      {empty && editMode && <p className="loupe-dashboard-drop-hint">{t('dashboard.empty.dropHint')}</p>}
    </div>
  );
}
