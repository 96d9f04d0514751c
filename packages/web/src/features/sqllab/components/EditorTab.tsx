import { Skeleton } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, httpStatus } from '../../../api/errors';
import { useGetTabStateQuery, type SqlLabBootstrap } from '../../../api/sqllab';
import { ErrorPanel } from '../../../components/ErrorPanel';
import type { TabSnapshot } from '../state/useSqlLabTabs';
import { EditorWorkspace } from './EditorWorkspace';

interface EditorTabProps {
  tabId: number;
  label: string;
  databases: SqlLabBootstrap['databases'];
  /** The server has no such tab any more (deleted elsewhere). */
  onMissing: (tabId: number) => void;
  registerSnapshot: (tabId: number, snapshot: (() => TabSnapshot) | null) => void;
}

/** Loads a tab's state the first time it is shown, then its editor. */
export function EditorTab({
  tabId,
  label,
  databases,
  onMissing,
  registerSnapshot,
}: EditorTabProps): ReactElement {
  const { t } = useTranslation();
  // Always fresh: another browser window may have changed the tab since this page loaded.
  const tab = useGetTabStateQuery(tabId, { refetchOnMountOrArgChange: true });
  const missing = httpStatus(tab.error) === 404;
  useEffect(() => {
    if (missing) onMissing(tabId);
  }, [missing, onMissing, tabId]);
  // Waits for the fresh state once; a later refetch must not unmount the editor, which would drop an
  // open dialog (Save query) and anything typed since.
  const settled = tab.data !== undefined && !tab.isFetching;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (settled) setShown(true);
  }, [settled]);

  if (tab.error && !missing) {
    return <ErrorPanel title={t('sqllab.errors.fetchTabState')} subtitle={errorMessage(tab.error, t)} />;
  }
  // The editor keeps its own copy of the state from here on, so it waits for the loaded tab.
  if (!tab.data || (!settled && !shown)) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <EditorWorkspace
      key={tab.data.id}
      tab={tab.data}
      label={label}
      databases={databases}
      registerSnapshot={registerSnapshot}
    />
  );
}
