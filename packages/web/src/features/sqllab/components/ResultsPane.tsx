import { BarChartOutlined, CopyOutlined, DatabaseOutlined, DownloadOutlined } from '@ant-design/icons';
import { GenericDataType } from '@loupe/core';
import { Alert, Button, Empty, Flex, Progress, Spin, Typography } from 'antd';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExecuteResponse, ExecutedQuery } from '../../../api/sqllab';
import { useToasts } from '../../../components/toasts/useToasts';
import { usePermissions } from '../../auth/usePermissions';
import { SaveDatasetModal, type DatasetSource } from '../dataset/SaveDatasetModal';
import { copyText } from '../lists/copyText';
import { toTsv } from '../state/sortRows';
import type { RunState } from '../state/useRunQuery';
import { CtasResult } from './CtasResult';
import { ResultsGrid } from './ResultsGrid';
import { ReturnFocus } from '../../../components/ReturnFocus/ReturnFocus';

/** Numeric columns: by the type the server reports, else by the first value when the type is unknown. */
export function numericColumns(result: Pick<ExecuteResponse, 'columns' | 'data'>): Set<string> {
  const numeric = new Set<string>();
  for (const column of result.columns) {
    // The server sends Superset's GenericDataType codes: numeric columns line up on the right.
    const generic = column.type_generic;
    if (generic === GenericDataType.Numeric) {
      numeric.add(column.column_name);
    } else if (generic === null || generic === undefined) {
      const first = result.data.find((row) => row[column.column_name] != null)?.[column.column_name];
      if (typeof first === 'number' || typeof first === 'bigint') numeric.add(column.column_name);
    }
  }
  return numeric;
}

function limitReached(result: ExecuteResponse): boolean {
  if (result.displayLimitReached) return true;
  const { rows, limit } = result.query ?? {};
  return typeof rows === 'number' && typeof limit === 'number' && limit > 0 && rows >= limit;
}

interface SuccessResultsProps {
  result: ExecuteResponse;
  clientId: string;
  datasetSource: DatasetSource | null;
}

function SuccessResults({ result, clientId, datasetSource }: SuccessResultsProps): ReactElement {
  const { t } = useTranslation();
  // 'save' from Save dataset, 'explore' from Explore (which goes on to Explore once saved).
  const [savingDataset, setSavingDataset] = useState<'save' | 'explore' | null>(null);
  const toasts = useToasts();
  const can = usePermissions();
  // The export route asks for both: SQL Lab's export permission and the general CSV one.
  const canCsv = can('can_export_csv', 'SQLLab') && can('can_csv', 'Superset');
  const canSaveDataset = datasetSource !== null && can('can_write', 'Dataset');
  const columns = useMemo(() => result.columns.map((column) => column.column_name), [result.columns]);
  const numeric = useMemo(() => numericColumns(result), [result]);
  const rows = result.data;
  if (columns.length === 0 || rows.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sqllab.editor.noRows')} />;
  }
  const onCopy = (): void => {
    void copyText(toTsv(columns, rows)).then((copied) =>
      copied
        ? toasts.addSuccessToast(t('sqllab.editor.copied'))
        : toasts.addDangerToast(t('sqllab.savedQueries.copyUnsupported')),
    );
  };
  return (
    // Fills the results pane: the grid takes the height the alert and buttons leave.
    <Flex vertical gap="small" style={{ height: '100%', minHeight: 0 }}>
      {limitReached(result) && (
        <Alert
          type="warning"
          showIcon
          title={t('sqllab.editor.limitReached', { rows: rows.length.toLocaleString() })}
        />
      )}
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary" data-testid="row-count" style={{ whiteSpace: 'nowrap' }}>
          {t('sqllab.editor.rowCount', { count: rows.length })}
        </Typography.Text>
        <Flex gap="small" wrap>
          {canSaveDataset && (
            <>
              <Button size="small" icon={<BarChartOutlined />} onClick={() => setSavingDataset('explore')}>
                {t('sqllab.dataset.explore')}
              </Button>
              <Button size="small" icon={<DatabaseOutlined />} onClick={() => setSavingDataset('save')}>
                {t('sqllab.dataset.button')}
              </Button>
            </>
          )}
          {canCsv && (
            <Button
              size="small"
              icon={<DownloadOutlined />}
              href={`/api/v1/sqllab/export/${encodeURIComponent(clientId)}/`}
            >
              {t('sqllab.editor.downloadCsv')}
            </Button>
          )}
          <Button size="small" icon={<CopyOutlined />} onClick={onCopy}>
            {t('sqllab.editor.copyResults')}
          </Button>
        </Flex>
      </Flex>
      <ResultsGrid columns={columns} rows={rows} numericColumns={numeric} />
      {canSaveDataset && savingDataset && (
        <ReturnFocus>
          <SaveDatasetModal
            open
            source={datasetSource}
            columns={result.columns}
            onClose={() => setSavingDataset(null)}
            thenExplore={savingDataset === 'explore'}
          />
        </ReturnFocus>
      )}
    </Flex>
  );
}

/** A run in progress; an async one says whether it still waits in the queue and how far it got. */
function RunningRun({ query, restoring }: { query?: ExecutedQuery; restoring?: boolean }): ReactElement {
  const { t } = useTranslation();
  const queued = query?.state === 'pending';
  return (
    <Flex vertical align="center" gap="small" style={{ padding: 24 }} data-testid="run-progress">
      <Spin />
      <Typography.Text type="secondary">
        {restoring
          ? t('sqllab.editor.loadingResults')
          : queued
            ? t('sqllab.editor.queued')
            : t('sqllab.editor.running')}
      </Typography.Text>
      {query && !queued && (
        <Progress
          percent={query.progress ?? 0}
          size="small"
          status="active"
          style={{ width: 240 }}
          aria-label={t('sqllab.editor.progress')}
        />
      )}
    </Flex>
  );
}

interface ResultsPaneProps {
  state: RunState;
  /** What the shown results were run from, for saving them as a dataset; null offers no saving. */
  datasetSource?: DatasetSource | null;
}

/** What the last run gave: its rows, its error, or that it was stopped. */
export function ResultsPane({ state, datasetSource = null }: ResultsPaneProps): ReactElement {
  const { t } = useTranslation();
  switch (state.status) {
    case 'idle':
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sqllab.editor.noResults')} />;
    case 'running':
      return <RunningRun query={state.query} restoring={state.restoring} />;
    case 'failed':
      return (
        <Alert
          type="error"
          showIcon
          title={state.error}
          data-testid="run-error"
          description={
            state.statement && (
              <Flex vertical gap={4}>
                {/* In a script, which of its statements it was. */}
                {state.statement.count > 1 && (
                  <Typography.Text type="secondary">
                    {t('sqllab.errors.failedStatement', {
                      position: String(state.statement.num),
                      total: String(state.statement.count),
                    })}
                  </Typography.Text>
                )}
                <Typography.Text code data-testid="failed-statement">
                  {state.statement.sql}
                </Typography.Text>
              </Flex>
            )
          }
        />
      );
    case 'stopped':
      return <Alert type="warning" showIcon title={t('sqllab.errors.stopped')} />;
    case 'success':
      if (state.result.query?.ctas) return <CtasResult query={state.result.query} />;
      return <SuccessResults result={state.result} clientId={state.clientId} datasetSource={datasetSource} />;
  }
}
