import {
  CheckCircleFilled,
  MoreOutlined,
  RedoOutlined,
  StarFilled,
  StarOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { canRedo, canUndo } from '@loupe/core';
import { Button, Dropdown, Flex, Tooltip, theme, type MenuProps } from 'antd';
import { Suspense, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useCopyDashboardMutation,
  useCreateDashboardPermalinkMutation,
  useGetDashboardFavouriteStatusQuery,
  useSetDashboardFavouriteMutation,
  useUpdateDashboardMutation,
  type Dashboard,
} from '../../../api/dashboards';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useToasts } from '../../../components/toasts/useToasts';
import {
  LazyCssEditorModal,
  LazyOverwriteConfirmModal,
  LazyPropertiesModal,
  LazyRefreshIntervalModal,
  LazySaveAsModal,
} from '../modals/lazyModals';
import { LazyInPlaceInput } from '../edit/lazyEdit';
import { dashboardActions } from '../state/dashboardSlice';
import { useSaveDashboard } from '../state/useSaveDashboard';
import { dashboardPath } from '../dashboardPaths';

type OpenModal = 'css' | 'refresh' | 'saveAs' | 'properties' | null;

/**
 * The dashboard's header (spec 000 §2, §4): title, published/draft badge (a toggle for editors),
 * certification, favourite star; "Edit dashboard" for editors; in edit mode undo/redo, Discard and
 * Save; the ⋯ menu with refresh, auto-refresh interval, Save as, CSS, share and downloads.
 */
export function DashboardHeader({
  dashboard,
  canEdit,
  canSaveAs,
  onEdit,
  onLeaveEdit,
  downloadItems,
}: {
  dashboard: Dashboard;
  canEdit: boolean;
  canSaveAs: boolean;
  onEdit: () => void;
  onLeaveEdit: () => void;
  downloadItems?: { items: MenuProps['items']; onClick: (info: { key: string }) => boolean };
}): ReactElement {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const toasts = useToasts();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const state = useAppSelector((root) => root.dashboard);
  const { save, saveNow, saving, overwrite } = useSaveDashboard(dashboard);
  const [modal, setModal] = useState<OpenModal>(null);
  const { data: starred } = useGetDashboardFavouriteStatusQuery(dashboard.id);
  const [setFavourite] = useSetDashboardFavouriteMutation();
  const [starredNow, setStarredNow] = useState<boolean | null>(null);
  const [updateDashboard] = useUpdateDashboardMutation();
  const [copyDashboard] = useCopyDashboardMutation();
  const [createPermalink] = useCreateDashboardPermalinkMutation();
  const isStarred = starredNow ?? starred ?? false;
  const { editMode, history, published } = state;
  const title = state.title;

  const toggleStar = async () => {
    const next = !isStarred;
    try {
      await setFavourite({ id: dashboard.id, starred: next }).unwrap();
      setStarredNow(next);
    } catch {
      toasts.addDangerToast(t('dashboard.header.favoriteIssue'));
    }
  };

  const togglePublished = async () => {
    try {
      await updateDashboard({ id: dashboard.id, body: { published: !published } }).unwrap();
      dispatch(dashboardActions.publishedSet(!published));
      toasts.addSuccessToast(
        published ? t('dashboard.header.nowHidden') : t('dashboard.header.nowPublished'),
      );
    } catch {
      toasts.addDangerToast(t('dashboard.header.publishForbidden'));
    }
  };

  const share = async () => {
    try {
      const activeTabs = Object.values(state.activeTabs);
      const { url } = await createPermalink({
        id: dashboard.id,
        body: { dataMask: state.dataMask, activeTabs, urlParams: [] },
      }).unwrap();
      await navigator.clipboard.writeText(url);
      toasts.addSuccessToast(t('dashboard.header.linkCopied'));
    } catch {
      toasts.addDangerToast(t('dashboard.header.linkFailed'));
    }
  };

  const menuItems: MenuProps['items'] = [
    { key: 'refresh', label: t('dashboard.header.refresh') },
    { key: 'interval', label: t('dashboard.header.setInterval') },
    ...(canEdit ? [{ key: 'properties', label: t('dashboard.header.editProperties') }] : []),
    ...(canEdit && editMode ? [{ key: 'css', label: t('dashboard.header.editCss') }] : []),
    ...(canSaveAs ? [{ key: 'saveAs', label: t('dashboard.header.saveAs') }] : []),
    ...(downloadItems?.items ?? []),
    { key: 'share', label: t('dashboard.header.copyPermalink') },
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'refresh') dispatch(dashboardActions.refreshRequested({ force: true }));
    else if (key === 'interval') setModal('refresh');
    else if (key === 'css' || key === 'saveAs' || key === 'properties') setModal(key);
    else if (key === 'share') void share();
    else downloadItems?.onClick({ key });
  };

  const refreshFrequency = Number(state.metadata.refresh_frequency ?? 0);
  const statusClass = `loupe-dashboard-status${published ? ' loupe-dashboard-status-published' : ''}`;
  return (
    <header className="loupe-dashboard-header" data-loupe-no-export>
      <Flex align="center" gap="small" wrap className="loupe-dashboard-title-row">
        {editMode ? (
          <Suspense fallback={<h1 className="loupe-dashboard-title">{title}</h1>}>
            <LazyInPlaceInput
              className="loupe-dashboard-title-input"
              value={title}
              aria-label={t('dashboard.header.titleLabel')}
              placeholder={t('dashboard.header.untitled')}
              onChange={(event) => dispatch(dashboardActions.titleChanged(event.target.value))}
            />
          </Suspense>
        ) : (
          <h1 className="loupe-dashboard-title">{title || t('dashboard.header.untitled')}</h1>
        )}
        {dashboard.certified_by && (
          <Tooltip
            title={
              t('dashboard.header.certifiedBy', { name: dashboard.certified_by }) +
              (dashboard.certification_details ? ` — ${dashboard.certification_details}` : '')
            }
          >
            <CheckCircleFilled
              style={{ color: token.colorSuccess }}
              aria-label={t('dashboard.header.certifiedBy', { name: dashboard.certified_by })}
              role="img"
            />
          </Tooltip>
        )}
        <span
          className={statusClass}
          // An owner outside edit mode toggles published/draft from the badge.
          {...(canEdit && !editMode
            ? {
                role: 'button',
                tabIndex: 0,
                'aria-label': published
                  ? t('dashboard.header.publishedToggle')
                  : t('dashboard.header.draftToggle'),
                onClick: () => void togglePublished(),
                onKeyDown: (event: KeyboardEvent<HTMLSpanElement>) => {
                  if (event.key === 'Enter' || event.key === ' ') void togglePublished();
                },
              }
            : {})}
        >
          {published ? t('dashboard.header.published') : t('dashboard.header.draft')}
        </span>
        <Button
          type="text"
          size="small"
          aria-pressed={isStarred}
          aria-label={isStarred ? t('dashboard.header.unstar') : t('dashboard.header.star')}
          icon={isStarred ? <StarFilled style={{ color: token.colorWarning }} /> : <StarOutlined />}
          onClick={() => void toggleStar()}
        />
      </Flex>
      <Flex align="center" gap="small" wrap className="loupe-dashboard-actions">
        {editMode ? (
          <>
            <Button
              icon={<UndoOutlined />}
              aria-label={t('dashboard.header.undo')}
              title={t('dashboard.header.undo')}
              disabled={!history || !canUndo(history)}
              onClick={() => dispatch(dashboardActions.undone())}
            />
            <Button
              icon={<RedoOutlined />}
              aria-label={t('dashboard.header.redo')}
              title={t('dashboard.header.redo')}
              disabled={!history || !canRedo(history)}
              onClick={() => dispatch(dashboardActions.redone())}
            />
            <Button
              onClick={() => {
                dispatch(dashboardActions.discarded());
                onLeaveEdit();
              }}
            >
              {t('dashboard.header.discard')}
            </Button>
            <Button
              type="primary"
              loading={saving}
              disabled={!state.hasUnsavedChanges}
              onClick={() => void save().then(() => undefined)}
            >
              {t('dashboard.header.save')}
            </Button>
          </>
        ) : (
          canEdit && (
            <Button type="primary" onClick={onEdit}>
              {t('dashboard.header.edit')}
            </Button>
          )
        )}
        <Dropdown menu={{ items: menuItems, onClick: onMenu }} trigger={['click']}>
          <Button icon={<MoreOutlined />} aria-label={t('dashboard.header.moreActions')} />
        </Dropdown>
      </Flex>
      <Suspense fallback={null}>
        {modal === 'css' && (
          <LazyCssEditorModal
            open
            css={state.css}
            onChange={(css) => dispatch(dashboardActions.cssChanged(css))}
            onHide={() => setModal(null)}
          />
        )}
        {modal === 'refresh' && (
          <LazyRefreshIntervalModal
            open
            refreshFrequency={refreshFrequency}
            editMode={editMode}
            onChange={(seconds, persist) =>
              dispatch(dashboardActions.refreshFrequencySet({ seconds, persist }))
            }
            onHide={() => setModal(null)}
          />
        )}
        {modal === 'saveAs' && (
          <LazySaveAsModal
            open
            dashboardTitle={title}
            onHide={() => setModal(null)}
            onSave={async ({ dashboard_title, duplicate_slices }) => {
              try {
                const answer = await copyDashboard({
                  id: dashboard.id,
                  body: {
                    dashboard_title,
                    duplicate_slices,
                    css: state.css,
                    json_metadata: JSON.stringify(state.metadata),
                  },
                }).unwrap();
                setModal(null);
                navigate(dashboardPath(answer.result.id));
              } catch (error) {
                toasts.addDangerToast(t('dashboard.header.copyFailed'));
                void error;
              }
            }}
          />
        )}
        {modal === 'properties' && (
          <LazyPropertiesModal
            open
            dashboard={{
              id: dashboard.id,
              dashboard_title: title,
              slug: state.properties.slug,
              owners: dashboard.owners.filter((owner) => state.properties.owners.includes(owner.id)),
              roles: dashboard.roles.filter((role) => state.properties.roles.includes(role.id)),
              certified_by: state.properties.certified_by,
              certification_details: state.properties.certification_details,
              json_metadata: JSON.stringify(state.metadata, null, 2),
            }}
            submitLabel={editMode ? t('dashboard.header.apply') : t('dashboard.header.save')}
            onHide={() => setModal(null)}
            onSubmit={(values) => {
              let metadata: Record<string, unknown> = state.metadata;
              try {
                metadata = JSON.parse(values.json_metadata) as Record<string, unknown>;
              } catch {
                // The dialog refuses invalid JSON; keep the metadata as it was if one slips through.
              }
              dispatch(
                dashboardActions.propertiesApplied({
                  title: values.dashboard_title,
                  metadata,
                  properties: {
                    slug: values.slug,
                    owners: values.owners,
                    roles: values.roles,
                    certified_by: values.certified_by,
                    certification_details: values.certification_details,
                  },
                }),
              );
              setModal(null);
              if (!editMode) void saveNow();
            }}
          />
        )}
        {overwrite !== null && (
          <LazyOverwriteConfirmModal
            open
            diffs={overwrite?.diffs ?? []}
            onConfirm={() => overwrite?.confirm()}
            onCancel={() => overwrite?.cancel()}
          />
        )}
      </Suspense>
    </header>
  );
}
