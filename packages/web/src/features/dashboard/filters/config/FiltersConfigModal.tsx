import { isNativeFilter, type DashboardLayout, type NativeFilter, type NativeFilterItem } from '@loupe/core';
import { Alert, Button, Modal } from 'antd';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useFetchStoredDashboardMutation,
  useUpdateDashboardFiltersMutation,
} from '../../../../api/dashboards';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { DASHBOARD_FILTERS_EN } from '../../../../app/i18n/en/dashboardFilters';
import { DASHBOARD_FILTERS_CONFIG_EN } from '../../../../app/i18n/en/dashboardFiltersConfig';
import { useLazyStrings } from '../../../../app/i18n/useLazyStrings';
import { useToasts } from '../../../../components/toasts/useToasts';
import { failureMessage } from '../../../explore/state/useChartRun';
import { useDashboardContext } from '../../DashboardContext';
import { dashboardActions, nativeFiltersOf } from '../../state/dashboardSlice';
import {
  draftReducer,
  hasChanges,
  initialDraft,
  keptItems,
  newDivider,
  newFilter,
  REMOVAL_UNDO_MS,
  type FilterSections,
} from './configDraft';
import { ItemList } from './ItemList';
import { ItemPane } from './ItemPane';
import { filtersSaveBody } from './saveBody';
import { draftErrors, firstInvalidId } from './validation';
import './filtersConfig.css';

const NO_LAYOUT: DashboardLayout = {};
const NO_SECTIONS: FilterSections = { defaultValue: false, dependencies: false, preFilter: false };
const NO_ERRORS: ReturnType<typeof draftErrors> = {};

/**
 * Superset's native filter configuration modal ("Add and edit filters"): the dashboard's filters and
 * dividers on the left, the selected one's settings and scoping on the right. Save checks every item,
 * selects the first one in error, and otherwise sends the changes (`PUT /api/v1/dashboard/<id>/filters`)
 * and puts the stored configuration in the dashboard's state. Cancel with changes asks first.
 */
export function FiltersConfigModal({ onHide }: { onHide: () => void }): ReactElement {
  // The default value controls are the filter bar's: the dialog brings both sets of strings.
  useLazyStrings({
    dashboardFilters: DASHBOARD_FILTERS_EN,
    dashboardFiltersConfig: DASHBOARD_FILTERS_CONFIG_EN,
  });
  const { t } = useTranslation();
  const toasts = useToasts();
  const dispatch = useAppDispatch();
  const dashboardId = useAppSelector((root) => root.dashboard.id);
  const metadata = useAppSelector((root) => root.dashboard.metadata);
  const layout = useAppSelector((root) => root.dashboard.history?.present) ?? NO_LAYOUT;
  const { datasets } = useDashboardContext();
  const [draft, update] = useReducer(draftReducer, metadata, (m) => initialDraft(nativeFiltersOf(m)));
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [focusErrorOf, setFocusErrorOf] = useState<string | null>(null);
  const [saveFilters, { isLoading: saving }] = useUpdateDashboardFiltersMutation();
  const [fetchStored] = useFetchStoredDashboardMutation();

  // Each removal's undo window; closing the modal ends them all.
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  const remove = useCallback((id: string) => {
    update({ type: 'removed', id });
    clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        update({ type: 'expired', id });
      }, REMOVAL_UNDO_MS),
    );
  }, []);
  const restore = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    update({ type: 'restored', id });
  }, []);

  const add = useCallback(
    (kind: 'filter' | 'divider') => {
      // Superset preselects the dataset when the dashboard reads only one.
      const only = datasets.size === 1 ? [...datasets.keys()][0] : undefined;
      update({ type: 'added', item: kind === 'divider' ? newDivider() : newFilter(only) });
    },
    [datasets],
  );
  const select = useCallback((id: string) => update({ type: 'selected', id }), []);
  const move = useCallback((id: string, overId: string) => update({ type: 'moved', id, overId }), []);
  const change = useCallback((item: NativeFilterItem) => update({ type: 'changed', item }), []);
  const errorFocused = useCallback(() => setFocusErrorOf(null), []);

  const errors = useMemo(() => draftErrors(draft), [draft]);
  const shownErrors = draft.saveTried ? errors : NO_ERRORS;
  const invalid = useMemo(() => new Set(Object.keys(shownErrors)), [shownErrors]);
  const selected = draft.items.find((item) => item.id === draft.selectedId);
  const parentCandidates = useMemo(
    () =>
      keptItems(draft).filter(
        (item): item is NativeFilter =>
          isNativeFilter(item) && item.filterType === 'filter_select' && item.id !== draft.selectedId,
      ),
    [draft],
  );

  const save = async () => {
    const failing = firstInvalidId(draft, errors);
    update({ type: 'saveTried', firstInvalidId: failing });
    if (failing) {
      setFocusErrorOf(failing);
      return;
    }
    const body = filtersSaveBody(draft, layout);
    if (!body || dashboardId === null) {
      onHide();
      return;
    }
    try {
      const answer = await saveFilters({ id: dashboardId, body }).unwrap();
      dispatch(dashboardActions.nativeFiltersSaved(answer.result));
      // The filters endpoint answers no modification time; the overwrite check needs the stored one.
      const stored = await fetchStored(dashboardId)
        .unwrap()
        .catch(() => null);
      if (stored) dispatch(dashboardActions.changedOnSet(stored.changed_on));
      onHide();
    } catch (error) {
      toasts.addDangerToast(t('dashboardFiltersConfig.saveFailed', { message: failureMessage(error) }));
    }
  };
  const cancel = () => {
    if (hasChanges(draft)) setConfirmingCancel(true);
    else onHide();
  };

  // Superset's cancel confirmation takes the footer's place; its buttons sit under the question so the
  // footer reads the same on a phone.
  const footer = confirmingCancel ? (
    <Alert
      type="warning"
      className="loupe-fc-confirm"
      title={t('dashboardFiltersConfig.unsavedTitle')}
      description={
        <>
          <p className="loupe-fc-confirm-text">{t('dashboardFiltersConfig.unsavedText')}</p>
          <div className="loupe-fc-confirm-actions">
            <Button size="small" onClick={() => setConfirmingCancel(false)}>
              {t('dashboardFiltersConfig.keepEditing')}
            </Button>
            <Button size="small" type="primary" onClick={onHide}>
              {t('dashboardFiltersConfig.yesCancel')}
            </Button>
          </div>
        </>
      }
    />
  ) : (
    <>
      <Button onClick={cancel}>{t('dashboardFiltersConfig.cancel')}</Button>
      <Button type="primary" loading={saving} onClick={() => void save()} data-testid="filters-config-save">
        {t('dashboardFiltersConfig.save')}
      </Button>
    </>
  );

  return (
    <Modal
      open
      title={t('dashboardFiltersConfig.title')}
      width={1000}
      className="loupe-fc-modal"
      mask={{ closable: false }}
      onCancel={cancel}
      footer={footer}
    >
      <div className="loupe-fc-body">
        <ItemList
          items={draft.items}
          pending={draft.pending}
          selectedId={draft.selectedId}
          invalid={invalid}
          onSelect={select}
          onMove={move}
          onRemove={remove}
          onRestore={restore}
          onAdd={add}
        />
        <div className="loupe-fc-pane" data-testid="filters-config-pane">
          {selected && (
            <ItemPane
              key={selected.id}
              item={selected}
              removed={draft.pending.includes(selected.id)}
              sections={draft.sections[selected.id] ?? NO_SECTIONS}
              errors={shownErrors[selected.id] ?? {}}
              parentCandidates={parentCandidates}
              focusError={focusErrorOf === selected.id}
              onErrorFocused={errorFocused}
              onChange={change}
              onSection={(section, on) => update({ type: 'sectionSet', id: selected.id, section, on })}
              onRestore={() => restore(selected.id)}
            />
          )}
        </div>
      </div>
    </Modal>
  );
}
