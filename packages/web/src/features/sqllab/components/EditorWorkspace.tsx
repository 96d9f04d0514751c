import { Flex, Tabs } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useUpdateTabStateMutation,
  type SqlLabBootstrap,
  type TableSchemaState,
  type TabState,
  type TabStateUpdate,
} from '../../../api/sqllab';
import { useToasts } from '../../../components/toasts/useToasts';
import type { DatasetSource } from '../dataset/SaveDatasetModal';
import { SaveQueryButton } from '../save/SaveQueryButton';
import { KeyboardShortcutsButton } from '../shortcuts/KeyboardShortcutsButton';
import { EstimateCostButton } from '../toolbar/EstimateCostButton';
import { FormatSqlButton } from '../toolbar/FormatSqlButton';
import { ShareQueryButton } from '../toolbar/ShareQueryButton';
import { ScheduleQueryButton } from '../schedule/ScheduleQueryButton';
import { CtasControls } from '../toolbar/CtasControls';
import { TemplateParamsButton } from '../toolbar/TemplateParamsButton';
import { TableBrowser } from '../schema/TableBrowser';
import { useAutorun } from '../state/useAutorun';
import { useCompletionSchema, type CompletionTable } from '../state/useCompletionSchema';
import { useRunQuery, type RunRequest } from '../state/useRunQuery';
import { useSqlAutosave } from '../state/useSqlAutosave';
import { useSqlLabLimits } from '../state/sqlLabLimits';
import type { TabSnapshot } from '../state/useSqlLabTabs';
import { DatabaseSchemaBar } from './DatabaseSchemaBar';
import { EditorHistory } from './EditorHistory';
import { EditorPanes } from './EditorPanes';
import { ResultsPane } from './ResultsPane';
import { RunControls } from './RunControls';
import { SqlEditor, type EditorCommands } from './SqlEditor';

interface EditorWorkspaceProps {
  tab: TabState;
  label: string;
  databases: SqlLabBootstrap['databases'];
  /** Lets the tab bar read what this editor holds now, to duplicate it. */
  registerSnapshot: (tabId: number, snapshot: (() => TabSnapshot) | null) => void;
}

/** The schema browser's cards as completion tables (a card without a table name has no columns to offer). */
function completionTables(cards: readonly TableSchemaState[]): CompletionTable[] {
  return cards.flatMap((card) => (card.table === null ? [] : [{ schema: card.schema, table: card.table }]));
}
/** One tab's editor: where it runs, the SQL, run controls, and the results and history below. */
export function EditorWorkspace({
  tab,
  label,
  databases,
  registerSnapshot,
}: EditorWorkspaceProps): ReactElement {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [sql, setSql] = useState(tab.sql ?? '');
  const [selection, setSelection] = useState('');
  // What the editor holds right now: a run may come (Ctrl+Enter) before React re-renders after a keystroke.
  const current = useRef({ sql: tab.sql ?? '', selection: '' });
  const [databaseId, setDatabaseId] = useState<number | null>(tab.database_id);
  const [schema, setSchema] = useState<string | null>(tab.schema);
  const limits = useSqlLabLimits();
  const [queryLimit, setQueryLimit] = useState(tab.query_limit ?? limits.defaultLimit);
  const [bottomTab, setBottomTab] = useState('results');
  const [templateParams, setTemplateParams] = useState(tab.template_params ?? '');
  // The results shown came from this run; saving them as a dataset uses its SQL, not the editor's now.
  const [lastRun, setLastRun] = useState<DatasetSource | null>(() => {
    const latest = tab.latest_query;
    const db = latest?.dbId ?? tab.database_id;
    return latest?.sql && db != null
      ? { databaseId: db, schema: latest.schema ?? tab.schema, sql: latest.sql, defaultName: label }
      : null;
  });
  // CodeMirror keeps its own document; replacing the SQL from outside (Select star) remounts it.
  const [editorVersion, setEditorVersion] = useState(0);
  const [updateTabState] = useUpdateTabStateMutation();
  const onSaveError = useCallback(() => toasts.addDangerToast(t('sqllab.errors.storeQuery')), [t, toasts]);
  const autosave = useSqlAutosave(tab.id, tab.sql ?? '', onSaveError);
  const runner = useRunQuery(autosave.flush);
  // The schema browser's tables: their columns are completed by name, as Superset's editor does.
  const [browserTables, setBrowserTables] = useState<CompletionTable[]>(() =>
    completionTables(tab.table_schemas),
  );
  const onBrowserTables = useCallback(
    (cards: readonly TableSchemaState[]) => setBrowserTables(completionTables(cards)),
    [],
  );
  const completion = useCompletionSchema(databaseId, schema, sql, browserTables);
  // The Format SQL and Save query shortcuts press the toolbar's buttons, which own those dialogs and calls.
  const formatButton = useRef<{ format: () => void }>(null);
  const saveButton = useRef<{ open: () => void }>(null);
  useEffect(() => {
    registerSnapshot(tab.id, () => ({ sql: current.current.sql, dbId: databaseId, schema, queryLimit }));
    return () => registerSnapshot(tab.id, null);
  }, [registerSnapshot, tab.id, databaseId, schema, queryLimit]);

  const saveFields = (fields: TabStateUpdate): void => {
    void updateTabState({ id: tab.id, fields }).then((result) => {
      if ('error' in result) toasts.addDangerToast(t('sqllab.errors.storeQuery'));
    });
  };

  const onSqlChange = (next: string): void => {
    current.current.sql = next;
    setSql(next);
    autosave.schedule(next);
  };

  // Text from outside the editor (Select star, Format SQL) replaces what it holds.
  const replaceSql = (text: string): void => {
    onSqlChange(text);
    current.current.selection = '';
    setSelection('');
    setEditorVersion((version) => version + 1);
  };

  const database = databaseId === null ? undefined : databases[String(databaseId)];
  const runText = (text: string, ctas?: RunRequest['ctas']): void => {
    if (databaseId === null || text.trim() === '' || runner.state.status === 'running') return;
    setBottomTab('results');
    setLastRun({ databaseId, schema, sql: text, defaultName: label });
    void runner.run({
      databaseId,
      schema,
      sql: text,
      queryLimit,
      tabId: tab.id,
      tabName: label,
      templateParams,
      runAsync: databases[String(databaseId)]?.allow_run_async === true,
      ctas,
      // The tab remembers its latest run, so a reload can show its results again.
      onSubmit: (clientId) => saveFields({ latest_query_id: clientId }),
    });
  };
  // A reloaded tab shows its last run's results again (read by results key), as Superset does.
  const restoreRun = runner.restore;
  const latestQuery = tab.latest_query;
  useEffect(() => {
    if (latestQuery && !tab.autorun) void restoreRun(latestQuery);
    // Once, for the tab state the editor was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A tab opened to run (Superset's autorun) clears its flag on the server, then runs once.
  useAutorun(tab.autorun === true, () => {
    saveFields({ autorun: false });
    runText(current.current.sql);
  });

  const running = runner.state.status === 'running';
  const lastRunId = runner.state.status === 'idle' || running ? null : runner.state.clientId;
  const commands: EditorCommands = {
    run: () => {
      const { sql: text, selection: selected } = current.current;
      runText(selected.trim() !== '' ? selected : text);
    },
    runCurrent: runText,
    // The runner itself knows whether a run is going: this render's `running` may be older than the key press.
    stop: () => void runner.stop(),
    formatSql: () => formatButton.current?.format(),
    saveQuery: () => saveButton.current?.open(),
  };

  return (
    <EditorPanes
      tabId={tab.id}
      leftBar={
        tab.hide_left_bar ? null : (
          <TableBrowser
            tabId={tab.id}
            databaseId={databaseId}
            schema={schema}
            initialTables={tab.table_schemas ?? []}
            onSelectStar={replaceSql}
            onPreview={runText}
            onTablesChange={onBrowserTables}
          />
        )
      }
      header={
        <DatabaseSchemaBar
          databases={databases}
          databaseId={databaseId}
          schema={schema}
          onDatabaseChange={(id) => {
            setDatabaseId(id);
            setSchema(null);
            saveFields({ dbId: id, schema: null });
          }}
          onSchemaChange={(next) => {
            setSchema(next);
            saveFields({ schema: next });
          }}
        />
      }
      editor={
        <Flex vertical gap="small" style={{ height: '100%' }}>
          <div style={{ flex: 1, minHeight: 0 }}>
            <SqlEditor
              key={editorVersion}
              value={sql}
              onChange={onSqlChange}
              onSelectionChange={(text) => {
                current.current.selection = text;
                setSelection(text);
              }}
              commands={commands}
              schema={completion.namespace}
              columns={completion.columns}
              defaultSchema={schema ?? undefined}
              ariaLabel={t('sqllab.editor.sqlLabel')}
              height="100%"
            />
          </div>
          <RunControls
            running={running}
            canRun={databaseId !== null && sql.trim() !== ''}
            hasSelection={selection.trim() !== ''}
            queryLimit={queryLimit}
            maxRow={limits.maxRow}
            onRun={() => runText(current.current.sql)}
            onRunSelection={() => runText(current.current.selection)}
            onStop={() => void runner.stop()}
            onLimitChange={(limit) => {
              setQueryLimit(limit);
              saveFields({ query_limit: limit });
            }}
            extra={
              <>
                <FormatSqlButton
                  engine={databaseId === null ? undefined : databases[String(databaseId)]?.backend}
                  sql={() => current.current.sql}
                  onFormatted={replaceSql}
                  disabled={running || sql.trim() === ''}
                  actionRef={formatButton}
                />
                <EstimateCostButton
                  databaseId={databaseId}
                  schema={schema}
                  sql={() => current.current.sql}
                  templateParams={templateParams}
                  disabled={running || sql.trim() === ''}
                />
                <TemplateParamsButton
                  value={templateParams}
                  onChange={(next) => {
                    setTemplateParams(next);
                    saveFields({ template_params: next });
                  }}
                />
                <SaveQueryButton
                  tabLabel={label}
                  savedQueryId={tab.saved_query?.id ?? null}
                  disabled={databaseId === null || sql.trim() === ''}
                  actionRef={saveButton}
                  source={() =>
                    databaseId === null
                      ? null
                      : {
                          tabId: tab.id,
                          databaseId,
                          schema,
                          sql: current.current.sql,
                          templateParams,
                        }
                  }
                />
                <ShareQueryButton
                  disabled={databaseId === null || sql.trim() === ''}
                  state={() =>
                    databaseId === null
                      ? null
                      : {
                          dbId: databaseId,
                          name: label,
                          schema,
                          sql: current.current.sql,
                          autorun: false,
                          templateParams,
                        }
                  }
                />
                <ScheduleQueryButton
                  tabLabel={label}
                  disabled={databaseId === null || sql.trim() === ''}
                  source={() =>
                    databaseId === null ? null : { databaseId, schema, sql: current.current.sql }
                  }
                />
                <KeyboardShortcutsButton />
                <CtasControls
                  allowCtas={database?.allow_ctas === true}
                  allowCvas={database?.allow_cvas === true}
                  disabled={running || sql.trim() === ''}
                  onRun={(method, tableName) => runText(current.current.sql, { method, tableName })}
                />
              </>
            }
          />
        </Flex>
      }
      bottom={
        <Tabs
          activeKey={bottomTab}
          // The results fill the pane below the editor, however it is resized.
          styles={{ root: { height: '100%' }, body: { height: '100%' }, content: { height: '100%' } }}
          onChange={setBottomTab}
          items={[
            {
              key: 'results',
              label: t('sqllab.editor.results'),
              children: <ResultsPane state={runner.state} datasetSource={lastRun} />,
            },
            {
              key: 'history',
              label: t('sqllab.editor.queryHistory'),
              children: <EditorHistory tabId={tab.id} lastRunId={lastRunId} />,
            },
          ]}
        />
      }
    />
  );
}
