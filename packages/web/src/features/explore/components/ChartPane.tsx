import { Loading } from '../../../components/Loading';
import type { DatasourceData } from '@loupe/core';
import { Alert, Button, Empty, Typography } from 'antd';
import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartRenderer } from '../../../viz/ChartRenderer';
import type { ChartAnnotations } from '../../../viz/types';
import type { ChartRunState } from '../state/useChartRun';
import { useElementSize } from './useElementSize';

export interface ChartPaneProps {
  run: ChartRunState;
  /** The annotation layers' data, as it arrives (each layer draws when its answer is in). */
  annotations?: ChartAnnotations | undefined;
  datasource: DatasourceData | null;
  title: string;
  /** Messages of controls that block a run (spec 001 §5): shown instead of running. */
  blockingErrors: string[];
  onRun: () => void;
  /** Where the chart is drawn, for image downloads. */
  hostRef?: RefObject<HTMLDivElement | null>;
}

/** The chart area: the chart at the pane's size, or what state it is in (spec 001 §4 chart states). */
export function ChartPane({
  run,
  annotations,
  datasource,
  title,
  blockingErrors,
  onRun,
  hostRef,
}: ChartPaneProps) {
  const { t } = useTranslation();
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = hostRef ?? ownRef;
  const { width, height } = useElementSize(ref);
  const rows = run.queriesData[0]?.rowcount;
  const empty = run.status === 'success' && run.queriesData.every((query) => (query.rowcount ?? 0) === 0);

  let body;
  if (blockingErrors.length > 0 && run.status !== 'loading') {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('explorePage.fixErrors')}
        description={
          <ul aria-label={t('explorePage.controlErrors')} style={{ margin: 0, paddingLeft: 18 }}>
            {blockingErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        }
      />
    );
  } else if (run.status === 'failed') {
    body = <Alert type="error" showIcon title={run.error ?? ''} data-testid="chart-error" />;
  } else if (run.status === 'stopped') {
    body = <Alert type="warning" showIcon title={t('explorePage.stopped')} />;
  } else if (run.status === 'idle') {
    body = (
      <Empty description={t('explorePage.idleHint')}>
        <Button type="primary" onClick={onRun}>
          {t('explorePage.createChart')}
        </Button>
      </Empty>
    );
  } else if (empty) {
    body = <Empty description={t('explorePage.noResults')} />;
  } else if (run.formData && width > 0 && height > 0) {
    body = (
      <ChartRenderer
        vizType={run.formData.viz_type}
        formData={run.formData}
        queriesData={run.queriesData}
        annotations={annotations}
        datasource={datasource}
        width={width}
        height={height}
        title={title}
      />
    );
  }

  return (
    <section
      aria-label={t('explorePage.chart')}
      aria-busy={run.status === 'loading'}
      style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 360 }}
    >
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 22 }}>
        {run.status === 'success' && rows !== undefined && (
          <Typography.Text type="secondary" data-testid="chart-row-count">
            {t('explorePage.rowCount', { count: rows })}
          </Typography.Text>
        )}
      </div>
      <div ref={ref} style={{ position: 'relative', flex: 1, minHeight: 320 }} data-testid="chart-container">
        {body}
        {run.status === 'loading' && (
          <div
            style={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              background: 'rgba(255,255,255,0.6)',
            }}
          >
            <Loading label={t('viz.loading')} />
          </div>
        )}
      </div>
    </section>
  );
}
