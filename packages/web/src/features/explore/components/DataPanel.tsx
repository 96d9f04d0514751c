import type { ChartDataQueryResult, QueryFormData } from '@loupe/core';
import { Alert, Button, Spin, Tabs, Typography } from 'antd';
import { utcFormat } from 'd3-time-format';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors';
import { useChartDataMutation, useDatasourceSamplesQuery } from '../../../api/chartData';
import { Loading } from '../../../components/Loading';
import { loadVizPlugin } from '../../../viz/pluginLoader';

// The grid loads when the pane is first opened: a closed data pane needs none of it.
const ResultsGrid = lazy(() =>
  import('../../sqllab/components/ResultsGrid').then((m) => ({ default: m.ResultsGrid })),
);

/** The generic types the chart data API gives numbers and times (GenericDataType). */
const NUMERIC = 0;
const TEMPORAL = 2;
/** Times arrive as epoch milliseconds of naive (UTC) timestamps; the grid shows them as Superset does. */
const formatTime = utcFormat('%Y-%m-%d %H:%M:%S');
const GRID_HEIGHT = 280;

interface Rows {
  columns: string[];
  rows: Record<string, unknown>[];
  numeric: ReadonlySet<string>;
}

export function rowsOf(answer: { colnames?: string[]; coltypes?: number[]; data?: unknown }): Rows {
  const columns = answer.colnames ?? [];
  const rows = Array.isArray(answer.data)
    ? answer.data.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : [];
  const numeric = new Set(columns.filter((_, index) => answer.coltypes?.[index] === NUMERIC));
  const temporal = columns.filter((_, index) => answer.coltypes?.[index] === TEMPORAL);
  const shown =
    temporal.length === 0
      ? rows
      : rows.map((row) => {
          const copy = { ...row };
          for (const column of temporal) {
            const value = copy[column];
            if (typeof value === 'number') copy[column] = formatTime(new Date(value));
          }
          return copy;
        });
  return { columns, rows: shown, numeric };
}

function RowsView({ data, label }: { data: Rows; label: string }): ReactElement {
  const { t } = useTranslation();
  return (
    <section aria-label={label}>
      <Typography.Text type="secondary">
        {t('explorePage.rowCount', { count: data.rows.length })}
      </Typography.Text>
      <Suspense fallback={<Spin />}>
        <ResultsGrid
          columns={data.columns}
          rows={data.rows}
          numericColumns={data.numeric}
          height={GRID_HEIGHT}
        />
      </Suspense>
    </section>
  );
}

/** The rows the chart's own query answers, as the chart reads them (Superset's `result_type: results`). */
function ResultsTab({ formData }: { formData: QueryFormData }): ReactElement {
  const { t } = useTranslation();
  const [fetchResults, state] = useChartDataMutation();
  useEffect(() => {
    let request: { abort: () => void } | undefined;
    let live = true;
    void loadVizPlugin(formData.viz_type)?.then((plugin) => {
      if (live) request = fetchResults(plugin.buildQuery({ ...formData, result_type: 'results' }));
    });
    return () => {
      live = false;
      request?.abort();
    };
  }, [fetchResults, formData]);
  const data = useMemo(
    () => (state.data ? state.data.map((query: ChartDataQueryResult) => rowsOf(query)) : null),
    [state.data],
  );
  if (state.error) return <Alert type="error" showIcon title={errorMessage(state.error, t)} />;
  if (!data) return <Loading label={t('app.loading')} />;
  return (
    <>
      {data.map((rows, index) => (
        <RowsView key={index} data={rows} label={t('explorePage.results')} />
      ))}
    </>
  );
}

/** A page of the dataset's rows as they are stored. */
function SamplesTab({ datasourceId }: { datasourceId: number }): ReactElement {
  const { t } = useTranslation();
  const samples = useDatasourceSamplesQuery({ datasource_id: datasourceId, datasource_type: 'table' });
  if (samples.error) return <Alert type="error" showIcon title={errorMessage(samples.error, t)} />;
  if (!samples.data) return <Loading label={t('app.loading')} />;
  return <RowsView data={rowsOf(samples.data)} label={t('explorePage.samples')} />;
}

/**
 * Superset's data pane under the chart: the chart query's rows (Results) and the dataset's rows
 * (Samples), fetched only once the pane is opened, and again when the chart is run again.
 */
export function DataPanel({
  formData,
  datasourceId,
}: {
  /** The form data the chart was last run with; null before it ran. */
  formData: QueryFormData | null;
  datasourceId: number;
}): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('results');
  return (
    <section aria-label={t('explorePage.dataPanel')}>
      <Button type="link" aria-expanded={open} onClick={() => setOpen(!open)} style={{ paddingInline: 0 }}>
        {open ? t('explorePage.hideData') : t('explorePage.showData')}
      </Button>
      {open && (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={[
            {
              key: 'results',
              label: t('explorePage.results'),
              children: formData ? (
                <ResultsTab formData={formData} />
              ) : (
                <Typography.Text type="secondary">{t('explorePage.resultsAfterRun')}</Typography.Text>
              ),
            },
            {
              key: 'samples',
              label: t('explorePage.samples'),
              children: <SamplesTab datasourceId={datasourceId} />,
            },
          ]}
        />
      )}
    </section>
  );
}
