import type { QueryFormData } from '@loupe/core';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useChartDataMutation } from '../../../api/chartData';
import { loadVizPlugin } from '../../../viz/pluginLoader';
import { failureMessage, TRIGGER_ONLY } from '../../explore/state/useChartRun';
import { ResultTableModal } from './ResultTableModal';

export const DRILL_PAGE_SIZE = 50;

/**
 * Superset's "Drill to detail": the dataset's rows behind the chart, under the chart's own filters
 * and the dashboard's (its form data as the chart queried it), a page of 50 at a time, through the
 * chart data API's `drill_detail` result type.
 */
export function DrillDetailModal({
  title,
  formData,
  onClose,
}: {
  title: string;
  formData: QueryFormData;
  onClose: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const [postChartData] = useChartDataMutation(TRIGGER_ONLY);
  const [page, setPage] = useState(0);
  const [state, setState] = useState<{
    rows: Record<string, unknown>[];
    columns: string[];
    loading: boolean;
    error: string | null;
  }>({ rows: [], columns: [], loading: true, error: null });

  useEffect(() => {
    let live = true;
    let abort: (() => void) | undefined;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    void (async () => {
      const plugin = await loadVizPlugin(formData.viz_type);
      if (!plugin || !live) return;
      try {
        const context = plugin.buildQuery({ ...formData, result_type: 'drill_detail' });
        const [query] = context.queries;
        if (!query) return;
        const request = postChartData({
          ...context,
          result_type: 'drill_detail',
          queries: [
            {
              ...query,
              columns: [],
              metrics: [],
              orderby: [],
              row_limit: DRILL_PAGE_SIZE,
              row_offset: page * DRILL_PAGE_SIZE,
              post_processing: [],
            },
          ],
        });
        abort = () => request.abort();
        const [result] = await request.unwrap();
        if (!live) return;
        setState({
          rows: Array.isArray(result?.data) ? (result.data as Record<string, unknown>[]) : [],
          columns: result?.colnames ?? [],
          loading: false,
          error: null,
        });
      } catch (error) {
        if (live) setState({ rows: [], columns: [], loading: false, error: failureMessage(error) });
      }
    })();
    return () => {
      live = false;
      abort?.();
    };
  }, [formData, page, postChartData]);

  const paging = (
    <Flex justify="flex-end" align="center" gap="small" style={{ marginTop: 8 }}>
      <Typography.Text type="secondary">
        {t('dashboard.chart.drillPage', { page: String(page + 1) })}
      </Typography.Text>
      <Button disabled={page === 0 || state.loading} onClick={() => setPage(page - 1)}>
        {t('dashboard.chart.previousPage')}
      </Button>
      <Button
        disabled={state.loading || state.rows.length < DRILL_PAGE_SIZE}
        onClick={() => setPage(page + 1)}
      >
        {t('dashboard.chart.nextPage')}
      </Button>
    </Flex>
  );
  return (
    <ResultTableModal
      open
      title={t('dashboard.chart.drillTitle', { name: title })}
      rows={state.rows}
      columns={state.columns}
      loading={state.loading}
      error={state.error}
      onClose={onClose}
      paging={paging}
    />
  );
}
