import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLazyGetQueryByClientIdQuery, useLazyGetSavedQueryQuery } from '../../../api/sqllab';
import { useToasts } from '../../../components/toasts/useToasts';
import type { NewTabOptions } from './useSqlLabTabs';

/**
 * Opens a tab for `?savedQueryId=<id>` (saved queries list) or `?queryId=<client id>` (query history),
 * then drops the parameter so a reload does not open it again. True while it is still opening.
 */
export function useOpenFromUrl(addTab: (options?: NewTabOptions) => Promise<void>): boolean {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [params, setParams] = useSearchParams();
  const savedQueryId = params.get('savedQueryId');
  const queryId = params.get('queryId');
  const [opening, setOpening] = useState(savedQueryId !== null || queryId !== null);
  const [getSavedQuery] = useLazyGetSavedQueryQuery();
  const [getQuery] = useLazyGetQueryByClientIdQuery();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || (savedQueryId === null && queryId === null)) return;
    started.current = true;
    const open = async (): Promise<NewTabOptions | null> => {
      if (savedQueryId !== null) {
        const saved = await getSavedQuery(Number(savedQueryId));
        if (!saved.data) return null;
        const { label, sql, schema, database } = saved.data;
        return { name: label, sql: sql ?? '', schema, dbId: database?.id ?? null };
      }
      const past = await getQuery(queryId!);
      if (!past.data) return null;
      const { sql, schema, database, database_id: databaseId } = past.data;
      return { sql: sql ?? '', schema: schema ?? null, dbId: database?.id ?? databaseId ?? null };
    };
    void open()
      .then(async (options) => {
        if (options) await addTab(options);
        else toasts.addDangerToast(t('sqllab.errors.loadQuery'));
      })
      .finally(() => {
        setOpening(false);
        setParams({}, { replace: true });
      });
  }, [addTab, getQuery, getSavedQuery, queryId, savedQueryId, setParams, t, toasts]);

  return opening;
}
