import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useLazyGetDatasetQuery } from '../../../api/datasets';
import {
  parseSharedQuery,
  useLazyGetSharedTextQuery,
  useLazyGetSqlLabPermalinkQuery,
  type SharedQuery,
} from '../../../api/keyValue';
import {
  useGetSqlLabBootstrapQuery,
  useLazyGetQueryByClientIdQuery,
  useLazyGetSavedQueryQuery,
} from '../../../api/sqllab';
import { PATHS } from '../../../app/paths';
import { useToasts } from '../../../components/toasts/useToasts';
import { readUrlTabRequest, TAB_REQUEST_PARAMS, type UrlTabRequest } from './urlTabRequest';
import { DEFAULT_SQL, type NewTabOptions } from './useSqlLabTabs';

/** A tab to open, or which error to show when its source could not be read. */
type Opened = NewTabOptions | 'queryFailed' | 'datasetFailed';

function toInt(value: number | string | null | undefined): number | null {
  const number = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

/** A shared query's tab, with Superset's defaults for what the share left out. */
function sharedTab(shared: SharedQuery, untitled: string): NewTabOptions {
  return {
    name: shared.name || shared.title || untitled,
    dbId: toInt(shared.dbId),
    schema: shared.schema || null,
    sql: shared.sql || DEFAULT_SQL,
    autorun: shared.autorun === true,
  };
}

/**
 * Opens the tab the address asks for (a share key, a saved query, a past run, a dataset, SQL from
 * Explore, or a fresh tab: see `readUrlTabRequest`), then drops those parameters so a reload does not
 * open it again. True while it is still opening.
 */
export function useOpenFromUrl(addTab: (options?: NewTabOptions) => Promise<void>): boolean {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [params, setParams] = useSearchParams();
  const { key: permalinkKey } = useParams();
  const navigate = useNavigate();
  const [request] = useState<UrlTabRequest | null>(() => readUrlTabRequest(params, permalinkKey));
  const [opening, setOpening] = useState(request !== null);
  const bootstrap = useGetSqlLabBootstrapQuery();
  const [getSavedQuery] = useLazyGetSavedQueryQuery();
  const [getQuery] = useLazyGetQueryByClientIdQuery();
  const [getSharedText] = useLazyGetSharedTextQuery();
  const [getPermalink] = useLazyGetSqlLabPermalinkQuery();
  const [getDataset] = useLazyGetDatasetQuery();
  const started = useRef(false);
  const databases = bootstrap.data?.databases;

  useEffect(() => {
    if (started.current || request === null) return;
    started.current = true;
    const open = async (): Promise<Opened> => {
      switch (request.kind) {
        case 'permalink': {
          const permalink = await getPermalink(request.key);
          return permalink.data ? sharedTab(permalink.data, t('sqllab.editor.sharedQuery')) : 'queryFailed';
        }
        case 'shared': {
          const stored = await getSharedText(request.key);
          const shared = stored.data === undefined ? null : parseSharedQuery(stored.data);
          return shared ? sharedTab(shared, t('sqllab.editor.sharedQuery')) : 'queryFailed';
        }
        case 'saved': {
          const saved = await getSavedQuery(request.id);
          if (!saved.data) return 'queryFailed';
          const { label, sql, schema, database } = saved.data;
          return { name: label ?? undefined, sql: sql ?? '', schema, dbId: database?.id ?? null };
        }
        case 'past': {
          const past = await getQuery(request.clientId);
          if (!past.data) return 'queryFailed';
          const { sql, schema, database, database_id: databaseId, tab_name: tabName } = past.data;
          return {
            // As Superset: a past run reopens as a copy of the tab it ran in.
            ...(tabName ? { name: t('sqllab.editor.copyOf', { name: tabName }) } : {}),
            sql: sql ?? '',
            schema: schema ?? null,
            dbId: database?.id ?? databaseId ?? null,
          };
        }
        case 'dataset': {
          const dataset = await getDataset(request.datasetId);
          if (!dataset.data) return 'datasetFailed';
          const { name, table_name: table, schema, sql, kind, select_star: selectStar } = dataset.data;
          // A virtual dataset's table is its SQL; Superset's select-star would name a table that does not exist.
          const datasetSql = kind === 'virtual' && sql ? sql : selectStar;
          return {
            name: t('sqllab.editor.queryOf', { name: name ?? table }),
            dbId: dataset.data.database.id,
            schema,
            sql: request.sql ?? datasetSql ?? DEFAULT_SQL,
            // SQL sent along with the dataset (Explore's "View in SQL Lab") runs at once, as in Superset.
            autorun: request.sql !== null,
          };
        }
        case 'sql': {
          const byName = Object.values(databases ?? {}).find((db) => db.database_name === request.dbName);
          return {
            name: request.name ?? undefined,
            dbId: request.dbId ?? byName?.id ?? undefined,
            schema: request.schema,
            sql: request.sql,
            autorun: request.autorun,
          };
        }
        case 'new':
          return {};
        case 'invalid':
          return request.what === 'dataset' ? 'datasetFailed' : 'queryFailed';
      }
    };
    void open()
      .then(async (opened) => {
        if (opened === 'queryFailed') toasts.addDangerToast(t('sqllab.errors.loadQuery'));
        else if (opened === 'datasetFailed') toasts.addDangerToast(t('sqllab.errors.loadDatasource'));
        else await addTab(opened);
      })
      .finally(() => {
        setOpening(false);
        // A permalink's address leaves for SQL Lab's own, as Superset's does.
        if (request.kind === 'permalink') {
          void navigate(PATHS.sqlLab, { replace: true });
          return;
        }
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            for (const name of TAB_REQUEST_PARAMS) next.delete(name);
            return next;
          },
          { replace: true },
        );
      });
  }, [
    addTab,
    databases,
    getDataset,
    getPermalink,
    getQuery,
    getSavedQuery,
    getSharedText,
    navigate,
    request,
    setParams,
    t,
    toasts,
  ]);

  return opening;
}
