import { useCallback, useEffect, useRef } from 'react';
import { httpStatus } from '../../../api/errors';
import { useUpdateTabStateMutation } from '../../../api/sqllab';

/** Typing pauses this long before the SQL goes to the server. */
export const AUTOSAVE_DELAY_MS = 1000;

export interface SqlAutosave {
  /** Call on every edit: the SQL is sent once typing pauses. */
  schedule: (sql: string) => void;
  /** Sends any unsaved SQL now; resolves false when the server refused it. */
  flush: () => Promise<boolean>;
}

/** Keeps a tab's SQL on the server: debounced while typing, immediately before a run and on unmount. */
export function useSqlAutosave(tabId: number, initialSql: string, onError: () => void): SqlAutosave {
  const [updateTabState] = useUpdateTabStateMutation();
  const saved = useRef(initialSql);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);

  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const sql = pending.current;
    pending.current = null;
    if (sql === null || sql === saved.current) return true;
    const result = await updateTabState({ id: tabId, fields: { sql } });
    // A closed (deleted) tab has nowhere to keep its text any more: that is not a failure to report.
    if ('error' in result && httpStatus(result.error) === 404) return false;
    if ('error' in result) {
      // Kept as unsaved so the next flush tries again.
      if (pending.current === null) pending.current = sql;
      onErrorRef.current();
      return false;
    }
    saved.current = sql;
    return true;
  }, [tabId, updateTabState]);

  const schedule = useCallback(
    (sql: string) => {
      pending.current = sql;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  // Closing the tab pane, switching away from the browser tab or leaving the page must not drop what
  // was typed last: a hidden page may be discarded without another chance to save.
  useEffect(() => {
    const onHide = (): void => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onPageHide = (): void => void flush();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      void flush();
    };
  }, [flush]);

  return { schedule, flush };
}
